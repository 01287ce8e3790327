// TRF(x) in and JaVaFo output out: columns, round trips, a pairing checked by hand, and the command line.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  formatPairing,
  formatTrf,
  pairTrf,
  parsePairing,
  parseTrf,
  trfRequest,
  type TrfTournament,
} from '../../src/engine/formats/trf';
import { cli } from '../../local/cli/main';

const fixture = readFileSync(join(__dirname, 'swiss7.trf'), 'utf8');

function must<T>(r: { ok: true; value: T } | { ok: false; problems: readonly unknown[] }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}

describe('TRF(x)', () => {
  test('reads player lines by TRF-16 columns, 012, XXR and XXA', () => {
    const text = `${fixture}XXA 0003   2.0  2.0  2.0\n`;
    const t = must(parseTrf(text));
    expect(t.name).toBe('Mind Lab test');
    expect(t.totalRounds).toBe(5);
    expect(t.players).toHaveLength(7);
    expect(t.players[0]).toEqual({
      startingRank: 1,
      name: 'Alice',
      points: 2,
      rounds: [
        { opponent: 5, colour: 'w', result: '1' },
        { opponent: 4, colour: 'b', result: '1' },
      ],
    });
    expect(t.players[3].rounds[0]).toEqual({ opponent: null, colour: '-', result: 'U' });
    expect(t.acceleration.get(3)).toEqual([2, 2, 2]);
  });

  test('format then parse gives the same tournament back', () => {
    const round = fc.record({
      opponent: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      colour: fc.constantFrom<'w' | 'b' | '-'>('w', 'b', '-'),
      result: fc.constantFrom('1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z'),
    });
    const tournament = fc
      .record({
        name: fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[a-z]$/), { nil: null }),
        totalRounds: fc.option(fc.integer({ min: 1, max: 11 }), { nil: null }),
        n: fc.integer({ min: 1, max: 9 }),
        rounds: fc.array(fc.array(round, { maxLength: 6 }), { minLength: 9, maxLength: 9 }),
        points: fc.array(
          fc.option(
            fc.integer({ min: 0, max: 20 }).map((x) => x / 2),
            { nil: null },
          ),
          { minLength: 9, maxLength: 9 },
        ),
        acc: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
      })
      .map((r): TrfTournament => ({
        name: r.name,
        totalRounds: r.totalRounds,
        players: Array.from({ length: r.n }, (_, i) => ({
          startingRank: i + 1,
          name: `Player ${i + 1}`,
          points: r.points[i],
          rounds: r.rounds[i].map((x) => ({
            ...x,
            opponent: x.opponent === null ? null : ((x.opponent - 1) % r.n) + 1,
          })),
        })),
        acceleration: new Map(r.acc.length > 0 ? [[1, r.acc]] : []),
      }));
    fc.assert(
      fc.property(tournament, (t) => {
        expect(must(parseTrf(formatTrf(t)))).toEqual(t);
      }),
      { numRuns: 300, seed: 41 },
    );
  });

  test('JaVaFo output round trip: the number of pairs, then pairs, a bye as "N 0"', () => {
    const text = formatPairing({
      matches: [{ first: '1', second: '2', reason: '', float: true, rematch: false }],
      bye: '3',
      byeReason: '',
    });
    expect(text).toBe('2\n1 2\n3 0\n');
    expect(must(parsePairing(text))).toEqual([
      [1, 2],
      [3, 0],
    ]);
  });

  test('L2, L4: a 7-player Swiss after 2 rounds, checked by hand', () => {
    // scores 1:2, 6:1½, 7:1½, 2:1, 4:1 (bye), 5:1 (bye), 3:0. Bye: 3, the lowest without one.
    // 1 must float; 4 and 5 have met 1. M3/L4 revised, squared gaps in half points: 1-2, 6-7, 4-5 costs
    // 2² = 4; 1-6 (1²), 7 with 4 or 5 (1²; 7 has met 2), 2 with the other costs 2, the least. Split: 1 meets
    // the top 1½ (0); 7 (last 1½) meets 4 (2nd of group 1): 0 + 1, squared 1; group 1 of 3 receives a
    // floater, h = (3 - 1 - 0)/2 = 1, 2-5 is places 0 and 2: |2 - 1| = 1, squared 1; total 2 against 4 for 7-5, 2-4.
    const r = must(pairTrf(fixture, 'swiss'));
    expect(r.round).toBe(3);
    expect(r.output).toBe('4\n1 6\n7 4\n2 5\n3 0\n');
    expect(r.pairing.matches[0].reason).toBe(
      'floated down from 2 to 1½: 1 on 2 or more, an odd number; the nearest score (gap ½ = 1 unit of ½, squared 1)',
    );
  });

  test('M2: McMahon scores add the XXA points of the round being paired', () => {
    const t = must(parseTrf(`${fixture}XXA 0003   0.0  0.0  3.0\n`));
    const req = trfRequest(t, 'mcmahon');
    expect(req.entrants.find((e) => e.id === '3')?.score).toBe(3);
    expect(req.entrants[0].id).toBe('3');
    expect(trfRequest(t, 'swiss').entrants.find((e) => e.id === '3')?.score).toBe(0);
  });

  test('problems: bad columns, unknown opponents, all rounds played, rematch needed', () => {
    expect(parseTrf('001 00x1      A').ok).toBe(false);
    expect(
      parseTrf('001 0001      A                                                                  1.0       0009 w 1')
        .ok,
    ).toBe(false);
    expect(pairTrf(fixture.replace('XXR 5', 'XXR 2'), 'swiss').ok).toBe(false);
    const two = formatTrf({
      name: null,
      totalRounds: null,
      acceleration: new Map(),
      players: [
        { startingRank: 1, name: 'A', points: 1, rounds: [{ opponent: 2, colour: 'w', result: '1' }] },
        { startingRank: 2, name: 'B', points: 0, rounds: [{ opponent: 1, colour: 'b', result: '0' }] },
      ],
    });
    const r = pairTrf(two, 'swiss');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].message).toMatch(/no valid pairing.*1-2 would meet again/);
  });

  test('the command line: mochalunt trf <file> [--system]', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trf-'));
    const file = join(dir, 'event.trf');
    writeFileSync(file, fixture);
    const out: string[] = [],
      err: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t) };
    expect(await cli(['trf', file], io)).toBe(0);
    expect(out.join('')).toBe('4\n1 6\n7 4\n2 5\n3 0\n');
    expect(await cli(['trf', file, '--system', 'mcmahon'], io)).toBe(0);
    writeFileSync(file, fixture.replace('XXR 5', 'XXR 2'));
    expect(await cli(['trf', file], io)).toBe(1);
    expect(err.join('')).toMatch(/all 2 rounds are already played/);
    expect(await cli(['trf', join(dir, 'missing.trf')], io)).toBe(1);
    expect(await cli(['trf', file, '--system', 'dutch'], io)).toBe(2);
  });
});
