// The planners' side of the director's safety: questions before a deadline has passed (M13, M7, M16, M21)
// and the record of what each round tab must hold (src/sheets/tabs/roundRecord.ts), checked by Score round.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { RECORD_TAB } from '../../src/sheets/tabs/roundRecord';
import { describeProblems } from '../../src/sheets/plan';
import type { MemoryBook } from './memory';
import { NOW } from './memory';
import { FAMILY_GAMES, seasonBook, fillLineups, fillResults, ok } from './season';
import { newEvent } from '../events/memory';

/** the season of seasonBook: round 1 published 2024-01-15 18:00 (line-ups due the 20th, round ends 14 February) */
const BEFORE_LINEUPS = new Date('2024-01-18T12:00:00Z');
const AFTER_LINEUPS = new Date('2024-01-25T12:00:00Z');
/** M10, M12: before the deadline for reductions and agreed changes, Pair individual matches says so in its question. */
const changesDue = (due: string): string =>
  `Reductions and agreed changes (M10, M12) are due ${due}; pairing now uses only those typed so far (a later one needs Pair individual matches again).`;
const AFTER_ROUND = new Date('2024-03-01T00:00:00Z');

function grid(book: MemoryBook, tab: string) {
  return book.tabs.get(tab)!;
}
function col(book: MemoryBook, tab: string, header: string): number {
  return grid(book, tab)[0].map(String).indexOf(header);
}
/** 0-based grid index of the first row of R1 where `header` reads `value` */
function rowWhere(book: MemoryBook, header: string, test: (v: string) => boolean, tab = 'R1'): number {
  const c = col(book, tab, header);
  return grid(book, tab).findIndex((r, i) => i > 0 && test(String(r[c] ?? '')));
}

/** a round 1 paired with its boards and results typed (every deadline passed when scored) */
function pairedRound(teams = 9): MemoryBook {
  const book = seasonBook({ teams });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, 1);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: AFTER_LINEUPS })));
  fillResults(book, 1);
  return book;
}

const score = (book: MemoryBook) => ACTIONS.scoreRound(book, { now: AFTER_ROUND });

