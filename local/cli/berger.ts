// `mochalunt berger`: placeholder until its owner lands it.
import type { CliCommand } from './command';

export const command: CliCommand = {
  name: 'berger',
  summary: '(not available yet)',
  usage: 'mochalunt berger',
  async main(_args, io) {
    io.err('mochalunt berger: not available yet\n');
    return 2;
  },
};
