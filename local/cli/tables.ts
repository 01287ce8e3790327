// `mochalunt tables N`: the table sizes for N players at a multi-player event (rule K1), in table order.
import type { CliCommand } from './command';
import { parseCountArgs } from './command';
import { describeProblem } from '../../src/engine/core/problem';
import { tableSizes } from '../../src/engine/multiplayer/tables';

const USAGE = `Usage: mochalunt tables N [--json]

Prints the sizes of the tables for N players at a multi-player event (MSO rule K1): as many
tables of 4 as possible, as few of 3 as necessary, the tables of 3 last. For 10: "4 3 3".

1, 2 and 5 players cannot be seated at tables of 4 and 3: the command says so and exits 1.

Options:
  --json   print [4,3,3]

Exit code 1 when N players cannot be seated, 2 on a usage error.`;

export const command: CliCommand = {
  name: 'tables',
  summary: 'table sizes (K1) for N players at a multi-player event',
  usage: USAGE,
  main(args, io) {
    const parsed = parseCountArgs(command, args, io, 'players', 0);
    if ('exitCode' in parsed) return parsed.exitCode;
    const sizes = tableSizes(parsed.count);
    if (!sizes.ok) {
      io.err(`mochalunt tables: ${sizes.problems.map(describeProblem).join('\n')}\n`);
      return 1;
    }
    io.out((parsed.json ? JSON.stringify(sizes.value) : sizes.value.join(' ')) + '\n');
    return 0;
  },
};
