// A FIDE TRF file whose fixed columns are shifted by one character is refused with its line and column,
// never misread: on a 4,096-entrant field, every one-character insertion or deletion in a player line's fixed
// columns either leaves the report as it was or is refused naming that line.
import {
  formatTrf,
  pairTrf,
  parseTrf,
  trfConsistency,
  type TrfPlayer,
  type TrfTournament,
} from '../../src/engine/formats/trf';
import { fail, type Checked } from '../../src/engine/core/problem';

/** What `mochalunt trf` reads before pairing: the lines, then the two lines of each game against each other. */
function read(text: string): Checked<TrfTournament> {
  const r = parseTrf(text);
  if (!r.ok) return r;
  const bad = trfConsistency(r.value);
  return bad.length ? fail(...bad) : r;
}
import { createRng } from '../../src/engine/core/rng';
import { depth } from '../helpers/depth';

/** 4,096 players after round 1: 1 v 2049, 2 v 2050, ...; the first-named wins two games in three, else a draw. */
function field(n = 4096): TrfTournament {
  const half = n / 2;
  const players: TrfPlayer[] = [];
  for (let i = 1; i <= n; i++) {
    const top = i <= half;
    const opp = top ? i + half : i - half;
    const k = top ? i : opp;
    const result = k % 3 === 0 ? '=' : top ? '1' : '0';
    const points = result === '=' ? 0.5 : result === '1' ? 1 : 0;
    players.push({
      startingRank: i,
      name: `Player ${i}`,
      points,
      rounds: [{ opponent: opp, colour: top === (k % 2 === 0) ? 'w' : 'b', result }],
    });
  }
  return { name: 'Shift Open', totalRounds: 5, players, acceleration: new Map() };
}

describe('TRF: fixed columns shifted by one character', () => {
  const t = field();
  const text = formatTrf(t);
  const lines = text.split('\n');
  const original = JSON.stringify(parseTrf(text));

  test('the 4,096-entrant report reads back as written and pairs its round 2', () => {
    expect(JSON.stringify(parseTrf(text))).toBe(original);
    const p = pairTrf(text, 'swiss');
    expect(p.ok).toBe(true);
  });

  test('a space typed into one name moves the points and the rounds: refused with the line and column', () => {
    const at = 1 + 99; // the 100th player line (line 101: the 012 line comes first)
    const shifted = lines.slice();
    shifted[at] = shifted[at].replace('Player 100', 'Player  100');
    const r = read(shifted.join('\n'));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.map((p) => p.message)).toEqual([
        expect.stringMatching(/^line 101, column 8[05]: .*shifted by a character/),
      ]);
  });

  const SHIFTS = depth(500, 50);
  test(`${SHIFTS} seeded one-character insertions and deletions in the fixed columns: each refused naming its line, or harmless`, () => {
    const rng = createRng('trf shifts');
    let refused = 0;
    for (let k = 0; k < SHIFTS; k++) {
      const at = 1 + rng.int(t.players.length);
      const line = lines[at];
      const pos = 4 + rng.int(line.length - 4);
      const insert = rng.next() < 0.5;
      const ch = ' 1x.'[rng.int(4)];
      const mutated = lines.slice();
      mutated[at] = insert ? line.slice(0, pos) + ch + line.slice(pos) : line.slice(0, pos) + line.slice(pos + 1);
      const r = read(mutated.join('\n'));
      if (r.ok) {
        // accepted only when the report reads exactly as before (e.g. a space after the name's last letter... never a different score)
        const same = JSON.stringify(r);
        if (same !== original) {
          // a changed name is the one harmless difference: the points, ranks and rounds must be those of the original
          const a = r.value.players[at - 1];
          const b = t.players[at - 1];
          expect({ rank: a.startingRank, points: a.points, rounds: a.rounds }).toEqual({
            rank: b.startingRank,
            points: b.points,
            rounds: b.rounds,
          });
        }
      } else {
        refused++;
        expect(r.problems.map((p) => p.message).join(' | ')).toMatch(
          new RegExp(`line ${at + 1}\\b|player ${at}\\b|starting rank`),
        );
      }
    }
    expect(refused).toBeGreaterThan(SHIFTS / 2);
  });
});
