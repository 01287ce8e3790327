// `mochalunt tables`: placeholder until its owner lands it.
import type { CliCommand } from './command';

export const command: CliCommand = {
  name: 'tables',
  summary: '(not available yet)',
  usage: 'mochalunt tables',
  async main(_args, io) {
    io.err('mochalunt tables: not available yet\n');
    return 2;
  },
};
