// The seeded demo season, played through the menu handlers of the bundle (build/Code.js) as organizers
// and captains would: Set up, type Settings/Teams/Players/Games, Set up again (line-up rows), then for each
// round: Pair next round, captains type line-ups (some missing -> M13 previous line-up, some reductions
// M10, game choices M7 in 5-game rounds), Check line-ups, Pair individual matches, results typed (wins,
// draws, a few forfeits, a few unreported -> M16), Score round, Update standings; Individual ranking once
// the round before the semi-finals is scored (draws the M20 prize categories' semi-finals on the Categories
// tab), organizers type the category results in the last two rounds, Individual ranking after each (the
// final, then the winners).
// Never calls src/ directly: everything the add-on does goes through Desk.click (the harness).
import { createRng, type Rng } from '../../src/engine/core/rng';
import type { LocalWorkbook } from '../runner';
import { openWorkbook } from '../runner';
import { demoField, type DemoField, type DemoTeam } from './data';
import { Desk, type Value } from './desk';
import { scheduleBoards } from './scheduling';
import { captainAddress, extendFirstMatch, startMail } from './mail';
import { reportResults, type DrawnBoard } from './reports';

interface SeasonOptions {
  readonly teams: number;
  readonly seed: number;
  /** 5 + 3 by default (M2, M4) */
  readonly rounds?: number;
  /** fire onEdit for each typed line-up cell, as Sheets does (default true; the benchmark types blocks) */
  readonly typing?: boolean;
  /** called after each menu click with its handler and summary */
  readonly onClick?: (handler: string, summary: string) => void;
  /** stop after this many rounds (tests) */
  readonly stopAfter?: number;
  /** an existing workbook (default: a new empty one) */
  readonly book?: LocalWorkbook;
  /** e-mail the pairings (Send pairings) after each pairing, into this outbox folder (demo/mail.ts) */
  readonly outbox?: string;
}

export interface SeasonResult {
  readonly book: LocalWorkbook;
  readonly desk: Desk;
  readonly field: DemoField;
  /** what captains typed: round -> team -> line-up ('' = not sent), sent time, reduction */
  readonly lineups: Map<number, Map<string, TypedLineup>>;
}

/** Season start written into Settings, so the calendar (M21) is the same on every run. */
export const DEMO_SEASON_START = '2024-01-15 18:00';

const text = (v: Value | undefined): string => (v === undefined || v === null ? '' : String(v).trim());

/** Finds a header's 0-based index in a tab's first row. */
function colIndex(grid: Value[][], header: string): number {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const i = (grid[0] ?? []).findIndex((h) => key(text(h)) === key(header));
  if (i < 0) throw new Error(`no column "${header}"`);
  return i;
}

/** The demo's captain of a team: one address per team (kept in the document properties, never in a tab). */
export function captainEmail(team: string): string {
  return `captain.${team
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}@example.org`;
}

/** The "Captains and protections" dialog's text: one line per team. */
export function captainLines(field: DemoField): string {
  return field.teams.map((t) => `${t.name}: ${captainEmail(t.name)}`).join('\n');
}

/** The dialog's lines of the players' M20 prize categories (kept privately, never in a tab). */
export function categoryLines(field: DemoField): string {
  return field.teams
    .flatMap((t) => t.players.map((p) => `${p.name} (${t.name}): ${[p.age, p.gender].filter((w) => w).join(', ')}`))
    .join('\n');
}

/** Organizer's work before round 1: settings, teams, players, games. */
export function typeField(desk: Desk, field: DemoField, rounds: number): void {
  const settings = desk.read('Settings') ?? [];
  const setValue = (key: string, value: string) => {
    const i = settings.findIndex((r) => text(r[0]).toLowerCase() === key.toLowerCase());
    if (i > 0) desk.type('Settings', i + 1, colIndex(settings, 'value') + 1, [[value]]);
  };
  setValue('event name', 'MOCHALUNT demo');
  setValue('season start (UTC)', DEMO_SEASON_START);
  setValue('phase 1 rounds', String(Math.min(5, rounds)));
  setValue('phase 2 rounds', String(Math.max(0, rounds - 5)));
  desk.type(
    'Teams',
    2,
    1,
    field.teams.map((t) => [t.name, t.seed, '']),
  );
  desk.type(
    'Players',
    2,
    1,
    field.teams.flatMap((t) => t.players.map((p) => [p.name, t.name, ''] as Value[])),
  );
  const games: Value[][] = [];
  field.games
    .slice(0, rounds)
    .forEach((list, r) => list.forEach((g) => games.push([r + 1, g.game, g.family, 'BoardGameArena'])));
  desk.type('Games', 2, 1, games);
}

