// What the bye of an odd field is worth (M3 Decision): its main score and whether it counts for the
// secondary score. A bye is never a played round, so it never enters G (M18).

export interface ByeSettings {
  /** main score of the bye (M3 Decision, default 3) */
  readonly byeMainScore: number;
  /** whether the bye round enters the average normalized score (M3 Decision, default false) */
  readonly byeCountsForSecondary: boolean;
  /** the normalized score (whole percent) a counted bye adds to that average (default 100, as a forfeit win) */
  readonly byeNormalized: number;
}

export const DEFAULT_BYE: ByeSettings = { byeMainScore: 3, byeCountsForSecondary: false, byeNormalized: 100 };
