// `mochalunt tables N`: the table sizes for N players at a multi-player event (rule K1), in table order.
import type { CliCommand } from './command';
import { parseOptions } from './command';
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
  async main(args, io) {
    const { positional, options } = parseOptions(args, ['json']);
    const usageError = (why: string): number => {
      io.err(`mochalunt tables: ${why}\n\n${USAGE}\n`);
      return 2;
    };
    const unknown = [...options.keys()].filter((k) => k !== 'json');
    if (unknown.length) return usageError(`unknown option --${unknown[0]}`);
    if (positional.length !== 1) return usageError(positional.length ? `one number expected, not ${positional.length} arguments` : 'the number of players is missing');
    const raw = positional[0];
    if (!/^\d+$/.test(raw)) return usageError(`the number of players is a whole number, not "${raw}"`);
    const sizes = tableSizes(Number(raw));
    if (!sizes.ok) {
      io.err(`mochalunt tables: ${sizes.problems.map(describeProblem).join('\n')}\n`);
      return 1;
    }
    io.out((options.has('json') ? JSON.stringify(sizes.value) : sizes.value.join(' ')) + '\n');
    return 0;
  },
};
