// M8 (and the M11 strength list): reading and checking a line-up; every problem says what to type instead.
import { parseLineup, parseStrength, minimumNap, formatLineup, nap, slots } from '../../src/engine/mochalunt/lineup';
import type { Problem } from '../../src/engine/core/problem';

const ROSTER = ['Anna Rossi', 'Bruno Bianchi', 'Carla', 'Dario', 'Elena Verdi', 'Franco'];

function problems(text: string, options: Parameters<typeof parseLineup>[1] = {}): Problem[] {
  const r = parseLineup(text, options);
  if (r.ok) throw new Error(`expected problems for ${text}`);
  return r.problems as Problem[];
}

describe('M8: parsing a line-up', () => {
  test('M8: the rulebook example ABCDEF/DA: NAP 6 and 8 slots; LMNO/NLO: NAP 4 and 7 slots', () => {
    const a = parseLineup('A, B, C, D, E, F / D, A');
    const b = parseLineup('L,M,N,O/N,L,O');
    if (!a.ok || !b.ok) throw new Error('expected valid line-ups');
    expect([nap(a.value), slots(a.value)]).toEqual([6, 8]);
    expect([nap(b.value), slots(b.value)]).toEqual([4, 7]);
    expect(a.value.seconds).toEqual(['D', 'A']);
    expect(formatLineup(b.value)).toBe('L, M, N, O / N, L, O');
  });

  test('M8: spaces are tolerated and folded; names keep their inner spaces', () => {
    const r = parseLineup('  Anna   Rossi ,Bruno Bianchi,  Carla,Dario/  Bruno  Bianchi ');
    expect(r).toEqual({
      ok: true,
      value: { players: ['Anna Rossi', 'Bruno Bianchi', 'Carla', 'Dario'], seconds: ['Bruno Bianchi'] },
    });
  });

  test('M8: names match the roster ignoring case and spaces, and come back in the roster spelling', () => {
    const r = parseLineup('anna rossi, BRUNO  bianchi, carla, dario / Anna Rossi', { roster: ROSTER });
    expect(r).toEqual({
      ok: true,
      value: { players: ['Anna Rossi', 'Bruno Bianchi', 'Carla', 'Dario'], seconds: ['Anna Rossi'] },
    });
  });

  test('M8: nothing after the "/" means no second part', () => {
    const r = parseLineup('A, B, C, D /');
    expect(r.ok && r.value.seconds).toEqual([]);
  });

  test('M8: an empty line-up', () => {
    expect(problems('   ')).toEqual([expect.objectContaining({ field: 'line-up', message: 'the line-up is empty' })]);
  });

  test('M8: more than one "/"', () => {
    expect(problems('A, B, C, D / A / B')[0].message).toMatch(/"\/" appears 2 times/);
  });

  test('M8: empty items (two commas in a row, a trailing comma) are errors', () => {
    const p = problems('A, B,, C, D, E,');
    expect(p.map((x) => x.message)).toEqual(['item 3 of the first part is empty', 'item 7 of the first part is empty']);
    expect(p[0].fix).toMatch(/remove the extra comma/);
    expect(problems('A, B, C, D / A,')[0].message).toBe('item 2 after the "/" is empty');
  });

  test('M8: an unknown player, with the closest roster name suggested', () => {
    const p = problems('Anna Rossi, Bruno Bianchi, Karla, Dario', { roster: ROSTER });
    expect(p).toEqual([
      {
        field: 'line-up',
        about: ['Karla'],
        message: "Karla is not on the team's roster",
        fix: 'did you mean Carla? type a name from the roster, or register the player first',
      },
    ]);
    expect(problems('Anna, Bruno Bianchi, Carla, Dario', { roster: ROSTER })[0].fix).toMatch(
      /^did you mean Anna Rossi\?/,
    );
  });

  test('M8: an unknown player far from every roster name gets no suggestion', () => {
    const p = problems('Anna Rossi, Bruno Bianchi, Carla, Zygmunt', { roster: ROSTER });
    expect(p[0].message).toBe("Zygmunt is not on the team's roster");
    expect(p[0].fix).toBe('type a name from the roster, or register the player first');
  });

  test('M8: a player repeated in the first part (ignoring case)', () => {
    const p = problems('Carla, Dario, Franco, carla, Anna Rossi', { roster: ROSTER });
    expect(p).toHaveLength(1);
    expect(p[0].message).toBe('Carla is listed twice before the "/"');
    expect(p[0].fix).toMatch(/write the name again after the "\/"/);
  });

  test('M8: a second-part player who is not in the first part', () => {
    const known = problems('Anna Rossi, Carla, Dario, Franco / Elena Verdi', { roster: ROSTER });
    expect(known[0].message).toBe(
      'Elena Verdi is after the "/" but not before it: only players of the first part can play a second match',
    );
    expect(known[0].fix).toBe('add Elena Verdi before the "/", or remove the name after it');
    const unknown = problems('Anna Rossi, Carla, Dario, Franco / Frank', { roster: ROSTER });
    expect(unknown[0].message).toBe('Frank (after the "/") is not on the team\'s roster');
    expect(unknown[0].fix).toMatch(/^did you mean Franco\?/);
    const noRoster = problems('Anna, Bruno, Carla, Dario / Bruna');
    expect(noRoster[0].fix).toBe('did you mean Bruno? add Bruna before the "/", or remove the name after it');
  });

  test('M8: a player repeated in the second part', () => {
    const p = problems('A, B, C, D / B, C, b');
    expect(p).toEqual([
      {
        field: 'line-up',
        about: ['B'],
        message: 'B is listed twice after the "/"; a player plays 2 individual matches at most',
        fix: 'write B once after the "/"',
      },
    ]);
  });

  test('M8: at least 4 players in the first part, 3 if the roster has only 4 players', () => {
    expect(minimumNap(4)).toBe(3);
    expect(minimumNap(5)).toBe(4);
    expect(problems('A, B, C / A')[0].message).toBe(
      'only 3 players before the "/"; a line-up needs at least 4 (3 only when the roster has exactly 4 players)',
    );
    expect(parseLineup('A, B, C / A', { rosterSize: 4 }).ok).toBe(true);
    expect(parseLineup('Anna Rossi, Carla, Dario', { roster: ['Anna Rossi', 'Bruno', 'Carla', 'Dario'] }).ok).toBe(
      true,
    );
    expect(problems('Anna Rossi, Carla, Dario', { roster: ROSTER })[0].fix).toBe(
      'list at least 4 different available players before the "/"',
    );
    expect(problems('A, B / A', { rosterSize: 4 })[0].message).toMatch(
      /needs at least 3 \(the roster has only 4 players\)/,
    );
    expect(problems('ABCDEF/DA')).toContainEqual({
      field: 'line-up',
      message:
        'only 1 player before the "/"; a line-up needs at least 4 (3 only when the roster has exactly 4 players)',
      fix: 'separate the players with commas, e.g. `Anna Rossi, Bruno, Carla, Dario / Bruno`',
    });
  });

  test('M8: problems name the team when a label is given, and all are reported at once', () => {
    const p = problems('A, A, B / Z', { label: 'team 2', strength: '1, 2, 3' });
    expect(p.map((x) => x.field)).toEqual(['team 2 line-up', 'team 2 line-up', 'team 2 line-up', 'team 2 strength']);
  });
});

