// What `mochalunt run --kill-after-calls K` says once Google's 6-minute limit stopped the action: Undo is advised
// only when the action left its unfinished mark (src/addon/unfinished.ts), naming the undo step Undo would put
// back; an action stopped before its first write left the workbook as it was (nothing to undo: `run undo` would
// undo the action before it), and one stopped after its last write left its work whole.
import type { LocalWorkbook } from '../runner';
import { UNDO_LABEL, UNFINISHED_PROPERTY } from '../../src/addon/unfinished';

/** The mark the stopped action left (its menu caption and undo step's title), or null. */
function markOf(book: LocalWorkbook): { label: string; title: string } | null {
  const text = book.documentProperties.get(UNFINISHED_PROPERTY);
  if (!text) return null;
  try {
    const u = JSON.parse(text) as { label?: unknown; title?: unknown };
    return typeof u.label === 'string' && typeof u.title === 'string' ? { label: u.label, title: u.title } : null;
  } catch {
    return null;
  }
}

/**
 * The line after a kill at call `k`: `changed` says whether the workbook differs from the one opened; `save`
 * whether to save it (what Google keeps: anything the action wrote).
 */
export function stoppedLine(
  book: LocalWorkbook,
  action: string,
  out: string,
  head: string,
  changed: boolean,
): { line: string; save: boolean } {
  const mark = markOf(book);
  if (mark) {
    const todo =
      mark.label === UNDO_LABEL
        ? `run \`mochalunt run undo ${out} --yes\` again to finish putting back "${mark.title}"`
        : `run \`mochalunt run undo ${out} --yes\` to put back what "${mark.title}" wrote (its undo step), then ${action} again`;
    return { line: `${head}; what it had written stays, saved in ${out}: ${todo}`, save: true };
  }
  if (!changed)
    return {
      line: `${head} before its first write: nothing was written and the workbook is left as it was; nothing to undo (\`run undo\` would undo the action before it): run ${action} again`,
      save: false,
    };
  return {
    line: `${head}; it left no unfinished action (its writes were whole, or it keeps no undo step): what it had written stays, saved in ${out}; nothing to undo for it: run ${action} again if its work is not complete`,
    save: true,
  };
}
