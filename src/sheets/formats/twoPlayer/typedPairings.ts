// Pairings typed over the add-on's: before Score round, Pair next round and Update standings of a Swiss or a
// league use a round tab, its pairings are checked against the rules and against what the add-on wrote (the
// record of each round, src/sheets/tabs/roundRecord.ts, hidden tab _pairings):
// - the rules: no two entrants meet twice (rulebook 001 4.6 in a Swiss, 5.1 in a league: each pair once), nobody
//   gets a second bye (3.2.4.3, 3.2.5.3, 3.3.6.3, 3.3.7.3), every entrant who plays the round is on it (each
//   entrant once is checked when the tab is read, roundCheck.ts); the rounds after the published ones (L6 d
//   rematches, T5 play-offs) are meetings again by design;
// - the record: each row as the add-on wrote it.
// A difference is refused with its cell and what to type back. An organizer who changes a pairing on purpose
// says so in the row's "override" column (the reason): the row is then taken as typed (a game or team match
// row, with its board rows, or the bye row), any rule it breaks included, and it is listed on the Overview
// (overrides). Decision: rows added or deleted are never an override (the number of games is the add-on's),
// nor is an entrant paired twice or left out.
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { cellProblem, headerOf, text } from '../../tabs/table';
import { readRecord, recordProblems, type RecordedRow, type RoundRecord } from '../../tabs/roundRecord';
import { nameKey } from '../../../engine/mochalunt/lineup/names';
import { MINDLAB_BOARDS } from '../../../engine/mindlab/team';
import { BYE, roundTabName, twoPlayerRecord, type TwoPlayerRound } from '../roundTab';
import { playsRound } from '../entrants';
import type { TwoPlayerBook } from './twoPlayerEvent';
import { readOnce } from '../../readOnce';

/** A pairing an organizer changed on purpose (its row's "override" cell), for the Overview. */
interface PairingOverride {
  readonly round: number;
  /** 1-based sheet row of the game, team match or bye */
  readonly row: number;
  /** "game 3: Ada v Cleo", "the bye: Eva" */
  readonly what: string;
  /** the reason typed */
  readonly why: string;
}