/** A UTC time `days` days and `hours` hours after the demo's publication of `round` (M21: 30-day rounds). */
function sentTime(round: number, days: number, hours: number): string {
  const start = Date.parse(DEMO_SEASON_START.replace(' ', 'T') + ':00Z');
  const t = new Date(start + ((round - 1) * 30 + days) * 86400000 + hours * 3600000);
  return t.toISOString().slice(0, 16).replace('T', ' ');
}

/** M8: a captain's line-up for a round: available players in priority order, some playing twice. */
function drawLineup(rng: Rng, team: DemoTeam): string {
  const roster = rng.shuffle(team.players.map((p) => p.name));
  const min = roster.length === 4 ? 3 : 4;
  const n = Math.max(min, roster.length - rng.int(3));
  const first = roster.slice(0, n);
  const twice = rng.next() < 0.4 ? first.slice(0, 1 + rng.int(2)) : [];
  return first.join(', ') + (twice.length ? ` / ${twice.join(', ')}` : '');
}

/** One captain's entry for a round, as typed into the Line-ups tab. */
export interface TypedLineup {
  /** '' when the captain sent nothing (M13) */
  readonly lineup: string;
  /** the "sent (UTC)" cell typed, '' when nothing was sent */
  readonly sent: string;
  /** M10: the reduced number of matches typed, or null */
  reducedTo: number | null;
}

interface MatchRow {
  id: string;
  team1: string;
  team2: string;
  row: number;
}

/** The team-match rows of a round tab (board blank, not the bye). */
export function matchRows(desk: Desk, round: number): MatchRow[] {
  const grid = desk.read(`R${round}`) ?? [];
  if (grid.length === 0) return [];
  const [m, b, t1, t2] = ['match', 'board', 'team 1', 'team 2'].map((h) => colIndex(grid, h));
  const out: MatchRow[] = [];
  for (let i = 1; i < grid.length; i++) {
    const id = text(grid[i][m]);
    if (id === '' || id.toLowerCase() === 'bye' || text(grid[i][b]) !== '') continue;
    out.push({ id, team1: text(grid[i][t1]), team2: text(grid[i][t2]), row: i + 1 });
  }
  return out;
}

/** Captains type their line-ups (and M7 game choices, M10 reductions) for a round. */
export function typeLineups(
  desk: Desk,
  rng: Rng,
  field: DemoField,
  round: number,
  typing: boolean,
  five: boolean,
): Map<string, TypedLineup> {
  const grid = desk.read('Line-ups') ?? [];
  const [rc, tc, lc, mc, gc] = ['round', 'team', 'line-up', 'matches', 'games'].map((h) => colIndex(grid, h));
  const sc = colIndex(grid, 'sent (UTC)');
  const rowOf = new Map<string, number>();
  for (let i = 1; i < grid.length; i++) if (Number(grid[i][rc]) === round) rowOf.set(text(grid[i][tc]), i + 1);
  const sent = new Map<string, TypedLineup>();
  const nap = new Map<string, number>();
  for (const team of field.teams) {
    const row = rowOf.get(team.name);
    // round 1: everyone sends (a missing first line-up is a whole-team forfeit); later ~12% forget (M13)
    const missing = round === 1 ? rng.next() < 0.04 : rng.next() < 0.12;
    if (row === undefined || missing) {
      sent.set(team.name, { lineup: '', sent: '', reducedTo: null });
      continue;
    }
    const lineup = drawLineup(rng, team);
    // the organizers note when the e-mail came: mostly 1-4 days after publication, now and then late (M13)
    const late = round > 1 && rng.next() < 0.05;
    const at = sentTime(round, late ? 6 + rng.int(3) : 1 + rng.int(4), rng.int(24));
    sent.set(team.name, { lineup, sent: at, reducedTo: null });
    // the sent time is the organizers' (captains cannot write it: M13); then the captain types the line-up
    desk.type('Line-ups', row, sc + 1, [[at]]);
    // a late line-up is replaced by the previous one (M13): only on-time line-ups take part in reductions
    if (!late) nap.set(team.name, lineup.split('/')[0].split(',').length);
    if (typing) desk.edit('Line-ups', row, lc + 1, lineup, captainEmail(team.name));
    else desk.type('Line-ups', row, lc + 1, [[lineup]]);
  }
  for (const m of matchRows(desk, round)) {
    const a = nap.get(m.team1);
    const b = nap.get(m.team2);
    // M10: now and then the captain with more available players reduces to the smaller NAP
    if (a !== undefined && b !== undefined && a !== b && rng.next() < 0.15) {
      const team = a > b ? m.team1 : m.team2;
      const row = rowOf.get(team);
      if (row !== undefined) {
        if (typing) desk.edit('Line-ups', row, mc + 1, Math.min(a, b), captainEmail(team));
        else desk.type('Line-ups', row, mc + 1, [[Math.min(a, b)]]);
        (sent.get(team) as TypedLineup).reducedTo = Math.min(a, b);
      }
    }
    if (five) {
      // M7: team 1 picks 3 of the 5 games, team 2 the 4th (sometimes team 1 forgets: the fallback applies)
      const games = field.games[round - 1].map((g) => g.game);
      const order = rng.shuffle(games);
      const r1 = rowOf.get(m.team1);
      const r2 = rowOf.get(m.team2);
      const gsc = colIndex(grid, 'games sent (UTC)');
      const one = rng.next() < 0.9;
      // the organizers note when each choice came (M7), the captain types it
      const pick = (r: number, team: string, games: string, at: string) => {
        desk.type('Line-ups', r, gsc + 1, [[at]]);
        if (typing) desk.edit('Line-ups', r, gc + 1, games, captainEmail(team));
        else desk.type('Line-ups', r, gc + 1, [[games]]);
      };
      if (r1 !== undefined && one) pick(r1, m.team1, order.slice(0, 3).join(', '), sentTime(round, 5, 1 + rng.int(20)));
      if (r2 !== undefined)
        pick(r2, m.team2, one ? order[3] : order.slice(0, 4).join(', '), sentTime(round, 6, rng.int(20)));
    }
  }
  return sent;
}

