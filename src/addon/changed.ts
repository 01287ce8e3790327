// The refusal an action gives when the workbook changed while its question was open: nothing written, run it again.
// Its own module so that the run loop (run.ts) and the actions that ask their own questions (captains, undo) share it.

/** The message when the workbook changed between the proposal and the answer. */
export function changedMessage(label: string): string {
  return `${label}: the workbook changed while you were answering (another action ran or someone typed). Nothing was written: run ${label} again to see the new proposal.`;
}