describe('M13, M21: Pair individual matches before the line-up deadline', () => {
  function round2() {
    const book = seasonBook({ teams: 10 });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 1);
    book.apply(ok(ACTIONS.pairIndividual(book, { now: AFTER_LINEUPS })));
    fillResults(book, 1);
    book.apply(ok(ACTIONS.scoreRound(book, { now: AFTER_ROUND, confirmed: true })));
    book.apply(ok(ACTIONS.pairNextRound(book, { now: AFTER_ROUND })));
    fillLineups(book, 2);
    return book;
  }
  /** round 2 is published 2024-02-14 18:00: line-ups due 2024-02-19 18:00 */
  const before2 = new Date('2024-02-17T00:00:00Z');
  const after2 = new Date('2024-02-20T00:00:00Z');

  test('asks with the numbers, the deadline and what pairing now gives; confirmed, the same writes without a question; after the deadline, no question', () => {
    const book = seasonBook({ teams: 10 });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    const matches = book.rows('R1').filter((r) => r.board === '' && r.match !== 'bye');
    // the first match: neither team sends; the second: team 2 does not send
    const [a, b] = [String(matches[0]['team 1']), String(matches[0]['team 2'])];
    const c = String(matches[1]['team 2']);
    fillLineups(book, 1, [a, b, c]);
    const early = ACTIONS.pairIndividual(book, { now: BEFORE_LINEUPS });
    expect(early.problems).toEqual([]);
    expect(early.needsConfirmation).toBe(
      `3 teams have no line-up yet; line-ups are due 2024-01-20 18:00 UTC; pairing now gives ${c} a whole-team forfeit (M13, M17) and ${a} v ${b} no game at all (neither team has a line-up). ${changesDue('2024-01-23 18:00 UTC')} Pair now?`,
    );
    const confirmed = ACTIONS.pairIndividual(book, { now: BEFORE_LINEUPS, confirmed: true });
    expect(confirmed.needsConfirmation).toBeUndefined();
    expect(confirmed.blocks).toEqual(early.blocks);
    const late = ACTIONS.pairIndividual(book, { now: AFTER_LINEUPS });
    expect(late.needsConfirmation).toBeUndefined();
    expect(late.blocks.map((b) => b.values.length)).toEqual(early.blocks.map((b) => b.values.length));
    // a line-up sent exactly at the deadline is on time (M21): the deadline itself is still "before"
    expect(ACTIONS.pairIndividual(book, { now: new Date('2024-01-20T18:00:00Z') }).needsConfirmation).toMatch(
      /^3 teams have no line-up yet/,
    );
  });

  test('the previous line-up (M13) is named with its round; a team that never sent one forfeits', () => {
    const book = round2();
    const matches = book.rows('R2').filter((r) => r.board === '' && r.match !== 'bye');
    const [x, y] = [String(matches[0]['team 1']), String(matches[1]['team 2'])];
    // clear two teams' round-2 line-ups
    const lc = col(book, 'Line-ups', 'line-up');
    const [rc, tc] = [col(book, 'Line-ups', 'round'), col(book, 'Line-ups', 'team')];
    for (const row of grid(book, 'Line-ups'))
      if (Number(row[rc]) === 2 && [x, y].includes(String(row[tc]))) row[lc] = '';
    const plan = ACTIONS.pairIndividual(book, { now: before2 });
    expect(plan.needsConfirmation).toBe(
      `2 teams have no line-up yet; line-ups are due 2024-02-19 18:00 UTC; pairing now gives ${x} and ${y} the line-up of round 1 (M13). ${changesDue('2024-02-22 18:00 UTC')} Pair now?`,
    );
    // after the line-up deadline, before the changes deadline: only the changes are asked about (M10, M12)
    expect(ACTIONS.pairIndividual(book, { now: after2 }).needsConfirmation).toBe(
      `${changesDue('2024-02-22 18:00 UTC')} Pair now?`,
    );
    // a line-up typed with a sent time after the deadline is late (M13), not awaited: it is not counted
    const sc = col(book, 'Line-ups', 'sent (UTC)');
    const row = grid(book, 'Line-ups').find((r) => Number(r[rc]) === 2 && String(r[tc]) === y)!;
    row[lc] = book
      .rows('Players')
      .filter((p) => p.team === y)
      .slice(0, 4)
      .map((p) => p.player)
      .join(', ');
    row[sc] = '2024-02-20 10:00';
    // the late line-up is listed first, with how late and how the jury may accept it (M13)
    const asked = ACTIONS.pairIndividual(book, { now: before2 }).needsConfirmation ?? '';
    expect(asked).toMatch(
      new RegExp(
        `^${y}'s line-up arrived 2024-02-20 10:00 UTC, 16 hours after the deadline 2024-02-19 18:00 UTC: late, so not used \\(M13\\)`,
      ),
    );
    expect(asked.slice(asked.indexOf('1 team has'))).toBe(
      `1 team has no line-up yet; line-ups are due 2024-02-19 18:00 UTC; pairing now gives ${x} the line-up of round 1 (M13). ${changesDue('2024-02-22 18:00 UTC')} Pair now?`,
    );
  });

  test('an extension moves the deadline of its team match only, and the question says so', () => {
    const book = round2();
    const matches = book.rows('R2').filter((r) => r.board === '' && r.match !== 'bye');
    const x = String(matches[0]['team 1']);
    const y = String(matches[1]['team 1']);
    const lc = col(book, 'Line-ups', 'line-up');
    const [rc, tc] = [col(book, 'Line-ups', 'round'), col(book, 'Line-ups', 'team')];
    for (const row of grid(book, 'Line-ups'))
      if (Number(row[rc]) === 2 && [x, y].includes(String(row[tc]))) row[lc] = '';
    const at = rowWhere(book, 'team 1', (v) => v === x, 'R2');
    grid(book, 'R2')[at][col(book, 'R2', 'extension (days)')] = 3;
    grid(book, 'R2')[at][col(book, 'R2', 'extension reason')] = 'captain ill';
    // after the plain deadline, before the extended one: only the extended match asks
    const plan = ACTIONS.pairIndividual(book, { now: after2 });
    // the extension moves that match's changes deadline too (M10, M12, M21)
    const changes = changesDue(
      `2024-02-22 18:00 UTC (${x} v ${String(matches[0]['team 2'])}: 2024-02-25 18:00 UTC, extended)`,
    );
    expect(plan.needsConfirmation).toBe(
      `1 team has no line-up yet; line-ups are due 2024-02-22 18:00 UTC; pairing now gives ${x} the line-up of round 1 (M13). ${changes} Pair now?`,
    );
    const both = ACTIONS.pairIndividual(book, { now: before2 });
    expect(both.needsConfirmation).toBe(
      `2 teams have no line-up yet; line-ups are due 2024-02-19 18:00 UTC (${x}: 2024-02-22 18:00 UTC, extended); pairing now gives ${x} and ${y} the line-up of round 1 (M13). ${changes} Pair now?`,
    );
  });
});

