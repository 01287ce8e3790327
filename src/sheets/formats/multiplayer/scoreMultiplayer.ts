// Score round for a multi-player event: from the places typed, K4 points (4 2 1 0; table of 3: 4 2 0; a
// player alone at a table, K6: 4) and the K5 carrot count of each game (carrots capped, lettuces added; no
// penalty for a lone player). A player typed "absent" (K6, a no-show: the session is not re-seated) scores 0
// and plays no game; the table is scored as it was played, for those who came: 3 of a table of 4 score
// 4 2 0, 2 score 4 0 (docs/decisions.md). Missing or repeated places are problems, and so are seats that
// differ from the record of the seating (roundRecord.ts). The rest is the shared skeleton's
// (../skeleton/scoreRound.ts): the round is sealed, every place, carrot and lettuce cell scored.
import type { Cell } from '../../workbook';
import type { Planner } from '../planner';
import { carrotCount, tablePoints } from '../../../engine/multiplayer/points';
import { roundTabName } from '../roundTab';
import { ABSENT, MULTIPLAYER_RECORD } from './multiplayerRoundTab';
import { readRecord, recordProblems } from '../../tabs/roundRecord';
import { scoreRoundPlanner } from '../skeleton/scoreRound';
import {
  lastPairedMultiplayer,
  loadMultiplayer,
  multiplayerSettings,
  tableFinish,
  tablesOf,
  untypedCarrots,
} from './multiplayerEvent';

export const scoreMultiplayer: Planner = scoreRoundPlanner({
  load: loadMultiplayer,
  lastPaired: lastPairedMultiplayer,
  paired: (b, round) => {
    const tab = b.rounds.get(round);
    return tab && tab.seats.length > 0 ? tab : null;
  },
  pairedWord: 'seated',
  score: (book, b, round, tab, problems) => {
    // the seats against what the add-on wrote (roundRecord.ts): a player moved, changed or removed is refused
    const { record, problem } = readRecord(book, round);
    problems.push(...(problem ? [problem] : record ? recordProblems(tab.table, record, MULTIPLAYER_RECORD) : []));
    if (problems.length) return null;
    const carrots = multiplayerSettings(b).carrots;
    const cp = tab.table.col.points as number;
    const cc = tab.table.col.count;
    const left = Math.min(cp, cc ?? cp),
      right = Math.max(cp, cc ?? cp);
    const values: Cell[][] = [];
    for (let i = 1; i < tab.table.grid.length; i++) values.push(tab.table.grid[i].slice(left, right + 1));
    const lines: string[] = [];
    tablesOf(tab).forEach((seats, table) => {
      const finish = tableFinish(tab, seats, problems);
      const present = seats.filter((s) => s.place.toLowerCase() !== ABSENT).length;
      if (finish.length !== present) return;
      const points = present === 0 ? [] : tablePoints(present);
      for (const s of seats) {
        const place = finish.findIndex((f) => f.player === s.player);
        const f = finish[place];
        values[s.at - 1][cp - left] = place < 0 ? 0 : points[place];
        if (cc !== undefined)
          values[s.at - 1][cc - left] =
            place < 0 ? '' : present === 1 ? 0 : carrotCount(f.carrots, f.lettuces, carrots);
      }
      const away = seats.filter((s) => s.place.toLowerCase() === ABSENT).map((s) => `${s.player} absent 0`);
      lines.push(
        `Table ${table}: ${[...finish.map((f, k) => `${f.player} ${points[k]}`), ...away].join(', ')}${away.length && present > 1 ? ` (played as a table of ${present}, K6)` : ''}`,
      );
    });
    if (problems.length) return null;
    const cols = ['place', 'carrots', 'lettuces'].flatMap((k) =>
      tab.table.col[k] === undefined ? [] : [tab.table.col[k]],
    );
    return {
      block: { tab: roundTabName(round), row: 2, col: left + 1, values },
      summary: [`Round ${round} scored (K4 points, K5 carrot counts).`, ...lines, ...untypedCarrots(tab)].join('\n'),
      spots: tab.seats.flatMap((s) => cols.map((c) => ({ row: s.at + 1, col: c + 1, how: 'typed' as const }))),
      lines,
    };
  },
});
