// `mochalunt lineup`: the individual matches of one team match from two line-ups (M8-M11), as a table or JSON.
import type { CliCommand } from './command';
import { parseOptions } from './command';
import { describeProblem } from '../../src/engine/core/problem';
import { pairLineupTexts } from '../../src/engine/mochalunt/lineup';

const USAGE = `Usage: mochalunt lineup --team1 "LINE-UP" --team2 "LINE-UP" [options]

Computes the individual matches of a MOCHALUNT team match with the flexible pairing system
(rules M8-M11), board by board.

A line-up lists the available players separated by commas, then after "/" the players who can
play a second match:  --team1 "Anna Rossi, Bruno, Carla, Dario / Bruno"

Options:
  --strength1 "3, 1, 2, 4"  M11 strength order of team 1's players before the "/", in line-up
  --strength2 "..."          order (1 = strongest; each number once, no ties)
  --matches N                M10 reduction: the number of matches chosen by the captain of the
                             team with more available players (from the smaller NAP to the default)
  --roster1 N, --roster2 N   the team's roster size (M8: 3 players suffice when it is 4);
                             default: the number of players in the line-up
  --json                     print [{"board":1,"team1":"...","team2":"..."}, ...]

Names are compared ignoring case and extra spaces. Exit code 1 with the reasons on stderr when
a line-up is invalid, 2 on a usage error.`;

function wholeNumber(raw: string | undefined, name: string): number | undefined | Error {
  if (raw === undefined) return undefined;
  if (!/^\s*\d+\s*$/.test(raw)) return new Error(`--${name} takes a whole number, not "${raw}"`);
  return Number(raw);
}

export const command: CliCommand = {
  name: 'lineup',
  summary: 'individual matches of a team match from two line-ups (M8-M11)',
  usage: USAGE,
  main(args, io) {
    const { positional, options, unknown } = parseOptions(args, {
      values: ['team1', 'team2', 'strength1', 'strength2', 'matches', 'roster1', 'roster2'],
      flags: ['json'],
    });
    const usageError = (why: string) => {
      io.err(`mochalunt lineup: ${why}\n\n${USAGE}\n`);
      return 2;
    };
    if (unknown.length) return usageError(`unknown option ${unknown[0]}`);
    if (positional.length) return usageError(`unexpected argument "${positional[0]}"`);
    const team1 = options.get('team1');
    const team2 = options.get('team2');
    if (team1 === undefined || team2 === undefined) return usageError('both --team1 and --team2 are needed');
    const matches = wholeNumber(options.get('matches'), 'matches');
    const roster1 = wholeNumber(options.get('roster1'), 'roster1');
    const roster2 = wholeNumber(options.get('roster2'), 'roster2');
    for (const v of [matches, roster1, roster2]) if (v instanceof Error) return usageError(v.message);

    const result = pairLineupTexts({
      team1,
      team2,
      strength1: options.get('strength1'),
      strength2: options.get('strength2'),
      matches: matches as number | undefined,
      rosterSize1: roster1 as number | undefined,
      rosterSize2: roster2 as number | undefined,
    });
    if (!result.ok) {
      io.err(`mochalunt lineup: invalid input\n${result.problems.map((p) => `  ${describeProblem(p)}`).join('\n')}\n`);
      return 1;
    }
    const boards = result.value.boards;
    if (options.has('json')) {
      io.out(JSON.stringify(boards.map((b) => ({ board: b.board, team1: b.team1, team2: b.team2 }))) + '\n');
      return 0;
    }
    const w1 = Math.max('team 1'.length, ...boards.map((b) => b.team1.length));
    const rows = [
      `board  ${'team 1'.padEnd(w1)}  team 2`,
      ...boards.map((b) => `${String(b.board).padStart(5)}  ${b.team1.padEnd(w1)}  ${b.team2}`),
    ];
    io.out(rows.join('\n') + '\n');
    return 0;
  },
};
