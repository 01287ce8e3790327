// `mochalunt demo`: placeholder until its owner lands it.
import type { CliCommand } from './command';

export const command: CliCommand = {
  name: 'demo',
  summary: '(not available yet)',
  usage: 'mochalunt demo',
  async main(_args, io) {
    io.err('mochalunt demo: not available yet\n');
    return 2;
  },
};
