// The Mind Lab rulebook's cases of test/cases/mindlab-sheets.json played menu item by menu item through the
// planners in the in-memory workbook (test/support/memoryMenu.ts): the league rematch (6.1 d, 6.2) and pairings
// typed over the add-on's (4.6): refused with their cells, or accepted when an organizer says why in the override
// column. The draws from the seed the add-on keeps (3.2.4.1, 3.3.4): test/cases/sheetsDraws.test.ts.
import * as fs from 'fs';
import * as path from 'path';
import { cellText } from '../../src/sheets/workbook';
import { MenuEvent } from '../support/memoryMenu';

type Value = string | number;

interface Named {
  rule: string;
  what: string;
}
interface Cases {
  leagueRematch: (Named & {
    entrants: string[];
    rounds: [string, string, string][][];
    afterLeague: [string, string, string, boolean][];
    rematch: { pair: [string, string]; winner: string; place: string };
    final: [string, string, string, string][];
  })[];
  draws: (Named & { eventName: string; entrants: string[] })[];
  typedPairings: {
    entrants: string[];
    round2: [string, string][];
    typed: { row: number; column: string; value: string }[];
    cases: (Named & {
      when: 'after scoring' | 'without the record' | 'with an override';
      refused?: string[];
      messages?: string[];
      override?: string;
      overview?: string[][];
    })[];
  };
}
const cases = JSON.parse(fs.readFileSync(path.join(__dirname, 'mindlab-sheets.json'), 'utf8')) as Cases;
const named = <C extends Named>(cs: C[]): [string, C][] => cs.map((c) => [`${c.rule}: ${c.what}`, c]);

/** A workbook of a two-player format: Set up, the format and name typed, Set up again, the entrants; draws from `seed`. */
class Event {
  readonly e: MenuEvent;
  constructor(format: string, entrants: string[], seed: string) {
    this.e = MenuEvent.start(format);
    this.e.input = { drawSeed: seed };
    this.e.append(
      'Entrants',
      entrants.map((n, i) => [n, i + 1, '', '']),
    );
  }
  /** Clicks and expects the action to go through. */
  must(handler: string): string {
    const out = this.e.menu(handler);
    if (/: nothing written, \d+ problems?:/.test(out)) throw new Error(`${handler}: ${out}`);
    return out;
  }
  click(handler: string): string {
    return this.e.menu(handler);
  }
  records(tab: string): Record<string, string>[] {
    return this.e.records(tab);
  }
  read(tab: string): string[][] {
    return this.e.grid(tab).map((r) => r.map((v) => cellText(v)));
  }
  /** Types a cell by header in sheet row `row`. */
  type(tab: string, row: number, header: string, value: Value): void {
    this.e.set(tab, row - 2, header, value);
  }
  /** Types the result of the game between a and b, from the first named's side of the data. */
  result(round: number, a: string, b: string, result: string): void {
    const rows = this.records(`R${round}`);
    const i = rows.findIndex((x) => (x.first === a && x.second === b) || (x.first === b && x.second === a));
    if (i < 0)
      throw new Error(`R${round} has no game ${a} v ${b}: ${rows.map((x) => `${x.first}-${x.second}`).join(', ')}`);
    const reversed: Record<string, string> = { '1-0': '0-1', '0-1': '1-0', '½-½': '½-½' };
    this.type(`R${round}`, i + 2, 'result', rows[i].first === a ? result : reversed[result]);
  }
}

