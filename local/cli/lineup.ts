// `mochalunt lineup`: placeholder until its owner lands it.
import type { CliCommand } from './command';

export const command: CliCommand = {
  name: 'lineup',
  summary: '(not available yet)',
  usage: 'mochalunt lineup',
  async main(_args, io) {
    io.err('mochalunt lineup: not available yet\n');
    return 2;
  },
};