const OVERRIDE = 'override';
/** The two names' keys in order, one key for the pair whichever is named first. */
const pairKey = (a: string, b: string): string => {
  const x = nameKey(a);
  const y = nameKey(b);
  return x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`;
};
const overrideFix = (at: number): string =>
  `type back what the add-on paired, or pair the round again; to keep this pairing on purpose, type why in the ${OVERRIDE} column of row ${at + 1}`;

/** The reason typed in the override column of a row, or ''. */
const overrideOf = (tab: TwoPlayerRound, at: number): string =>
  tab.table.col[OVERRIDE] === undefined ? '' : text(tab.table, at, OVERRIDE);

/** Overridden games / team matches (by match id, with the reason and row) and bye rows of a round tab. */
function overridesOf(tab: TwoPlayerRound): {
  matches: Map<string, { why: string; at: number }>;
  byes: Map<number, string>;
} {
  const matches = new Map<string, { why: string; at: number }>();
  const byes = new Map<number, string>();
  if (tab.table.col[OVERRIDE] === undefined) return { matches, byes };
  for (const m of tab.matches) {
    // the match row's reason, else its first board's that has one
    let why = overrideOf(tab, m.at);
    for (let k = 0; why === '' && k < m.boards.length; k++) why = overrideOf(tab, m.boards[k].at);
    if (why) matches.set(m.id, { why, at: m.at });
  }
  for (const y of tab.byes) {
    const why = overrideOf(tab, y.at);
    if (why) byes.set(y.at, why);
  }
  return { matches, byes };
}

/** The record with the overridden rows as typed (so that only the other rows are compared). */
function patched(record: RoundRecord, tab: TwoPlayerRound, o: ReturnType<typeof overridesOf>): RoundRecord {
  const k = (key: string) => record.keys.indexOf(key);
  const typedOn = (r: RecordedRow): number | undefined => {
    const id = r.cells[k('match')] ?? '';
    if (r.kind === 'bye')
      return o.byes.size > 0 && id.toLowerCase() === BYE ? tab.byes.find((y) => o.byes.has(y.at))?.at : undefined;
    if (!o.matches.has(id)) return undefined;
    const m = tab.matches.find((x) => x.id === id);
    if (!m) return undefined;
    if (r.kind !== 'board') return m.at;
    const board = nameKey(r.cells[k('board')] ?? '');
    return m.boards.find((x) => nameKey(MINDLAB_BOARDS[x.board] ?? '') === board)?.at;
  };
  return {
    keys: record.keys,
    rows: record.rows.map((r) => {
      const at = typedOn(r);
      if (at === undefined) return r;
      const cells = r.cells.slice();
      for (const key of ['first', 'second', 'colour'])
        if (k(key) >= 0 && cells[k(key)] !== null) cells[k(key)] = text(tab.table, at, key);
      return { ...r, cells };
    }),
  };
}

/** The rows of a round tab taken as typed (its override column), games or team matches first, then byes. */
function roundOverrides(
  b: TwoPlayerBook,
  r: number,
  tab: TwoPlayerRound,
  o: ReturnType<typeof overridesOf>,
): PairingOverride[] {
  const out: PairingOverride[] = [];
  for (const m of tab.matches) {
    const why = o.matches.get(m.id);
    if (why)
      out.push({
        round: r,
        row: m.at + 1,
        what: `${b.team ? 'match' : 'game'} ${m.id}: ${m.first} v ${m.second}`,
        why: why.why,
      });
  }
  for (const y of tab.byes) {
    const why = o.byes.get(y.at);
    if (why) out.push({ round: r, row: y.at + 1, what: `the bye: ${y.entrant}`, why });
  }
  return out;
}

/**
 * The pairings of rounds 1 to `upTo` the organizers changed on purpose (the Overview lists them): the overrides of
 * `typedPairings`, read from the round tabs alone, without checking the pairings.
 */
export function pairingOverrides(b: TwoPlayerBook, upTo: number): PairingOverride[] {
  const out: PairingOverride[] = [];
  for (let r = 1; r <= upTo; r++) {
    const tab = b.rounds.get(r);
    if (tab) out.push(...roundOverrides(b, r, tab, overridesOf(tab)));
  }
  return out;
}

/**
 * L2, L3, L4: the pairings of rounds 1 to `upTo` against the rules and the add-on's records (header): the
 * problems (each with its cell), the overrides, and the differences from the records alone (`changed`: when
 * there are any, the actions report these problems before the round tabs' other problems).
 */
export function typedPairings(
  book: Workbook,
  b: TwoPlayerBook,
  upTo: number,
): { problems: SheetProblem[]; overrides: PairingOverride[]; changed: SheetProblem[] } {
  // once per action for the same event and readings (readOnce.ts); the caller gets lists of its own
  const t = readOnce(b, `typedPairings ${upTo}`, book, (seen) => checkedPairings(seen, b, upTo));
  return { problems: [...t.problems], overrides: [...t.overrides], changed: [...t.changed] };
}

function checkedPairings(
  book: Workbook,
  b: TwoPlayerBook,
  upTo: number,
): { problems: SheetProblem[]; overrides: PairingOverride[]; changed: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  /** the differences from the records alone (a structural edit): refused before the tabs' other problems */
  const changedAll: SheetProblem[] = [];
  const overrides: PairingOverride[] = [];
  const spec = twoPlayerRecord(b.team);
  /** pairs met so far: key -> round and row */
  const met = new Map<string, { round: number; at: number }>();
  const hadBye = new Map<string, number>();
  for (let r = 1; r <= upTo; r++) {
    const tab = b.rounds.get(r);
    if (!tab) continue;
    const o = overridesOf(tab);
    const { record, problem } = readRecord(book, r);
    const recorded = new Set<string>();
    const recordedByes = new Set<string>();
    let differs = false;
    if (problem) {
      problems.push(problem);
      changedAll.push(problem);
      differs = true;
    }
    if (record) {
      const ki = (key: string) => record.keys.indexOf(key);
      for (const row of record.rows) {
        if (row.kind === 'game' || row.kind === 'match')
          recorded.add(pairKey(row.cells[ki('first')] ?? '', row.cells[ki('second')] ?? ''));
        if (row.kind === 'bye' && (row.cells[ki('match')] ?? '').toLowerCase() === BYE)
          recordedByes.add(nameKey(row.cells[ki('first')] ?? ''));
      }
      const names = [headerOf(tab.table, 'first'), headerOf(tab.table, 'second')];
      const changed = recordProblems(tab.table, patched(record, tab, o), spec).map((p) =>
        p.column !== undefined && names.includes(p.column)
          ? { ...p, fix: `${p.fix}; to keep the change on purpose, type why in the ${OVERRIDE} column of row ${p.row}` }
          : p,
      );
      problems.push(...changed);
      changedAll.push(...changed);
      differs = differs || changed.length > 0;
    }
    const extra = r > b.published;
    overrides.push(...roundOverrides(b, r, tab, o));
    for (const m of tab.matches) {
      const why = o.matches.get(m.id);
      const key = pairKey(m.first, m.second);
      const before = met.get(key);
      // 4.6 / 5.1: a meeting again, unless the add-on paired it (no other pairing existed) or an organizer chose it
      if (before && !extra && !why && !recorded.has(key)) {
        problems.push(
          cellProblem(
            tab.table,
            m.at,
            'second',
            `${m.first} and ${m.second} already met in round ${before.round} (${roundTabName(before.round)}, row ${before.at + 1}); no two entrants meet twice (${b.format === 'league' ? 'L3' : 'L4'})`,
            overrideFix(m.at),
          ),
        );
      }
      if (!before) met.set(key, { round: r, at: m.at });
    }
    for (const y of tab.byes) {
      const why = o.byes.get(y.at);
      const earlier = hadBye.get(nameKey(y.entrant));
      // 3.2.4.3, 3.2.5.3: no entrant gets more than one bye
      if (earlier !== undefined && !why && !recordedByes.has(nameKey(y.entrant))) {
        problems.push(
          cellProblem(
            tab.table,
            y.at,
            'first',
            `${y.entrant} already had the bye in round ${earlier}; nobody gets more than one (${b.format === 'league' ? 'L3' : 'L2'})`,
            overrideFix(y.at),
          ),
        );
      }
      if (earlier === undefined) hadBye.set(nameKey(y.entrant), r);
    }
    // every entrant who plays the round is on it (a row the add-on wrote and someone deleted is the record's)
    if (!extra && !differs && tab.matches.length + tab.byes.length > 0) {
      const on = new Set(
        [...tab.matches.flatMap((m) => [m.first, m.second]), ...tab.byes.map((y) => y.entrant), ...tab.waiting].map(
          nameKey,
        ),
      );
      for (const e of b.entrants) {
        if (playsRound(e, r) && !on.has(nameKey(e.name))) {
          problems.push({
            tab: roundTabName(r),
            message: `${e.name} plays round ${r} (Entrants tab) but is on no row of ${roundTabName(r)}`,
            fix: `pair ${e.name} on a row of ${roundTabName(r)} (with why in its ${OVERRIDE} column), or pair the round again; an entrant who left: type the last round played in "left after round" on the Entrants tab`,
          });
        }
      }
    }
  }
  return { problems, overrides, changed: changedAll };
}