describe('M11: the strength list', () => {
  test('M11: the rulebook example A5 B4 C1 D3 E2 is read in line-up order; commas or spaces separate', () => {
    const r = parseLineup('A, B, C, D, E / D, A', { strength: '5 4, 1,3  2' });
    expect(r.ok && r.value.strength).toEqual([5, 4, 1, 3, 2]);
    expect(parseLineup('A, B, C, D', { strength: '  ' })).toEqual({
      ok: true,
      value: { players: ['A', 'B', 'C', 'D'], seconds: [] },
    });
  });
  test('M11: the wrong number of numbers', () => {
    const r = parseStrength('1, 2, 3', 4);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0].message).toBe('3 numbers for 4 players before the "/"; give exactly one number per player');
      expect(r.problems[0].fix).toMatch(/e\.g\. `1, 2, 3, 4`/);
    }
  });
  test('M11: not a permutation of 1..NAP: a number out of range, a tie (ties are not allowed)', () => {
    const r = parseStrength('1, 2, 2, 5', 4);
    expect(!r.ok && r.problems.map((p) => p.message)).toEqual([
      '5 is outside 1..4',
      '2 is given to more than one player (ties are not allowed); missing: 3, 4',
    ]);
  });
  test('M11: something that is not a whole number', () => {
    const r = parseStrength('1, 2, x, 3.5', 4);
    expect(!r.ok && r.problems[0].message).toBe('"x", "3.5" are not whole numbers');
  });
});
