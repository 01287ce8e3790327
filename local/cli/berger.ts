// `mochalunt berger N`: the league schedule (Berger table, rule L3) for N entrants, one round per line.
import type { CliCommand } from './command';
import { parseCountArgs } from './command';
import { bergerSchedule } from '../../src/engine/mindlab/berger';

const USAGE = `Usage: mochalunt berger N [--json]

Prints the league schedule (Berger table, Mind Lab rule L3) for N entrants (2 or more), numbered
1..N in seeding order: one round per line, games in table order, each written FIRST-SECOND
(the first named plays first / at home). For 6 entrants this is the table printed in the
Mind Lab rulebook:

  1-6 2-5 3-4
  1-2 5-3 6-4
  ...

With an odd N a fictive entrant N+1 completes the table; its game is left out and the entrant
who meets it has a bye (0 points), written last on the line as "K-bye" (for 5: "2-5 3-4 1-bye").

Options:
  --json   print [{"round":1,"pairs":[[1,6],[2,5],[3,4]],"bye":null}, ...]

Exit code 2 on a usage error.`;

export const command: CliCommand = {
  name: 'berger',
  summary: 'league schedule (Berger table, L3) for N entrants',
  usage: USAGE,
  main(args, io) {
    const parsed = parseCountArgs(command, args, io, 'entrants', 2, 1000);
    if ('exitCode' in parsed) return parsed.exitCode;
    const schedule = bergerSchedule(parsed.count);
    if (parsed.json) {
      io.out(
        JSON.stringify(
          schedule.map((r) => ({ round: r.round, pairs: r.pairs.map((p) => [p.first, p.second]), bye: r.bye })),
        ) + '\n',
      );
      return 0;
    }
    const lines = schedule.map((r) =>
      [...r.pairs.map((p) => `${p.first}-${p.second}`), ...(r.bye !== null ? [`${r.bye}-bye`] : [])].join(' '),
    );
    io.out(lines.join('\n') + '\n');
    return 0;
  },
};
