// The contract of the pairing solver: what a round's pairing needs and what it gives back. Used by
// McMahon (M2, M3), Swiss (L2, L4), the TRF command and the sheets layer.

export interface PairingEntrant {
  /** team or player name (unique in the field) */
  readonly id: string;
  /** the pairing score, higher is better: McMahon score (M2: fictitious + earned main points) or Swiss points */
  readonly score: number;
  /** position in the current ranking, 0 = best; orders entrants inside a score group */
  readonly rank: number;
  /** ids of earlier opponents (a repeated id means they met more than once) */
  readonly opponents: readonly string[];
  /** has already had a bye */
  readonly hadBye: boolean;
}

/** How the bye of an odd field is given. */
export type ByeRule =
  /** M3, L2 from round 2: the lowest-ranked entrant that has not had a bye */
  | { readonly kind: 'lowestRanked' }
  /** L2 round 1: by draw among those without a bye, from this seed */
  | { readonly kind: 'draw'; readonly seed: string };

export interface PairingRequest {
  readonly entrants: readonly PairingEntrant[];
  readonly bye: ByeRule;
  /**
   * M3, L4: the score's smallest unit, in which score gaps are squared (½ in individual Swiss). Default: the
   * smallest unit that makes every score whole. Which pairing is best never depends on it (all squared gaps
   * scale alike); the reasons' figures do.
   */
  readonly scoreStep?: number;
}

export interface PairedMatch {
  /** the better-ranked side: team 1 (M7 chooses 3 games, M14), the first named (plays first / at home) */
  readonly first: string;
  readonly second: string;
  /** short, for the sheet: "same score 7", "floated down from 9: all of group 9 already met" */
  readonly reason: string;
  /** true when the two scores differ */
  readonly float: boolean;
  /** true only when no rematch-free pairing existed */
  readonly rematch: boolean;
}

export interface RoundPairing {
  readonly matches: readonly PairedMatch[];
  readonly bye: string | null;
  readonly byeReason: string | null;
}
