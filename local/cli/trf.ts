// `mochalunt trf`: placeholder until its owner lands it.
import type { CliCommand } from './command';

export const command: CliCommand = {
  name: 'trf',
  summary: '(not available yet)',
  usage: 'mochalunt trf',
  async main(_args, io) {
    io.err('mochalunt trf: not available yet\n');
    return 2;
  },
};
