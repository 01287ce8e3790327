// Benchmark sections of the pairing engine: time to pair the next round of realistic mid-event Swiss
// fields (rounds 1-4 simulated by our own engine with draws and byes, seeded), beside the peer
// `tournament-pairings` on the same fields, and the quality of both (rematches, score-gap sum, and the sum of
// squared score gaps in half points, the criterion of M3 and L4), and whether the L4 split level was exact.
// Then the large fields, Swiss and McMahon, 4,096 and 16,384 entrants: time and quality. Every time is the
// process's CPU time (user + system), so that other work on the machine does not count.
import { pairRoundWithProof, pairSwissRound, swissEntrants } from '../src/engine/pairing';
import { loadPeer, peerPairing, type PeerPair } from './peer';
import { median, type BenchSection } from './section';
import { pairSimulated, simulate, type SimPlayer, type SimSystem } from './simulate';

/** the fields: key n is paired with n + 1 entrants (odd, so that every round has a bye) after 4 rounds */
const SIZES = [64, 256, 1024, 4096];
const OUR_RUNS: Record<number, number> = { 64: 31, 256: 15, 1024: 7, 4096: 3 };
/** the peer is O(n³) on a dense graph: 1024 takes ~20 s, so it is run once there and not at all at 4096 */
const PEER_RUNS: Record<number, number> = { 64: 5, 256: 3, 1024: 1 };
const PLAYED = 4;

const fields = new Map<number, SimPlayer[]>();
function field(n: number): SimPlayer[] {
  let f = fields.get(n);
  if (!f) {
    f = simulate(n + 1, PLAYED, `bench/${n}`);
    fields.set(n, f);
  }
  return f;
}

/** score_gap_sum in points; score_gap_sq_sum in the score's smallest unit, half points (a gap of 1 costs 4) */
interface Quality {
  rematches: number;
  score_gap_sum: number;
  score_gap_sq_sum: number;
}

const NO_PAIRS: Quality = { rematches: 0, score_gap_sum: 0, score_gap_sq_sum: 0 };

/** `unit`: score units per point in which gaps are squared (2 for Swiss half points, 1 for McMahon) */
function quality(players: readonly SimPlayer[], pairs: readonly (readonly [string, string])[], unit = 2): Quality {
  const byId = new Map(players.map((p) => [p.id, p]));
  let rematches = 0,
    gap = 0,
    sq = 0;
  for (const [a, b] of pairs) {
    const pa = byId.get(a) as SimPlayer,
      pb = byId.get(b) as SimPlayer;
    if (pa.opponents.includes(b)) rematches++;
    gap += Math.abs(pa.score - pb.score);
    sq += (unit * (pa.score - pb.score)) ** 2;
  }
  return { rematches, score_gap_sum: gap, score_gap_sq_sum: sq };
}

const add = (x: Quality, y: Quality): Quality => ({
  rematches: x.rematches + y.rematches,
  score_gap_sum: x.score_gap_sum + y.score_gap_sum,
  score_gap_sq_sum: x.score_gap_sq_sum + y.score_gap_sq_sum,
});

/** CPU time of f in ms (user + system) */
const time = (f: () => void): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};

/** the large fields: n + 1 entrants after 4 rounds (a bye in every round), each paired LARGE_RUNS[n] times */
const LARGE = [4096, 16384];
const LARGE_RUNS: Record<number, number> = { 4096: 5, 16384: 1 };

interface LargeResult extends Quality {
  pair_ms: number;
}

