// One pairing, two ways in: the workbook's Swiss (Pair next round through its planner, in the in-memory workbook,
// test/support/memoryMenu.ts) and `mochalunt trf` on a TRF(x) report of the same history must give the same pairing
// (L2, L4): the same pairs, the same first-named, the same bye. Histories of 9 players over 5 rounds with wins,
// losses and draws drawn from a seeded stream; every round from the second is compared (round 1's bye is drawn:
// the workbook from the event's draw seed, the TRF command from its tournament name).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../../local/cli/main';
import { createRng } from '../../src/engine/core/rng';
import { formatTrf, type TrfPlayer, type TrfRound } from '../../src/engine/formats/trf';
import { MenuEvent } from '../support/memoryMenu';

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana', 'Ivo'];
const MIRROR: Record<string, string> = { '1': '0', '0': '1', '=': '=' };
const TYPED: Record<string, string> = { '1': '1-0', '0': '0-1', '=': '½-½' };

/** The rounds played so far, as the TRF(x) report of the same event (starting rank = seed). */
function trfOf(e: MenuEvent, rounds: number): string {
  const rank = (name: string) => NAMES.indexOf(name) + 1;
  const lines = new Map<string, TrfRound[]>(NAMES.map((n) => [n, []]));
  for (let r = 1; r <= rounds; r++) {
    for (const x of e.records(`R${r}`)) {
      if (x.match === 'bye') {
        (lines.get(x.first) as TrfRound[]).push({ opponent: null, colour: '-', result: 'U' });
        continue;
      }
      const code = x.result === '1-0' ? '1' : x.result === '0-1' ? '0' : '=';
      (lines.get(x.first) as TrfRound[]).push({ opponent: rank(x.second), colour: 'w', result: code });
      (lines.get(x.second) as TrfRound[]).push({ opponent: rank(x.first), colour: 'b', result: MIRROR[code] });
    }
  }
  const players: TrfPlayer[] = NAMES.map((name, i) => ({
    startingRank: i + 1,
    name,
    points: null,
    rounds: lines.get(name) as TrfRound[],
  }));
  return formatTrf({ name: 'Same pairing', totalRounds: 5, players, acceleration: new Map() });
}

async function trfPairing(text: string): Promise<string[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'mochalunt-trf-')), 'event.trf');
  writeFileSync(file, text);
  const out: string[] = [],
    err: string[] = [];
  expect(await cli(['trf', file], { out: (t) => out.push(t), err: (t) => err.push(t) })).toBe(0);
  const [, ...pairs] = out.join('').trim().split('\n');
  return pairs.map((l) =>
    l
      .split(' ')
      .map((n) => (n === '0' ? 'bye' : NAMES[Number(n) - 1]))
      .join(' v '),
  );
}

describe('L2, L4: the workbook Swiss and `mochalunt trf` pair the same history alike', () => {
  test.each([1, 2, 3, 4])(
    'a Swiss of 9 over 5 rounds, results of stream %i: rounds 2 to 5 paired alike',
    async (stream) => {
      const e = MenuEvent.start('swiss');
      e.input = { drawSeed: `trf comparison ${stream}` };
      e.append(
        'Entrants',
        NAMES.map((n, i) => [n, i + 1, '', '']),
      );
      const rng = createRng(`trf comparison results ${stream}`);
      for (let r = 1; r <= 5; r++) {
        const expected = r > 1 ? await trfPairing(trfOf(e, r - 1)) : null;
        expect(e.menu('menuPairNextRound')).toMatch(new RegExp(`^Pair round ${r}`));
        const rows = e.records(`R${r}`);
        const games = rows.map((x) => (x.match === 'bye' ? `${x.first} v bye` : `${x.first} v ${x.second}`));
        if (expected) expect(games).toEqual(expected);
        rows.forEach((x, i) => {
          if (x.match !== 'bye') e.set(`R${r}`, i, 'result', TYPED['10='[rng.int(3)]]);
        });
        expect(e.menu('menuScoreRound')).toMatch(new RegExp(`^Score round ${r}`));
      }
    },
  );
});