describe('test/cases/mindlab-sheets.json: L6 d, the league rematch', () => {
  test.each(named(cases.leagueRematch))('%s', (_t, c) => {
    const e = new Event('league', c.entrants, 'cases draw seed');
    c.rounds.forEach((games, k) => {
      expect(e.must('menuPairNextRound')).toMatch(new RegExp(`^Pair round ${k + 1}`));
      for (const [a, b, r] of games) e.result(k + 1, a, b, r);
      e.must('menuScoreRound');
    });
    e.must('menuUpdateStandings');
    const rank = (x: Record<string, string>) => [x.rank, x.entrant, x.points];
    expect(e.records('Standings').map((x) => [...rank(x), /a rematch decides \(L6 d\)/.test(x.note)])).toEqual(
      c.afterLeague,
    );
    const extra = c.rounds.length + 1;
    // 6.1 d: Pair next round offers the rematch as an extra round, who plays first drawn from the kept seed
    expect(e.must('menuPairNextRound')).toMatch(
      new RegExp(`^Pair round ${extra}\\nRound ${extra} \\(L6 d rematch\\): 1 game`),
    );
    const [game] = e.records(`R${extra}`);
    expect([game.first, game.second].sort()).toEqual(c.rematch.pair.slice().sort());
    expect(game.reason).toContain(`tied for ${c.rematch.place} place`);
    expect(game.reason).toContain(
      `drawn with seed "cases draw seed/round ${extra}/rematch/${c.rematch.pair[0]}/${c.rematch.pair[1]}"`,
    );
    const loser = c.rematch.pair.find((x) => x !== c.rematch.winner) as string;
    e.result(extra, c.rematch.winner, loser, '1-0');
    e.must('menuScoreRound');
    e.must('menuUpdateStandings');
    // its result decides their order; it adds no points; nothing more is due
    expect(e.records('Standings').map((x) => [...rank(x), x['separated by']])).toEqual(c.final);
    expect(e.click('menuPairNextRound')).toMatch(/all 3 rounds are paired and no rematch is due/);
  });
});

describe("test/cases/mindlab-sheets.json: pairings typed over the add-on's", () => {
  const t = cases.typedPairings;
  /** Round 1 paired and scored (the first named win), round 2 paired as the data says. */
  const twoRounds = (): Event => {
    const e = new Event('swiss', t.entrants, 'cases draw seed');
    e.must('menuPairNextRound');
    e.records('R1').forEach((_x, i) => e.type('R1', i + 2, 'result', '1-0'));
    e.must('menuScoreRound');
    e.must('menuPairNextRound');
    expect(e.records('R2').map((x) => [x.first, x.second])).toEqual(t.round2);
    return e;
  };
  const typeOver = (e: Event, why = ''): void => {
    for (const x of t.typed) {
      e.type('R2', x.row, x.column, x.value);
      if (why) e.type('R2', x.row, 'override', why);
    }
  };
  const results = (e: Event) => e.records('R2').forEach((_x, i) => e.type('R2', i + 2, 'result', '1-0'));

  test.each(named(t.cases))('%s', (_t, c) => {
    const e = twoRounds();
    if (c.when === 'after scoring') {
      results(e);
      e.must('menuScoreRound');
      typeOver(e);
    } else if (c.when === 'without the record') {
      // round 2's record cleared, as for a round paired before the add-on kept records
      const record = e.e.m.tabs._pairings;
      record[2] = [record[2][0]];
      typeOver(e);
      results(e);
    } else {
      typeOver(e, c.override);
      results(e);
    }
    for (const handler of c.refused ?? []) {
      const before = JSON.stringify(e.read('R2'));
      const out = e.click(handler);
      expect(out).toMatch(/nothing written/);
      for (const m of c.messages ?? []) expect(out).toContain(m);
      expect(out.split('\n').filter((l) => /^R\d/.test(l))).toHaveLength((c.messages ?? []).length);
      expect(JSON.stringify(e.read('R2'))).toBe(before);
    }
    if (c.when === 'with an override') {
      e.must('menuScoreRound');
      const overview = e.read('Overview');
      const at = overview.findIndex((r) => /Pairings changed by the organizers \(2\)/.test(r.join(' ')));
      expect(at).toBeGreaterThan(0);
      expect(overview.slice(at + 2, at + 4).map((r) => r.filter((v) => v !== ''))).toEqual(c.overview);
      e.must('menuUpdateStandings');
      expect(e.must('menuPairNextRound')).toMatch(/^Pair round 3/);
    }
  });
});
