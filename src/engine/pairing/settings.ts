// Tuning of the pairing solver. None of these changes how good the chosen pairing is (the solver is exact for the
// criteria of criteria.ts), only how fast it gets there, except weightBits, which bounds the exact integer
// weights and may cap the split level on enormous fields (see levels in criteria.ts). Where several pairings are
// equally good by every criterion, the start graph may decide which one is chosen (a splitWindow of 8 pairs the
// bench's 4,096-player Swiss differently within its first four rounds): a change here is checked for identical
// pairings on the hand-worked cases and the bench's fields.

export interface PairingSettings {
  /** sparse start graph: partners tried on each side of an entrant's ideal split partner (L4) */
  readonly splitWindow: number;
  /** sparse start graph: entrants at the bottom of a score group linked to as many at the top of the next */
  readonly boundaryLinks: number;
  /** sparse start graph: each entrant linked to this many of the nearest entrants of every other score group */
  readonly crossLinks: number;
  /**
   * largest pair weight allowed, as a power of two. The blossom works in exact integers below 2^53 and needs
   * headroom for doubled duals; when the lexicographic levels would not fit, the lowest level (L4 split) is
   * capped per pair, and the solver refuses (RangeError) when even the levels above it do not fit.
   */
  readonly weightBits: number;
}

export const DEFAULT_PAIRING_SETTINGS: PairingSettings = {
  splitWindow: 6,
  boundaryLinks: 3,
  crossLinks: 3,
  weightBits: 48,
};