describe('M7, M21: the game choice before its deadline', () => {
  test('a 5-game round where the games are not chosen asks before the game-choice deadline, not after', () => {
    const book = seasonBook({ teams: 8 });
    // one McMahon round, then 5-game rounds
    const settings = grid(book, 'Settings');
    settings.find((r) => r[0] === 'phase 1 rounds')![1] = '1';
    settings.find((r) => r[0] === 'phase 2 rounds')![1] = '3';
    const games = grid(book, 'Games');
    games.splice(
      1,
      games.length,
      ...[1, 2, 3, 4].flatMap((r) => FAMILY_GAMES.slice(0, r === 1 ? 4 : 5).map(([g, f]) => [r, g, f, 'BGA'])),
    );
    book.apply(ok(ACTIONS.setUp(book, { now: NOW })));
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 1);
    book.apply(ok(ACTIONS.pairIndividual(book, { now: AFTER_LINEUPS })));
    fillResults(book, 1);
    book.apply(ok(ACTIONS.scoreRound(book, { now: AFTER_ROUND })));
    book.apply(ok(ACTIONS.pairNextRound(book, { now: AFTER_ROUND })));
    fillLineups(book, 2);
    const matches = book.rows('R2').filter((r) => r.board === '' && r.match !== 'bye');
    expect(matches).toHaveLength(4);
    // round 2: published 2024-02-14 18:00; line-ups due the 19th; games due the 21st
    const beforeGames = new Date('2024-02-20T00:00:00Z');
    const plan = ACTIONS.pairIndividual(book, { now: beforeGames });
    expect(plan.problems).toEqual([]);
    expect(plan.needsConfirmation).toBe(
      `4 team matches have no game choice yet; the games are due 2024-02-21 18:00 UTC; pairing now gives ${matches
        .map((m) => `${String(m['team 1'])} v ${String(m['team 2'])} the first 4 games of the list`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')} (M7). ${changesDue('2024-02-22 18:00 UTC')} Pair now?`,
    );
    // after the game-choice deadline, before the changes deadline: only the changes are asked about (M10, M12)
    expect(ACTIONS.pairIndividual(book, { now: new Date('2024-02-22T00:00:00Z') }).needsConfirmation).toBe(
      `${changesDue('2024-02-22 18:00 UTC')} Pair now?`,
    );
  });
});

describe('M16, M21: Score round before the round deadline', () => {
  test('asks with the number of boards not fully reported and the deadline; after it, no question and the same writes', () => {
    const book = pairedRound();
    const blanks = book
      .rows('R1')
      .filter(
        (r) =>
          r.board !== '' &&
          r['player 1'] !== '(forfeit)' &&
          r['player 2'] !== '(forfeit)' &&
          [1, 2, 3, 4].some((k) => r[`game ${k}`] === ''),
      ).length;
    expect(blanks).toBeGreaterThan(1);
    const early = ACTIONS.scoreRound(book, { now: AFTER_LINEUPS });
    expect(early.needsConfirmation).toBe(
      `${blanks} boards are not fully reported yet; the round ends 2024-02-14 18:00 UTC; scored now, their unreported games end 0-0 (M16). Score now?`,
    );
    const late = score(book);
    expect(late.needsConfirmation).toBeUndefined();
    expect(late.blocks).toEqual(early.blocks);
  });
});

