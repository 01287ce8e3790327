// A two-player event (Swiss or league, individual or team) as read from the workbook: settings, entrants and
// the round tabs, each tab read once; the scored rounds turned into the engine's MindLabEvent (L1-L5).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { cellProblem } from '../../tabs/table';
import { parseResult } from '../../tabs/results';
import type { GameResult } from '../../../engine/core/result';
import type { MindLabEvent, MindLabMatch } from '../../../engine/mindlab/event';
import { mindLabRounds, MINDLAB_SWISS_ROUNDS } from '../../../engine/mindlab/format';
import { bergerSchedule } from '../../../engine/mindlab/berger';
import {
  DEFAULT_MINDLAB,
  mindLabStandings,
  type MindLabSettings,
  type MindLabStanding,
} from '../../../engine/mindlab/standings';
import { readFormatSettings, type FormatSettings } from '../settings';
import { readEntrants, type EntrantRow, type EntrantsSpec, type SeedColumn } from '../entrants';
import { roundTabName, type TwoPlayerRound } from '../roundTab';
import { readPairRounds } from '../pairRounds';
import { keptOnce, readOnce } from '../../readOnce';

const SWISS_SEED: SeedColumn = {
  header: 'seed',
  aliases: ['arrival', 'order'],
  width: 60,
  note: 'L4: seeding, 1 = strongest (orders equal scores)',
};
const LEAGUE_SEED: SeedColumn = { ...SWISS_SEED, note: 'L3: the Berger table number (1, 2, ...)' };

/** The Entrants tab of a Swiss or league: players or teams of four (L5); the seed orders a Swiss (L4), numbers a league's Berger table (L3). */
export const twoPlayerEntrants = (s: Pick<FormatSettings, 'format' | 'entrants'>): EntrantsSpec => ({
  entrants: s.entrants,
  seed: s.format === 'league' ? LEAGUE_SEED : SWISS_SEED,
});

export interface TwoPlayerBook {
  readonly settings: FormatSettings;
  readonly format: 'swiss' | 'league';
  readonly team: boolean;
  readonly entrants: EntrantRow[];
  readonly rounds: Map<number, TwoPlayerRound>;
  /** the published rounds (L1: 5 in a Swiss; L3: a league's Berger rounds; or the "rounds" setting) */
  readonly published: number;
  /** problems of Settings, Entrants and the round tabs' headers */
  readonly problems: SheetProblem[];
}

/** The event as read from the workbook, once per action for the same readings (readOnce.ts); never changed by its users. */
export function loadTwoPlayer(book: Workbook): TwoPlayerBook {
  return readOnce(loadTwoPlayer, '', book, readTwoPlayer);
}

function readTwoPlayer(book: Workbook): TwoPlayerBook {
  // the Settings and the Entrants tab read once per action, shared by the event as it was and as it will be
  const s = readOnce(readFormatSettings, '', book, (seen) => readFormatSettings(seen));
  const format = s.settings.format === 'league' ? 'league' : 'swiss';
  const team = s.settings.entrants === 'team';
  const spec = twoPlayerEntrants(s.settings);
  const e = readOnce(readEntrants, JSON.stringify(spec), book, (seen) => readEntrants(seen, spec));
  const { rounds, problems } = readPairRounds(book, e, team, [...s.problems, ...e.problems]);
  const n = e.entrants.length;
  const byRule = format === 'league' ? (n >= 2 ? bergerSchedule(n).length : 0) : MINDLAB_SWISS_ROUNDS;
  return {
    settings: s.settings,
    format,
    team,
    entrants: e.entrants,
    rounds,
    published: s.settings.rounds ?? byRule,
    problems,
  };
}

/** L6 b: the Mind Lab engine settings from the sheet. */
export function mindLabSettings(b: TwoPlayerBook): MindLabSettings {
  return { ...DEFAULT_MINDLAB, teamWins: b.settings.teamWins };
}

/** L1: the rulebook's rounds for the field (for the notes), independent of the setting. */
export const rulebookRounds = (entrants: number): number => (entrants >= 2 ? mindLabRounds(entrants) : 0);

/** The last round with a round tab holding a game or a bye, or 0. */
export function lastPaired(b: TwoPlayerBook): number {
  let last = 0;
  b.rounds.forEach((t, r) => {
    if (t.matches.length + t.byes.length + t.waiting.length > 0) last = Math.max(last, r);
  });
  return last;
}

/** What to type in a result cell (here a blank cell is not "not played": type 0-0 for that). */
const RESULT_FIX =
  "type the result from the first's side: 1-0, 0-1, ½-½ (or =), + (forfeit win), - (forfeit loss), or 0-0 (not played)";

