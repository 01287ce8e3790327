// `mochalunt run`: placeholder until its owner lands it.
import type { CliCommand } from './command';

export const command: CliCommand = {
  name: 'run',
  summary: '(not available yet)',
  usage: 'mochalunt run',
  async main(_args, io) {
    io.err('mochalunt run: not available yet\n');
    return 2;
  },
};
