// Export JSON for the other formats: the settings, the entrants, every round as played (games, results,
// points, byes, tables) and the standings, as one JSON document in plan.result (nothing is written).
import type { SheetProblem } from '../plan';
import { emptyPlan, describeProblems } from '../plan';
import type { Planner } from './planner';
import { readFormatSettings } from './settings';
import { loadTwoPlayer, mindLabEvent, scoredRounds } from './twoPlayer/twoPlayerEvent';
import { rankTwoPlayer } from './twoPlayer/standingsTwoPlayer';
import { loadMultiplayer, multiplayerEvent, multiplayerSettings, scoredMultiplayerRounds } from './multiplayer/multiplayerEvent';
import { rankMultiplayer } from '../../engine/multiplayer/standings';

export const exportFormatJson: Planner = (book) => {
  const base = emptyPlan('exportJson', 'Export JSON');
  const format = readFormatSettings(book).settings.format;
  const problems: SheetProblem[] = [];
  let doc: unknown;
  if (format === 'multiplayer') {
    const b = loadMultiplayer(book);
    if (b.problems.length) return { ...base, problems: b.problems, summary: describeProblems(b.problems) };
    const upTo = scoredMultiplayerRounds(b);
    const event = multiplayerEvent(b, upTo, problems);
    const ranked = rankMultiplayer(event, upTo, multiplayerSettings(b));
    doc = {
      format, eventName: b.settings.eventName, rounds: b.published, scoredRounds: upTo, settings: b.settings,
      entrants: b.entrants.map((e) => ({ name: e.name, arrival: e.seed, fromRound: e.fromRound, leftAfterRound: e.leftAfter })),
      tables: event.results,
      standings: ranked.map((r) => ({ place: r.place, tied: r.tiedWithAbove, player: r.id, points: r.entrant.score, carrots: r.entrant.carrots, separatedBy: r.separatedBy })),
    };
  } else {
    const b = loadTwoPlayer(book);
    if (b.problems.length) return { ...base, problems: b.problems, summary: describeProblems(b.problems) };
    const upTo = scoredRounds(b);
    const event = mindLabEvent(b, upTo, problems);
    const { ranked } = rankTwoPlayer(b, upTo, problems);
    doc = {
      format, kind: event.kind, eventName: b.settings.eventName, rounds: b.published, scoredRounds: upTo, settings: b.settings,
      entrants: b.entrants.map((e) => ({ name: e.name, seed: e.seed, fromRound: e.fromRound, leftAfterRound: e.leftAfter, ...(e.lineUp ? { boards: e.lineUp } : {}) })),
      matches: event.matches, byes: event.byes, ...(event.rematches ? { rematches: event.rematches } : {}),
      standings: ranked.map((r) => ({ place: r.place, tied: r.tiedWithAbove, entrant: r.id, points: r.entrant.score, wins: r.entrant.wins, separatedBy: r.separatedBy, rematch: r.rematch === true })),
    };
  }
  if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
  const result = JSON.stringify(doc, null, 2);
  return { ...base, summary: `Exported the ${format} event (${result.length} characters of JSON).`, result };
};