function largeFields(): { table: string[]; json: Record<SimSystem, Record<string, LargeResult>> } {
  const table = ['Large fields, round 5 (n + 1 entrants, bye included), median CPU ms; rematches, squared gaps'];
  const json: Record<SimSystem, Record<string, LargeResult>> = { swiss: {}, mcmahon: {} };
  for (const system of ['swiss', 'mcmahon'] as const) {
    for (const n of LARGE) {
      const f = system === 'swiss' ? field(n) : simulate(n + 1, PLAYED, `bench/${system}/${n}`, system);
      let pairs: [string, string][] = [];
      const ms = median(
        Array.from({ length: LARGE_RUNS[n] }, () =>
          time(() => {
            pairs = pairSimulated(f, system, PLAYED + 1, `bench/${n}/${PLAYED + 1}`).matches.map((m) => [
              m.first,
              m.second,
            ]);
          }),
        ),
      );
      const q = quality(f, pairs, system === 'swiss' ? 2 : 1);
      json[system][String(n)] = { pair_ms: ms, ...q };
      table.push(
        `  ${system.padEnd(8)} ${String(n).padEnd(6)} ${String(ms).padStart(8)} ms; ${q.rematches} rematches, ${q.score_gap_sq_sum} squared`,
      );
    }
  }
  return { table, json };
}

export const pairingSection: BenchSection = {
  name: 'pairing',
  key: 'pairing',
  async run() {
    const pairMs: Record<string, number> = {};
    const peerMs: Record<string, number> = {};
    const table = [
      'Pairing round 5 of a simulated Swiss (n + 1 entrants, bye included), median CPU ms',
      '  n      ours   peer   speed-up',
    ];
    let ours: Quality = NO_PAIRS;
    let peer: Quality = NO_PAIRS;
    const oursAll: Record<string, Quality> = {};
    const splitExact: Record<string, boolean> = {};
    await loadPeer();
    // warm the JIT on the small fields first, so that the medians measure the engine, not the compiler
    for (let k = 0; k < 30; k++) pairSwissRound(field(64), PLAYED + 1, 'warm-up');
    for (let k = 0; k < 5; k++) pairSwissRound(field(256), PLAYED + 1, 'warm-up');
    for (const n of SIZES) {
      const f = field(n);
      let ourPairs: [string, string][] = [];
      const t = median(
        Array.from({ length: OUR_RUNS[n] }, () =>
          time(() => {
            ourPairs = pairSwissRound(f, PLAYED + 1, `bench/${n}/${PLAYED + 1}`).matches.map((m) => [
              m.first,
              m.second,
            ]);
          }),
        ),
      );
      pairMs[String(n)] = t;
      oursAll[String(n)] = quality(f, ourPairs);
      // the same round through pairRound, for the solver's own check that the L4 split level was exact
      splitExact[String(n)] = pairRoundWithProof({
        entrants: swissEntrants(f),
        bye: { kind: 'lowestRanked' },
        scoreStep: 0.5,
      }).splitExact;
      let line = `  ${String(n).padEnd(5)} ${String(t).padStart(6)}`;
      if (PEER_RUNS[n]) {
        let peerPairs: PeerPair[] = [];
        const p = median(
          Array.from({ length: PEER_RUNS[n] }, () =>
            time(() => {
              peerPairs = peerPairing(f, PLAYED + 1);
            }),
          ),
        );
        peerMs[String(n)] = p;
        line += ` ${String(p).padStart(7)}   ${(p / t).toFixed(0)}×`;
        // quality summed over the fields both engines pair
        const o = quality(f, ourPairs);
        const q = quality(
          f,
          peerPairs.filter((x) => x.b !== null).map((x) => [x.a, x.b as string]),
        );
        ours = add(ours, o);
        peer = add(peer, q);
      }
      table.push(line);
    }
    const q = (x: Quality): string => `${x.rematches}, ${x.score_gap_sum}, ${x.score_gap_sq_sum}`;
    table.push(
      `Quality over the 64, 256 and 1024 fields (rematches, score-gap sum in points, squared gaps in half points): ours ${q(ours)}; peer ${q(peer)}`,
    );
    table.push(
      `Ours at 4096: ${q(oursAll['4096'] ?? NO_PAIRS)}; L4 split level exact at ${Object.entries(splitExact)
        .map(([n, x]) => `${n}: ${x ? 'yes' : 'no'}`)
        .join(', ')}`,
    );
    const large = largeFields();
    table.push(...large.table);
    return {
      table,
      json: {
        pair_ms: pairMs,
        peer_ms: peerMs,
        quality: { ours, peer },
        quality_ours_by_size: oursAll,
        split_exact: splitExact,
        pair_large: large.json,
      },
    };
  },
};
