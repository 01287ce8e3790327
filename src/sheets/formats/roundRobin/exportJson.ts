// Export JSON of a round robin: the settings (with the points for a win), the players, every game as
// played, the byes and the standings; the round tabs first checked against the records of their pairing.
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { docHead, type ExportDoc } from '../exportJson';
import { lastPaired, loadRobin, robinAgainstRecords, scoredRounds } from './event';
import { rankRobin } from './standings';
import type { RoundRobinConfig } from './config';

export const robinJson =
  (config: RoundRobinConfig) =>
  (book: Workbook): ExportDoc => {
    const b = loadRobin(book, config);
    const changed = robinAgainstRecords(book, b, lastPaired(b));
    const first = changed.length ? changed : b.problems;
    if (first.length) return { problems: first };
    const upTo = scoredRounds(b);
    const problems: SheetProblem[] = [];
    const { ranked, sonnebornBerger } = rankRobin(b, upTo, problems);
    if (problems.length) return { problems };
    const rounds = [...b.rounds.entries()].filter(([r]) => r <= upTo).sort(([x], [y]) => x - y);
    const doc = {
      ...docHead(b, upTo),
      settings: { pointsForAWin: b.winPoints },
      entrants: b.entrants.map((e) => ({ name: e.name, seed: e.seed, leftAfterRound: e.leftAfter })),
      games: rounds.flatMap(([round, t]) =>
        t.matches.map((m) => ({ round, first: m.first, second: m.second, result: m.result })),
      ),
      byes: rounds.flatMap(([round, t]) => t.byes.map((y) => ({ round, entrant: y.entrant }))),
      standings: ranked.map((r) => ({
        place: r.place,
        tied: r.tiedWithAbove,
        player: r.id,
        points: r.entrant.score,
        ...(config.rankBy === 'wins' ? { won: r.entrant.won } : {}),
        sonnebornBerger: sonnebornBerger.get(r.id) ?? 0,
        separatedBy: r.separatedBy,
      })),
    };
    return { format: b.settings.format, doc };
  };
