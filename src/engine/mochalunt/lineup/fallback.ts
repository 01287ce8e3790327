// M13: the line-up in effect for a round when a team sent none in time: its previous line-up.
//
// Decisions (documented here and in the report):
// - Of the line-ups a team sent for a round by the line-up deadline, the last one sent counts (a captain
//   may correct it before the deadline; equal times: the later in the input).
// - A line-up sent after its deadline is ignored for that round and for later rounds.
// - "The previous line-up" is the one in effect in the previous round (itself possibly a fallback), so a
//   team that stays silent keeps its last line-up sent on time. Before any such line-up there is none.
// - A round without a known deadline accepts every line-up sent for it.
// The caller re-checks a fallback line-up against the current roster (players may have left).
import { isLate, type Instant } from '../calendar';

export interface SentLineup<T> {
  /** the round the line-up was sent for */
  readonly round: number;
  readonly sentAt: Instant;
  readonly lineup: T;
}

export type EffectiveLineup<T> =
  /** sent for this round by its deadline */
  | { readonly source: 'sent'; readonly lineup: T; readonly fromRound: number }
  /** M13: none sent in time; the line-up of `fromRound` carries over */
  | { readonly source: 'previous'; readonly lineup: T; readonly fromRound: number }
  /** none sent in time and no earlier line-up */
  | { readonly source: 'none' };

/** M13: the line-up in effect for `round`, from everything a team sent and the line-up deadline of each round. */
export function effectiveLineup<T>(
  sent: readonly SentLineup<T>[],
  round: number,
  deadlines: Readonly<Record<number, Instant>>,
): EffectiveLineup<T> {
  let current: EffectiveLineup<T> = { source: 'none' };
  const first = Math.min(round, ...sent.map((s) => s.round));
  for (let r = first; r <= round; r++) {
    const deadline = deadlines[r];
    let chosen: SentLineup<T> | undefined;
    for (const s of sent) {
      if (s.round !== r || (deadline !== undefined && isLate(s.sentAt, deadline))) continue;
      if (!chosen || s.sentAt >= chosen.sentAt) chosen = s;
    }
    if (chosen) current = { source: 'sent', lineup: chosen.lineup, fromRound: r };
    else if (current.source !== 'none')
      current = { source: 'previous', lineup: current.lineup, fromRound: current.fromRound };
  }
  return current;
}
