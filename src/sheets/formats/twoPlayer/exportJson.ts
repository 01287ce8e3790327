// Export JSON of a Swiss or league (L1-L6): the settings, the entrants (team events: their boards, L5), every
// match as played, the byes, the L6 d rematches and the standings; every round tab first checked against the
// record of its pairing (typedPairings.ts).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import type { ExportDoc } from '../exportJson';
import { lastPaired, loadTwoPlayer, mindLabEvent, scoredRounds } from './twoPlayerEvent';
import { typedPairings } from './typedPairings';
import { rankTwoPlayer } from './standingsTwoPlayer';

export function twoPlayerJson(book: Workbook): ExportDoc {
  const problems: SheetProblem[] = [];
  const b = loadTwoPlayer(book);
  // every round tab as the add-on paired it, or overridden on purpose (typedPairings.ts)
  const typed = typedPairings(book, b, lastPaired(b));
  const first = typed.changed.length || !b.problems.length ? typed.problems : b.problems;
  if (first.length) return { problems: first };
  const upTo = scoredRounds(b);
  const event = mindLabEvent(b, upTo, problems);
  const { ranked } = rankTwoPlayer(b, upTo, problems);
  const format = b.settings.format;
  const doc = {
    format,
    kind: event.kind,
    eventName: b.settings.eventName,
    rounds: b.published,
    scoredRounds: upTo,
    settings: b.settings,
    entrants: b.entrants.map((e) => ({
      name: e.name,
      seed: e.seed,
      fromRound: e.fromRound,
      leftAfterRound: e.leftAfter,
      ...(e.lineUp ? { boards: e.lineUp } : {}),
    })),
    matches: event.matches,
    byes: event.byes,
    ...(event.rematches ? { rematches: event.rematches } : {}),
    standings: ranked.map((r) => ({
      place: r.place,
      tied: r.tiedWithAbove,
      entrant: r.id,
      points: r.entrant.score,
      wins: r.entrant.wins,
      separatedBy: r.separatedBy,
      rematch: r.rematch === true,
    })),
  };
  return problems.length ? { problems } : { format, doc };
}
