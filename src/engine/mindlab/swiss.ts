// L2, L4: the Mind Lab hooks of the shared pairing solver: the entrants of a Swiss round and its bye rule.
import {
  pairRound,
  swissEntrants,
  type PairingRequest,
  type PairingSettings,
  type RoundPairing,
  type SwissPlayer,
} from '../pairing';
import type { MindLabEvent } from './event';
import { DEFAULT_MINDLAB, mindLabStandings, type MindLabSettings, type MindLabStanding } from './standings';

/**
 * L2, L4: each entrant as the Swiss pairing sees it: points so far (byes included), starting rank = the
 * seeding order, earlier opponents, and whether it has had its one bye (L2).
 */
function mindLabSwissPlayers(
  event: MindLabEvent,
  s: MindLabSettings = DEFAULT_MINDLAB,
  standings: readonly MindLabStanding[] = mindLabStandings(event, s),
): SwissPlayer[] {
  return standings.map((st) => ({
    id: st.id,
    score: st.score,
    startingRank: st.seed + 1,
    opponents: st.opponents,
    hadBye: st.byeRounds.length > 0,
  }));
}

/**
 * L2: the bye of an odd field: round 1 by draw, seeded by the event's draw seed (drawn at random when the event
 * is set up; the round tab records the seed); later rounds the entrant with the fewest points (the
 * lowest-ranked) that has not had a bye.
 */
function mindLabByeRule(drawSeed: string, round: number): PairingRequest['bye'] {
  return round === 1 ? { kind: 'draw', seed: `${drawSeed}/round 1/bye` } : { kind: 'lowestRanked' };
}

/**
 * L2, L4: the request for the shared solver for round `round`: entrants ranked by points, then seeding (L4 4.3);
 * `standings`: the event's, when the caller has them already.
 */
export function mindLabPairingRequest(
  event: MindLabEvent,
  round: number,
  drawSeed: string,
  s: MindLabSettings = DEFAULT_MINDLAB,
  standings: readonly MindLabStanding[] = mindLabStandings(event, s),
): PairingRequest {
  return {
    entrants: swissEntrants(mindLabSwissPlayers(event, s, standings)),
    bye: mindLabByeRule(drawSeed, round),
  };
}

/**
 * L2, L4: pairs round `round` of a Mind Lab Swiss with the shared solver. The bye (if any) scores
 * byePoints(format, kind): 1 individual, 3 team; record it in event.byes.
 */
export function pairMindLabRound(
  event: MindLabEvent,
  round: number,
  drawSeed: string,
  s: MindLabSettings = DEFAULT_MINDLAB,
  pairing: Partial<PairingSettings> = {},
): RoundPairing {
  return pairRound(mindLabPairingRequest(event, round, drawSeed, s), pairing);
}
