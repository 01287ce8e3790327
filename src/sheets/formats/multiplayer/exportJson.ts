// Export JSON of a multi-player event (K1-K7): the settings, the players (arrival, late entry, withdrawal), every
// table as played and the standings, the round tabs first checked against the records of their seating.
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { docHead, type ExportDoc } from '../exportJson';
import { rankMultiplayer } from '../../../engine/multiplayer/standings';
import {
  lastPairedMultiplayer,
  loadMultiplayer,
  multiplayerAgainstRecords,
  multiplayerEvent,
  multiplayerSettings,
  scoredMultiplayerRounds,
} from './multiplayerEvent';

export function multiplayerJson(book: Workbook): ExportDoc {
  const problems: SheetProblem[] = [];
  const b = loadMultiplayer(book);
  const changed = multiplayerAgainstRecords(book, b, lastPairedMultiplayer(b));
  const first = changed.length ? changed : b.problems;
  if (first.length) return { problems: first };
  const upTo = scoredMultiplayerRounds(b);
  const event = multiplayerEvent(b, upTo, problems);
  const ranked = rankMultiplayer(event, upTo, multiplayerSettings(b));
  const doc = {
    ...docHead(b, upTo),
    settings: b.settings,
    entrants: b.entrants.map((e) => ({
      name: e.name,
      arrival: e.seed,
      fromRound: e.fromRound,
      leftAfterRound: e.leftAfter,
    })),
    tables: event.results,
    standings: ranked.map((r) => ({
      place: r.place,
      tied: r.tiedWithAbove,
      player: r.id,
      points: r.entrant.score,
      carrots: r.entrant.carrots,
      separatedBy: r.separatedBy,
    })),
  };
  return problems.length ? { problems } : { format: b.settings.format, doc };
}
