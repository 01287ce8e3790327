// Export JSON for the other formats: the settings, the entrants, every round as played (games, results,
// points, byes, tables) and the standings, as one JSON document in plan.result (nothing is written). Every
// round tab is first checked against the record of its pairing, as Update standings does.
import type { SheetProblem } from '../plan';
import { emptyPlan, describeProblems } from '../plan';
import type { Planner } from './planner';
import { readFormatSettings } from './settings';
import { lastPaired, loadTwoPlayer, mindLabEvent, scoredRounds } from './twoPlayer/twoPlayerEvent';
import { typedPairings } from './twoPlayer/typedPairings';
import { rankTwoPlayer } from './twoPlayer/standingsTwoPlayer';
import {
  lastPairedMultiplayer,
  loadMultiplayer,
  multiplayerAgainstRecords,
  multiplayerEvent,
  multiplayerSettings,
  scoredMultiplayerRounds,
} from './multiplayer/multiplayerEvent';
import { rankMultiplayer } from '../../engine/multiplayer/standings';

export const exportFormatJson: Planner = (book) => {
  const base = emptyPlan('exportJson', 'Export JSON');
  const format = readFormatSettings(book).settings.format;
  const problems: SheetProblem[] = [];
  let doc: unknown;
  if (format === 'multiplayer') {
    const b = loadMultiplayer(book);
    const changed = multiplayerAgainstRecords(book, b, lastPairedMultiplayer(b));
    const first = changed.length ? changed : b.problems;
    if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
    const upTo = scoredMultiplayerRounds(b);
    const event = multiplayerEvent(b, upTo, problems);
    const ranked = rankMultiplayer(event, upTo, multiplayerSettings(b));
    doc = {
      format,
      eventName: b.settings.eventName,
      rounds: b.published,
      scoredRounds: upTo,
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
  } else {
    const b = loadTwoPlayer(book);
    // every round tab as the add-on paired it, or overridden on purpose (typedPairings.ts)
    const typed = typedPairings(book, b, lastPaired(b));
    const first = typed.changed.length || !b.problems.length ? typed.problems : b.problems;
    if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
    const upTo = scoredRounds(b);
    const event = mindLabEvent(b, upTo, problems);
    const { ranked } = rankTwoPlayer(b, upTo, problems);
    doc = {
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
  }
  if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
  const result = JSON.stringify(doc, null, 2);
  return { ...base, summary: `Exported the ${format} event (${result.length} characters of JSON).`, result };
};