/** One game from player 1's side, drawn from the two players' strengths. */
function drawGame(rng: Rng, s1: number, s2: number): string {
  const x = rng.next();
  if (x < 0.12) return '½-½';
  return rng.next() < 0.5 + (s1 - s2) * 0.6 ? '1-0' : '0-1';
}

/** The results of a round's boards: mostly played, a few individual forfeits, a few unreported ('' x 4). */
export function drawResults(desk: Desk, rng: Rng, field: DemoField, round: number): DrawnBoard[] {
  const grid = desk.read(`R${round}`) ?? [];
  if (grid.length === 0) return [];
  const [m, b, t1, t2, p1, p2, g1] = ['match', 'board', 'team 1', 'team 2', 'player 1', 'player 2', 'game 1'].map((h) =>
    colIndex(grid, h),
  );
  const strength = new Map<string, number>();
  for (const t of field.teams) for (const p of t.players) strength.set(p.name, p.strength);
  const out: DrawnBoard[] = [];
  let teams = ['', ''];
  for (let i = 1; i < grid.length; i++) {
    if (text(grid[i][b]) === '') {
      if (text(grid[i][m]) !== '') teams = [text(grid[i][t1]), text(grid[i][t2])];
      continue;
    }
    const a = text(grid[i][p1]);
    const c = text(grid[i][p2]);
    if (a === '(forfeit)' || c === '(forfeit)' || a === '' || c === '') continue;
    const x = rng.next();
    let row: string[];
    if (x < 0.03)
      row = ['', '', '', '']; // unreported: M16 0-0
    else if (x < 0.05)
      row = ['+', '+', '+', '+']; // player 2 did not show up
    else if (x < 0.07) row = ['-', '-', '-', '-'];
    else row = [0, 1, 2, 3].map(() => drawGame(rng, strength.get(a) ?? 0.5, strength.get(c) ?? 0.5));
    out.push({
      row: i + 1,
      col: g1 + 1,
      team1: teams[0],
      team2: teams[1],
      label: `${teams[0]} v ${teams[1]}, board ${text(grid[i][b])}: ${a} v ${c}`,
      results: row,
    });
  }
  return out;
}

/** Results typed by the organizers on the board rows (as they came by e-mail). */
export function typeResults(desk: Desk, rng: Rng, field: DemoField, round: number): void {
  for (const d of drawResults(desk, rng, field, round)) desk.type(`R${round}`, d.row, d.col, [d.results]);
}

/** M20: organizers type the results of the Categories tab's matches `ids` (both players known, nothing typed yet). */
export function typeCategoryResults(desk: Desk, rng: Rng, field: DemoField, ids: readonly string[]): number {
  const grid = desk.read('Categories') ?? [];
  if (grid.length === 0) return 0;
  const [m, p1, p2, g1] = ['match', 'player 1', 'player 2', 'game 1'].map((h) => colIndex(grid, h));
  const strength = new Map<string, number>();
  for (const t of field.teams) for (const p of t.players) strength.set(p.name, p.strength);
  let typed = 0;
  for (let i = 1; i < grid.length; i++) {
    const a = text(grid[i][p1]);
    const c = text(grid[i][p2]);
    if (
      !ids.includes(text(grid[i][m])) ||
      a === '' ||
      c === '' ||
      [0, 1, 2, 3].some((k) => text(grid[i][g1 + k]) !== '')
    )
      continue;
    desk.type('Categories', i + 1, g1 + 1, [
      [0, 1, 2, 3].map(() => drawGame(rng, strength.get(a) ?? 0.5, strength.get(c) ?? 0.5)),
    ]);
    typed++;
  }
  return typed;
}