describe('the record of each round tab (written when the add-on pairs, checked by Score round)', () => {
  test('Pair next round and Pair individual matches keep it in the hidden tab, one row per round', () => {
    const book = seasonBook({ teams: 9 });
    const pair = ok(ACTIONS.pairNextRound(book, { now: NOW }));
    expect(pair.newTabs.find((t) => t.name === RECORD_TAB)?.hidden).toBe(true);
    book.apply(pair);
    expect(String(grid(book, RECORD_TAB)[1][0])).toBe('1');
    fillLineups(book, 1);
    const boards = ok(ACTIONS.pairIndividual(book, { now: AFTER_LINEUPS }));
    expect(boards.newTabs).toEqual([]);
    expect(boards.blocks.map((b) => [b.tab, b.row])).toEqual([
      ['R1', 2],
      [RECORD_TAB, 2],
    ]);
    book.apply(boards);
    fillResults(book, 1);
    expect(score(book).problems).toEqual([]);
  });

  test('a result typed on a team-match row, over its game names (one row too high), names the cell and the game to type back', () => {
    const book = pairedRound();
    const at = rowWhere(book, 'match', (v) => v === '1');
    const games = [1, 2, 3, 4].map((k) => String(grid(book, 'R1')[at][col(book, 'R1', `game ${k}`)]));
    ['1-0', '½-½', '0-1', '1-0'].forEach((v, k) => {
      grid(book, 'R1')[at][col(book, 'R1', `game ${k + 1}`)] = v;
    });
    const plan = score(book);
    expect(plan.blocks).toEqual([]);
    const [t1, t2] = [grid(book, 'R1')[at][col(book, 'R1', 'team 1')], grid(book, 'R1')[at][col(book, 'R1', 'team 2')]];
    const lines = describeProblems(plan.problems).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      new RegExp(
        `^R1, row ${at + 1}, column game 1 \\(G${at + 1}\\): "1-0" is typed over game 1 of match 1 \\(${String(t1)} v ${String(t2)}\\), which is ${games[0]}; no result goes on this row\\. type ${games[0]} back, and type the result on its board rows \\(rows ${at + 2}-\\d+\\)$`,
      ),
    );
  });

  test('a result typed on the bye row is refused', () => {
    const book = pairedRound(9);
    const at = rowWhere(book, 'match', (v) => v === 'bye');
    expect(at).toBeGreaterThan(0);
    grid(book, 'R1')[at][col(book, 'R1', 'game 2')] = '1-0';
    const team = grid(book, 'R1')[at][col(book, 'R1', 'team 1')];
    expect(describeProblems(score(book).problems)).toBe(
      `R1, row ${at + 1}, column game 2 (H${at + 1}): "1-0" is typed on the row of the bye (${String(team)}), where no result goes. clear it, and type the result on the row of its board`,
    );
  });

  test('a game name overwritten, a player changed for a team-mate: the cell and what the add-on wrote', () => {
    const book = pairedRound();
    const at = rowWhere(book, 'match', (v) => v === '2');
    const g = grid(book, 'R1')[at];
    const game3 = String(g[col(book, 'R1', 'game 3')]);
    g[col(book, 'R1', 'game 3')] = 'Shogi';
    const b = at + 1;
    const row = grid(book, 'R1')[b];
    const [p1, p2] = [String(row[col(book, 'R1', 'player 1')]), String(row[col(book, 'R1', 'player 2')])];
    const mate = String(grid(book, 'R1')[b + 1][col(book, 'R1', 'player 1')]);
    expect(mate).not.toBe(p1);
    row[col(book, 'R1', 'player 1')] = mate;
    const problems = describeProblems(score(book).problems).split('\n');
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^R1, row ${at + 1}, column game 3 \\(I${at + 1}\\): game 3 of match 2 \\(.* v .*\\) is ${game3}, not "Shogi" \\(the add-on wrote the pairing here\\)\\. type ${game3} back, or pair the round again if the pairing must change$`,
        ),
      ),
      `R1, row ${b + 1}, column player 1 (E${b + 1}): player 1 of board 1 of match 2 (${p1} v ${p2}) is ${p1}, not "${mate}" (the add-on wrote the pairing here). type ${p1} back, or pair the round again if the pairing must change; to keep the change on purpose, type why in the override column of row ${b + 1}`,
    ]);
  });

  test('a board row deleted, moved, copied or added: one problem at the first row out of place', () => {
    const fresh = pairedRound();
    const at = rowWhere(fresh, 'match', (v) => v === '1') + 2; // board 2 of match 1
    const desc = (book: MemoryBook, i: number) => {
      const r = grid(book, 'R1')[i];
      return `board ${String(r[col(book, 'R1', 'board')])} of match ${String(r[col(book, 'R1', 'match')])} (${String(r[col(book, 'R1', 'player 1')])} v ${String(r[col(book, 'R1', 'player 2')])})`;
    };
    const deleted = fresh.clone();
    const gone = desc(deleted, at);
    grid(deleted, 'R1').splice(at, 1);
    const p = score(deleted).problems;
    expect(p).toHaveLength(1);
    expect(describeProblems(p)).toMatch(
      new RegExp(
        `^R1, row ${at + 1}, column board \\(B${at + 1}\\): ${gone.replace(/[()]/g, '\\$&')}, which the add-on wrote on row ${at + 1}, is missing here \\(the row was deleted or cleared\\)\\. put the row back: use Edit > Undo in Sheets, or insert a row above row ${at + 1} and type match 1, board 2, player 1 .*, player 2 .*, or pair the round again$`,
      ),
    );

    const moved = fresh.clone();
    const [x, y] = [desc(moved, at), desc(moved, at + 1)];
    const r1 = grid(moved, 'R1');
    [r1[at], r1[at + 1]] = [r1[at + 1], r1[at]];
    expect(describeProblems(score(moved).problems)).toBe(
      `R1, row ${at + 1}, column board (B${at + 1}): this row holds ${y}, which the add-on wrote on row ${at + 2}; ${x} belongs here (rows were moved or sorted). use Edit > Undo in Sheets, or move the rows back to the order the add-on wrote them, or pair the round again`,
    );

    const copied = fresh.clone();
    grid(copied, 'R1').splice(at + 1, 0, grid(copied, 'R1')[at].slice());
    expect(describeProblems(score(copied).problems)).toMatch(
      new RegExp(
        `^R1, row ${at + 2}, column board \\(B${at + 2}\\): this row repeats ${x.replace(/[()]/g, '\\$&')} \\(the add-on wrote it once, on row ${at + 1}\\)`,
      ),
    );

    const added = fresh.clone();
    const blank = grid(added, 'R1')[at].map(() => '');
    blank[col(added, 'R1', 'game 1')] = '1-0';
    grid(added, 'R1').splice(at, 0, blank);
    expect(describeProblems(score(added).problems)).toBe(
      `R1, row ${at + 1}, column game 1 (G${at + 1}): this row was added: the add-on wrote no such row (${x} belongs here). delete the row (use Edit > Undo in Sheets); a result goes on the row of its board or game`,
    );

    const below = fresh.clone();
    const last = grid(below, 'R1').length;
    const extra = grid(below, 'R1')[1].map(() => '');
    extra[col(below, 'R1', 'game 2')] = '0-1';
    grid(below, 'R1').push(extra);
    expect(describeProblems(score(below).problems)).toMatch(
      new RegExp(
        `^R1, row ${last + 1}, column game 2 \\(H${last + 1}\\): this row holds "0-1" but the add-on wrote no row here \\(below the last one it wrote, row ${last}\\)\\. clear the row, or delete it`,
      ),
    );

    const cleared = fresh.clone();
    grid(cleared, 'R1')[at] = grid(cleared, 'R1')[at].map(() => '');
    expect(describeProblems(score(cleared).problems)).toMatch(
      new RegExp(
        `^R1, row ${at + 1}, column board \\(B${at + 1}\\): ${gone.replace(/[()]/g, '\\$&')}, which the add-on wrote on row ${at + 1}, was cleared\\. use Edit > Undo in Sheets, or type it back on row ${at + 1} \\(match 1, board 2, player 1 .*\\), or pair the round again$`,
      ),
    );

    const lastGone = fresh.clone();
    const end = grid(lastGone, 'R1').length - 1;
    const lastDesc =
      grid(lastGone, 'R1')[end][col(lastGone, 'R1', 'match')] === 'bye'
        ? `the bye (${String(grid(lastGone, 'R1')[end][col(lastGone, 'R1', 'team 1')])})`
        : desc(lastGone, end);
    grid(lastGone, 'R1').pop();
    expect(describeProblems(score(lastGone).problems)).toContain(
      `${lastDesc}, which the add-on wrote on row ${end + 1}, is missing (the row was deleted, cleared or moved away)`,
    );

    // a blank row inserted between two team matches moves nothing that matters: scored
    const spaced = fresh.clone();
    const next = rowWhere(spaced, 'match', (v) => v === '2');
    grid(spaced, 'R1').splice(
      next,
      0,
      grid(spaced, 'R1')[1].map(() => ''),
    );
    expect(score(spaced).problems).toEqual([]);
  });

  test('Score round writes each accepted spelling of a result in the one spelling the tab documents', () => {
    const book = pairedRound();
    const at = rowWhere(book, 'board', (v) => v !== '' && v !== 'board');
    const typed = ['W', '1:0', '½', '='];
    typed.forEach((v, k) => {
      grid(book, 'R1')[at][col(book, 'R1', `game ${k + 1}`)] = v;
    });
    const before = grid(book, 'R1')[at].slice();
    const plan = ok(score(book));
    book.apply(plan);
    expect([1, 2, 3, 4].map((k) => grid(book, 'R1')[at][col(book, 'R1', `game ${k}`)])).toEqual([
      '1-0',
      '1-0',
      '½-½',
      '½-½',
    ]);
    expect(before[col(book, 'R1', 'game 1')]).toBe('W');
  });

  test('a round paired before records were kept is scored as before; an edited record is a problem with its cell', () => {
    const book = pairedRound();
    const kept = grid(book, RECORD_TAB)[1].slice();
    book.tabs.delete(RECORD_TAB);
    expect(score(book).problems).toEqual([]);
    book.tabs.set(RECORD_TAB, [
      ['round', 'record'],
      [1, `${String(kept[1]).slice(0, 20)}`],
    ]);
    expect(describeProblems(score(book).problems)).toBe(
      `${RECORD_TAB}, row 2, column record: the add-on's record of round 1 (hidden tab ${RECORD_TAB}) was edited and cannot be read. run Undo last action until it reads again, or pair round 1 again (Pair next round for round 1, then Pair individual matches)`,
    );
  });
});

describe('the record of a Swiss round tab', () => {
  test('a result on the bye row is refused with its cell; Score round writes = and W as ½-½ and 1-0', () => {
    const m = newEvent('swiss');
    m.tabs.Entrants.push(
      ...['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana', 'Ivo'].map((n, i) => [n, i + 1, '', '']),
    );
    m.run('pairNextRound');
    const rows = m.records('R1');
    const games = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.match !== 'bye');
    games.forEach(({ i }, k) => m.set('R1', i, 'result', k === 0 ? '=' : 'W'));
    const bye = rows.findIndex((r) => r.match === 'bye');
    m.set('R1', bye, 'result', '1-0');
    expect(m.problems('scoreRound')).toBe(
      `R1, row ${bye + 2}, column result (D${bye + 2}): "1-0" is typed on the row of the bye (${rows[bye].first}), where no result goes. clear it, and type the result on the row of its game`,
    );
    m.set('R1', bye, 'result', '');
    m.run('scoreRound');
    expect(
      m
        .records('R1')
        .filter((r) => r.match !== 'bye')
        .map((r) => r.result),
    ).toEqual(['½-½', '1-0', '1-0', '1-0']);
  });
});