/** A result cell parsed; a problem (and 'unplayed') when it is blank or not a result. */
function resultOf(tab: TwoPlayerRound, at: number, cell: string, what: string, problems: SheetProblem[]): GameResult {
  const r = cell === '' ? null : parseResult(cell);
  if (r === null) {
    problems.push(
      cellProblem(
        tab.table,
        at,
        'result',
        cell === '' ? `no result for ${what}` : `"${cell}" is not a result (${what})`,
        RESULT_FIX,
      ),
    );
    return 'unplayed';
  }
  return r;
}

/** L1, L5: the results of one round tab: one per game, four per team match (board order). */
export function roundMatches(b: TwoPlayerBook, tab: TwoPlayerRound, problems: SheetProblem[]): MindLabMatch[] {
  return tab.matches.map((m) => {
    if (!b.team)
      return {
        round: tab.round,
        first: m.first,
        second: m.second,
        results: [resultOf(tab, m.at, m.result, `${m.first} v ${m.second}`, problems)],
      };
    if (m.boards.length !== 4) {
      problems.push(
        cellProblem(
          tab.table,
          m.at,
          'match',
          `${m.first} v ${m.second} has ${m.boards.length} board rows`,
          'L5: a team match has four boards (Abalone, Checkers, Quoridor, Octi): pair the round again',
        ),
      );
    }
    const results = m.boards
      .slice()
      .sort((x, y) => x.board - y.board)
      .map((x) => resultOf(tab, x.at, x.result, `${m.first} v ${m.second}, ${x.first} v ${x.second}`, problems));
    return { round: tab.round, first: m.first, second: m.second, results };
  });
}

/** L6 d: the rounds after a league's published rounds are its rematches (with the L6 chain; T5 play-offs otherwise). */
export const rematchRounds = (b: TwoPlayerBook): boolean => b.format === 'league' && b.settings.tieBreaks === 'mindlab';

/** L1-L6: the engine's record of the scored rounds up to `upTo` (unscored rounds are left out; L6 d rematches apart). */
export function mindLabEvent(b: TwoPlayerBook, upTo: number, problems: SheetProblem[]): MindLabEvent {
  const matches: MindLabMatch[] = [];
  const rematches: MindLabMatch[] = [];
  const byes: { round: number; entrant: string }[] = [];
  for (let r = 1; r <= upTo; r++) {
    const tab = b.rounds.get(r);
    if (!tab || !tab.scored) continue;
    (r > b.published && rematchRounds(b) ? rematches : matches).push(...roundMatches(b, tab, problems));
    for (const bye of tab.byes) byes.push({ round: r, entrant: bye.entrant });
  }
  const known = new Set(b.entrants.map((e) => e.name));
  for (const m of matches) {
    for (const id of [m.first, m.second]) {
      if (!known.has(id))
        problems.push({
          tab: roundTabName(m.round),
          message: `${id} is not on the Entrants tab`,
          fix: 'correct the name on the round tab, or add the entrant on the Entrants tab',
        });
    }
  }
  for (const m of rematches) {
    for (const id of [m.first, m.second]) {
      if (!known.has(id))
        problems.push({
          tab: roundTabName(m.round),
          message: `${id} is not on the Entrants tab`,
          fix: 'correct the name on the round tab, or add the entrant on the Entrants tab',
        });
    }
  }
  return {
    kind: b.team ? 'team' : 'individual',
    format: b.format,
    entrants: b.entrants.map((e) => e.name),
    matches,
    byes,
    ...(rematches.length ? { rematches } : {}),
  };
}

/** The scored rounds in order (1..k with no gap). */
export function scoredRounds(b: TwoPlayerBook): number {
  let k = 0;
  while (b.rounds.get(k + 1)?.scored) k++;
  return k;
}

const NONE = {};

/** What the event of rounds 1..upTo is computed from: the Settings, the entrants and those round tabs, each read once (readOnce.ts). */
export const eventRecords = (b: TwoPlayerBook, upTo: number): object[] => [
  b.settings,
  b.entrants,
  ...Array.from({ length: upTo }, (_, i) => b.rounds.get(i + 1) ?? NONE),
];

/**
 * L1, L2, L5: the event of the scored rounds 1..upTo and its standings (points, wins, opponents), once per action
 * for the same records (the pairing of the next round and the ranking share them).
 */
export function twoPlayerStandings(
  b: TwoPlayerBook,
  upTo: number,
  problems: SheetProblem[],
): { event: MindLabEvent; standings: readonly MindLabStanding[] } {
  const r = keptOnce(eventRecords(b, upTo), `standings ${upTo}`, () => {
    const found: SheetProblem[] = [];
    const event = mindLabEvent(b, upTo, found);
    return { event, standings: mindLabStandings(event, mindLabSettings(b)), found };
  });
  problems.push(...r.found);
  return { event: r.event, standings: r.standings };
}
