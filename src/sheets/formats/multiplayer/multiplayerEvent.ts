// A multi-player event (K1-K7) as read from the workbook: settings, entrants (arrival order, late entries,
// withdrawals: K2, K6) and the round tabs; the scored rounds turned into the engine's MultiplayerEvent.
import type { Workbook } from '../../workbook';
import { cellText } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { cellProblem, type Table } from '../../tabs/table';
import { roundsAgainstRecords } from '../../tabs/roundRecord';
import type { Finisher, MultiplayerEvent, TableResult } from '../../../engine/multiplayer/event';
import { checkMultiplayerEvent } from '../../../engine/multiplayer/event';
import { DEFAULT_MULTIPLAYER, type MultiplayerSettings } from '../../../engine/multiplayer/standings';
import { readFormatSettings, type FormatSettings } from '../settings';
import { playoffEnabled } from '../playoff';
import { readEntrants, type EntrantRow, type EntrantsSpec } from '../entrants';
import { roundNumbers, roundTabName } from '../roundTab';
import { multiplayerTabProblems } from '../../tabs/roundCheck';
import { roundTabsToRead } from '../../tabs/strayRounds';
import { privacyProblems } from '../../privacy';
import { entrantsHistory, listed, withHistory } from '../../tabs/playedEntrants';
import {
  ABSENT,
  MULTIPLAYER_RECORD,
  multiplayerRoundTable,
  readMultiplayerRound,
  type MultiplayerRound,
  type SeatLine,
} from './multiplayerRoundTab';

/** The sessions of the Katarenga rulebook (rule 1: four sessions): the default number of rounds. */
const MULTIPLAYER_ROUNDS = 4;

/** K2: players only, in order of arrival; a "team" setting is refused by Set up and read as individual. */
export const MULTIPLAYER_ENTRANTS: EntrantsSpec = {
  entrants: 'individual',
  seed: {
    header: 'arrival',
    aliases: ['seed', 'order'],
    width: 70,
    note: 'K2: order of being recorded as present (1, 2, ...); late entrants after',
  },
};

export interface MultiplayerBook {
  readonly settings: FormatSettings;
  readonly entrants: EntrantRow[];
  readonly rounds: Map<number, MultiplayerRound>;
  readonly published: number;
  readonly problems: SheetProblem[];
}

export function loadMultiplayer(book: Workbook): MultiplayerBook {
  const s = readFormatSettings(book);
  const problems = [...s.problems];
  const e = readEntrants(book, MULTIPLAYER_ENTRANTS);
  problems.push(...e.problems);
  const rounds = new Map<number, MultiplayerRound>();
  // a tab named R2 or R7 that the add-on did not write is named once, and not read as a round (strayRounds.ts)
  const tabs = roundTabsToRead(book, { columns: multiplayerRoundTable(1).columns });
  problems.push(...tabs.problems);
  for (const r of tabs.rounds) {
    const rt = readMultiplayerRound(book, r);
    problems.push(...rt.problems);
    if (rt.tab) rounds.set(r, rt.tab);
    if (rt.tab && e.problems.length === 0) problems.push(...multiplayerTabProblems(rt.tab, e.entrants));
  }
  problems.push(...privacyProblems(book, ['Settings', 'Entrants', ...roundNumbers(book).map(roundTabName)]));
  // an entrant who played and was deleted or renamed: that problem first, without its echoes
  const history = entrantsHistory(
    book,
    new Map([...rounds].map(([r, t]) => [r, t.table])),
    e.problems.some((p) => p.row === 1) ? null : listed(e.table, 'entrant'),
    ['player'],
  );
  problems.splice(0, problems.length, ...withHistory(problems, history, (tab) => /^R\d+$/.test(tab)));
  return {
    settings: s.settings,
    entrants: e.entrants,
    rounds,
    published: s.settings.rounds ?? MULTIPLAYER_ROUNDS,
    problems,
  };
}

/** T5: whether perfect scores play off (auto: on in a multi-player event). */
export const multiplayerPlayoffs = (b: MultiplayerBook): boolean => playoffEnabled(b.settings, true);

/** K5, K7: the engine settings from the sheet (carrot cap, carrots per lettuce; the T3 chain). */
export function multiplayerSettings(b: MultiplayerBook): MultiplayerSettings {
  return { ...DEFAULT_MULTIPLAYER, carrots: { cap: b.settings.carrotCap, perLettuce: b.settings.lettuceCarrots } };
}

const count = (v: string): number | null => (v === '' ? 0 : /^\d+$/.test(v) ? Number(v) : null);

/**
 * The round tabs up to `upTo` against the records of their seating (roundRecord.ts): a seat row deleted, added
 * or moved is refused with its cell before the tabs' other problems (Update standings, Pair next round, Export).
 */
export function multiplayerAgainstRecords(book: Workbook, b: MultiplayerBook, upTo: number): SheetProblem[] {
  const rounds = new Map<number, Table | null>();
  for (let r = 1; r <= upTo; r++) rounds.set(r, b.rounds.get(r)?.table ?? null);
  return roundsAgainstRecords(book, rounds, MULTIPLAYER_RECORD);
}

