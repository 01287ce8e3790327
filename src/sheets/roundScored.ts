// When a round is closed to the results form: once Score round wrote it. Today that is its match scores
// (every team match's points on a MOCHALUNT round tab, every result record of the other formats: the tabs'
// `scored`). A report arriving after it never changes a scored cell: it is logged and listed for the organizers.
// One small function, so that what "scored" means can change in one place.

/** True once the round (as its round tab reads) is scored. */
export function roundScored(tab: { readonly scored: boolean }): boolean {
  return tab.scored;
}
