// K4, K6: players seated at a table who did not come (no-shows), as the Katarenga rulebook's cases in
// test/cases/katarenga.json: the table is scored as it was played, the absent player plays no game, and a
// player who never played ranks below every player who played.
import * as fs from 'fs';
import * as path from 'path';
import {
  checkMultiplayerEvent,
  type MultiplayerEntrant,
  type MultiplayerEvent,
  type TableResult,
} from '../../src/engine/multiplayer/event';
import { tablePoints } from '../../src/engine/multiplayer/points';
import { multiplayerStandings, rankMultiplayer } from '../../src/engine/multiplayer/standings';

interface NoShowCase {
  rule: string;
  what: string;
  entrants: (string | MultiplayerEntrant)[];
  tables: { round: number; table: number; finish: string[]; absent?: string[] }[];
  points: Record<string, number>;
  carrots: Record<string, number>;
  played: Record<string, number>;
  ranking: string[];
  separatedBy?: Record<string, string>;
}

const cases = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../cases/katarenga.json'), 'utf8')) as { noShows: NoShowCase[] }
).noShows;

function eventOf(c: NoShowCase): MultiplayerEvent {
  const results: TableResult[] = c.tables.map((t) => ({
    round: t.round,
    table: t.table,
    finish: t.finish.map((f) => {
      const [player, carrots = '0', lettuces = '0'] = f.split(':');
      return { player, carrots: Number(carrots), lettuces: Number(lettuces) };
    }),
    ...(t.absent ? { absent: t.absent } : {}),
  }));
  return {
    entrants: c.entrants.map((e) => (typeof e === 'string' ? { player: e, fromRound: 1 } : e)),
    results,
    withdrawals: [],
  };
}

describe('test/cases/katarenga.json: no-shows (K4, K6)', () => {
  test.each(cases.map((c) => [`${c.rule}: ${c.what}`, c] as const))('%s', (_t, c) => {
    const event = eventOf(c);
    expect(checkMultiplayerEvent(event)).toEqual([]);
    const st = multiplayerStandings(event);
    const by = <K extends 'score' | 'carrots'>(k: K) => Object.fromEntries(st.map((s) => [s.id, s[k]]));
    expect(by('score')).toEqual(c.points);
    expect(by('carrots')).toEqual(c.carrots);
    expect(Object.fromEntries(st.map((s) => [s.id, s.games.length]))).toEqual(c.played);
    const ranked = rankMultiplayer(event);
    expect(ranked.map((r) => r.id)).toEqual(c.ranking);
    for (const [id, step] of Object.entries(c.separatedBy ?? {}))
      expect(ranked.find((r) => r.id === id)?.separatedBy).toBe(step);
  });

  test('K4: the points of a table by the players who came: 4, 3, 2 or 1', () => {
    expect([4, 3, 2, 1].map((n) => tablePoints(n))).toEqual([[4, 2, 1, 0], [4, 2, 0], [4, 0], [4]]);
  });

  test('K1, K6: a table with no-shows was seated with 3 or 4; its absent players count as seated in that round', () => {
    const event: MultiplayerEvent = {
      entrants: ['a', 'b', 'c', 'd', 'e'].map((player) => ({ player, fromRound: 1 })),
      results: [
        { round: 1, table: 1, finish: [{ player: 'a', carrots: 0, lettuces: 0 }], absent: ['b'] },
        {
          round: 1,
          table: 2,
          finish: [
            { player: 'c', carrots: 0, lettuces: 0 },
            { player: 'd', carrots: 0, lettuces: 0 },
          ],
          absent: ['a'],
        },
      ],
      withdrawals: [],
    };
    expect(checkMultiplayerEvent(event).map((p) => p.message)).toEqual([
      'round 1, table 1 has 2 players (1 absent)',
      'round 1, table 2: a already played in round 1',
    ]);
  });
});