/** Plays the whole season (or `stopAfter` rounds) in a new workbook through the bundle. */
/** The demo's organizers extend one team match's deadlines in this round, then e-mail its two teams again. */
const EXTENDED_ROUND = 2;
export async function playSeason(o: SeasonOptions): Promise<SeasonResult> {
  const rounds = o.rounds ?? 8;
  const field = demoField(o.teams, o.seed, rounds, Math.min(5, rounds));
  const book = o.book ?? (await openWorkbook());
  const desk = Desk.open(book);
  const rng = createRng(o.seed * 7919 + 1);
  // the category results draw from their own stream, so the team results stay those of earlier demos
  const categoryRng = createRng(o.seed * 7919 + 2);
  // M20: semi-finals in the second-to-last round, the final in the last (rounds 7 and 8 of 8)
  const semiFinal = rounds >= 3 ? rounds - 1 : 0;
  const typing = o.typing ?? true;
  const click = (handler: string): string => {
    const s = desk.click(handler);
    o.onClick?.(handler, s);
    const status = desk.lastOutcome()?.status;
    if (status === 'refused' || status === 'declined' || status === 'error') {
      throw new Error(`${handler} did not go through:\n${s}`);
    }
    return s;
  };
  click('menuSetUp');
  typeField(desk, field, rounds);
  click('menuSetUp');
  // the captains' addresses (the dialog's text area): each team's Line-ups rows become its captain's, the
  // sent times and every other tab the organizers'; from here on captains type as themselves
  // with the players' prize categories (M20), typed privately in the same dialog, never on the Players tab
  desk.click('menuCaptains', {
    button: 'OK',
    text: typing ? `${captainLines(field)}\n${categoryLines(field)}` : categoryLines(field),
  });
  const mail = o.outbox !== undefined ? startMail(book, desk, field, o.outbox) : null;
  const lineups = new Map<number, Map<string, TypedLineup>>();
  const last = Math.min(rounds, o.stopAfter ?? rounds);
  for (let r = 1; r <= last; r++) {
    click('menuPairNextRound');
    // the pairings are e-mailed at publication, the individual matches once the changes are due (M21: day 8)
    mail?.at(sentTime(r, 0, 1));
    if (mail) click('menuSendPairings');
    lineups.set(r, typeLineups(desk, rng, field, r, typing, r > 5));
    click('menuCheckLineups');
    click('menuPairIndividual');
    // players send agreed match times through the scheduling form (created after the first boards exist)
    if (r === 1) click('menuCreateSchedulingForm');
    scheduleBoards(desk, r, captainEmail);
    mail?.at(sentTime(r, 8, 1));
    if (mail) click('menuSendPairings');
    if (mail && r === EXTENDED_ROUND) {
      extendFirstMatch(desk, r);
      mail.at(sentTime(r, 9, 1));
      click('menuSendPairings');
    }
    // when the demo e-mails (its mail clock follows the season's calendar, so the checks stay under the daily
    // quota), most results come through the results form (created with the first boards): both captains report;
    // a few the organizers type; one dispute in round 1 that they settle (demo/reports.ts). Otherwise typed.
    const drawn = drawResults(desk, rng, field, r);
    const captainOf = mail ? captainAddress : null;
    if (captainOf) {
      if (r === 1) click('menuCreateResultsForm');
      reportResults(desk, r, drawn, {
        captainOf,
        at: (days, hours) => sentTime(r, days, hours),
        mail,
        dispute: r === 1,
      });
    } else for (const d of drawn) desk.type(`R${r}`, d.row, d.col, [d.results]);
    if (semiFinal && r === semiFinal) typeCategoryResults(desk, categoryRng, field, ['SF1', 'SF2']);
    if (semiFinal && r === rounds) typeCategoryResults(desk, categoryRng, field, ['F']);
    click('menuScoreRound');
    click('menuUpdateStandings');
    // the draw (after the round before the semi-finals), then the final from the semi-finals' winners
    if (semiFinal && (r === semiFinal - 1 || r === semiFinal) && r < rounds) click('menuIndividualRanking');
  }
  if (last === rounds) click('menuIndividualRanking');
  return { book, desk, field, lineups };
}