/** K4, K6: one table's finishing order from the places typed; problems for missing or repeated places. */
export function tableFinish(tab: MultiplayerRound, seats: readonly SeatLine[], problems: SheetProblem[]): Finisher[] {
  const present = seats.filter((s) => s.place.toLowerCase() !== ABSENT);
  const out = new Array<Finisher | undefined>(present.length).fill(undefined);
  for (const s of present) {
    const place = /^\d+$/.test(s.place) ? Number(s.place) : NaN;
    if (!(place >= 1 && place <= present.length)) {
      problems.push(
        cellProblem(
          tab.table,
          s.at,
          'place',
          s.place === ''
            ? `no place for ${s.player} (table ${s.table})`
            : `"${s.place}" is not a place at a table of ${present.length}`,
          `type the finishing place from 1 (first home) to ${present.length}, or "absent"`,
        ),
      );
      continue;
    }
    if (out[place - 1]) {
      problems.push(
        cellProblem(
          tab.table,
          s.at,
          'place',
          `place ${place} is given twice at table ${s.table}`,
          'give each player at the table a different place',
        ),
      );
      continue;
    }
    const carrots = count(cellText(s.carrots));
    const lettuces = count(cellText(s.lettuces));
    if (carrots === null)
      problems.push(
        cellProblem(
          tab.table,
          s.at,
          'carrots',
          `"${cellText(s.carrots)}" is not a number of carrots`,
          'type the carrots left in hand, e.g. 12 (blank = 0)',
        ),
      );
    if (lettuces === null)
      problems.push(
        cellProblem(
          tab.table,
          s.at,
          'lettuces',
          `"${cellText(s.lettuces)}" is not a number of lettuces`,
          'type the lettuces left, e.g. 1 (blank = 0)',
        ),
      );
    out[place - 1] = { player: s.player, carrots: carrots ?? 0, lettuces: lettuces ?? 0 };
  }
  return out.filter((f): f is Finisher => f !== undefined);
}

/** The tables of a round tab, by table number. */
export function tablesOf(tab: MultiplayerRound): Map<number, SeatLine[]> {
  const out = new Map<number, SeatLine[]>();
  for (const s of tab.seats) out.set(s.table, [...(out.get(s.table) ?? []), s]);
  return out;
}

/**
 * K5, T3: the warning of each table of two or more players whose carrots and lettuces are all blank, as a
 * table reported through the results form is (the form asks the places only): every carrot count is then 0,
 * so the organizers type what was left in hand before the T3 tie-break can tell the players apart.
 */
export function untypedCarrots(tab: MultiplayerRound): string[] {
  const out: string[] = [];
  tablesOf(tab).forEach((seats, table) => {
    const present = seats.filter((s) => s.place.toLowerCase() !== ABSENT);
    if (present.length > 1 && present.every((s) => cellText(s.carrots) === '' && cellText(s.lettuces) === ''))
      out.push(
        `Table ${table}: no carrots or lettuces typed (the results form asks the places only), so each carrot count (K5, the T3 tie-break) is 0: if any were left in hand, the organizers type them on ${roundTabName(tab.round)} and Score round again.`,
      );
  });
  return out;
}

/** K1-K6: the engine's record of the scored rounds up to `upTo`. */
export function multiplayerEvent(b: MultiplayerBook, upTo: number, problems: SheetProblem[]): MultiplayerEvent {
  const results: TableResult[] = [];
  for (let r = 1; r <= upTo; r++) {
    const tab = b.rounds.get(r);
    if (!tab || !tab.scored) continue;
    tablesOf(tab).forEach((seats, table) => {
      const absent = seats.filter((s) => s.place.toLowerCase() === ABSENT).map((s) => s.player);
      results.push({
        round: r,
        table,
        finish: tableFinish(tab, seats, problems),
        ...(absent.length ? { absent } : {}),
      });
    });
  }
  const event: MultiplayerEvent = {
    entrants: b.entrants.map((e) => ({ player: e.name, fromRound: e.fromRound })),
    results,
    withdrawals: b.entrants
      .filter((e) => e.leftAfter !== null)
      .map((e) => ({ player: e.name, afterRound: e.leftAfter as number })),
  };
  // each problem is at a table of a round: on that round's tab
  for (const p of checkMultiplayerEvent(event))
    problems.push({ tab: roundTabName(p.round), message: p.message, fix: p.fix ?? '' });
  return event;
}

export function scoredMultiplayerRounds(b: MultiplayerBook): number {
  let k = 0;
  while (b.rounds.get(k + 1)?.scored) k++;
  return k;
}

export function lastPairedMultiplayer(b: MultiplayerBook): number {
  let last = 0;
  b.rounds.forEach((t, r) => {
    if (t.seats.length > 0) last = Math.max(last, r);
  });
  return last;
}
