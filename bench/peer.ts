// The peer for comparison: npm `tournament-pairings` (GPL-3.0): imported ONLY here, under bench/, never by
// the add-on bundle (scripts/build.mjs refuses bench/ imports from src/). Loaded with import() because the
// package is an ES module.
import type { SimPlayer } from './simulate';

export interface PeerPair {
  readonly a: string;
  /** null: a bye */
  readonly b: string | null;
}

type SwissFn = (
  players: unknown[],
  round: number,
  rated?: boolean,
  seating?: boolean,
) => { player1: string | number | null; player2: string | number | null }[];

let swiss: SwissFn | null = null;

export async function loadPeer(): Promise<void> {
  const mod = (await import('tournament-pairings')) as unknown as { Swiss: SwissFn };
  swiss = mod.Swiss;
}

/** The peer's Swiss pairing of the same field (scores, opponents to avoid, byes). */
export function peerPairing(players: readonly SimPlayer[], round: number): PeerPair[] {
  if (!swiss) throw new Error('call loadPeer() first');
  const input = players.map((p) => ({ id: p.id, score: p.score, receivedBye: p.hadBye, avoid: p.opponents.slice() }));
  return swiss(input, round).map((m) => {
    const ids = [m.player1, m.player2].filter((x) => x !== null && x !== undefined).map(String);
    return { a: ids[0], b: ids.length > 1 ? ids[1] : null };
  });
}
