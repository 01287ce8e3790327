// Benchmark sections of the pairing engine: time to pair the next round of realistic mid-event Swiss
// fields (rounds 1-4 simulated by our own engine with draws and byes, seeded), beside the peer
// `tournament-pairings` on the same fields, and the quality of both (rematches, score-gap sum).
import { performance } from 'node:perf_hooks';
import { pairSwissRound } from '../src/engine/pairing';
import { loadPeer, peerPairing, type PeerPair } from './peer';
import { median, type BenchSection } from './section';
import { simulateSwiss, type SimPlayer } from './simulate';

/** the fields: key n is paired with n + 1 entrants (odd, so that every round has a bye) after 4 rounds */
const SIZES = [64, 256, 1024, 4096];
const OUR_RUNS: Record<number, number> = { 64: 31, 256: 15, 1024: 7, 4096: 3 };
/** the peer is O(n³) on a dense graph: 1024 takes ~20 s, so it is run once there and not at all at 4096 */
const PEER_RUNS: Record<number, number> = { 64: 5, 256: 3, 1024: 1 };
const PLAYED = 4;

const fields = new Map<number, SimPlayer[]>();
function field(n: number): SimPlayer[] {
  let f = fields.get(n);
  if (!f) { f = simulateSwiss(n + 1, PLAYED, `bench/${n}`); fields.set(n, f); }
  return f;
}

interface Quality { rematches: number; score_gap_sum: number }

function quality(players: readonly SimPlayer[], pairs: readonly (readonly [string, string])[]): Quality {
  const byId = new Map(players.map((p) => [p.id, p]));
  let rematches = 0, gap = 0;
  for (const [a, b] of pairs) {
    const pa = byId.get(a) as SimPlayer, pb = byId.get(b) as SimPlayer;
    if (pa.opponents.includes(b)) rematches++;
    gap += Math.abs(pa.score - pb.score);
  }
  return { rematches, score_gap_sum: gap };
}

const time = (f: () => void): number => { const t = performance.now(); f(); return performance.now() - t; };

export const pairingSection: BenchSection = {
  name: 'pairing',
  async run() {
    const pairMs: Record<string, number> = {};
    const peerMs: Record<string, number> = {};
    const table = ['Pairing round 5 of a simulated Swiss (n + 1 entrants, bye included), median ms', '  n      ours   peer   speed-up'];
    let ours: Quality = { rematches: 0, score_gap_sum: 0 };
    let peer: Quality = { rematches: 0, score_gap_sum: 0 };
    await loadPeer();
    // warm the JIT on the small fields first, so that the medians measure the engine, not the compiler
    for (let k = 0; k < 30; k++) pairSwissRound(field(64), PLAYED + 1, 'warm-up');
    for (let k = 0; k < 5; k++) pairSwissRound(field(256), PLAYED + 1, 'warm-up');
    for (const n of SIZES) {
      const f = field(n);
      let ourPairs: [string, string][] = [];
      const t = median(Array.from({ length: OUR_RUNS[n] }, () => time(() => {
        ourPairs = pairSwissRound(f, PLAYED + 1, `bench/${n}/${PLAYED + 1}`).matches.map((m) => [m.first, m.second]);
      })));
      pairMs[String(n)] = t;
      let line = `  ${String(n).padEnd(5)} ${String(t).padStart(6)}`;
      if (PEER_RUNS[n]) {
        let peerPairs: PeerPair[] = [];
        const p = median(Array.from({ length: PEER_RUNS[n] }, () => time(() => { peerPairs = peerPairing(f, PLAYED + 1); })));
        peerMs[String(n)] = p;
        line += ` ${String(p).padStart(7)}   ${(p / t).toFixed(0)}×`;
        // quality summed over the fields both engines pair
        const o = quality(f, ourPairs);
        const q = quality(f, peerPairs.filter((x) => x.b !== null).map((x) => [x.a, x.b as string]));
        ours = { rematches: ours.rematches + o.rematches, score_gap_sum: ours.score_gap_sum + o.score_gap_sum };
        peer = { rematches: peer.rematches + q.rematches, score_gap_sum: peer.score_gap_sum + q.score_gap_sum };
      }
      table.push(line);
    }
    table.push(`Quality over the 64, 256 and 1024 fields (rematches, score-gap sum in points): ours ${ours.rematches}, ${ours.score_gap_sum}; peer ${peer.rematches}, ${peer.score_gap_sum}`);
    return { table, json: { pair_ms: pairMs, peer_ms: peerMs, quality: { ours, peer } } };
  },
};
