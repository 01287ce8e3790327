// Saving a workbook from the command line, atomically: the .xlsx and its private file are each written by npm's
// `write-file-atomic` (a temporary file in the same folder, flushed to the disk, renamed over the old one; the
// temporary file removed on failure and at the process's exit), so a crash, a full disk or a broken pipe never
// leaves half a workbook. The workbook is drawn in memory first (a chart that cannot be drawn fails before
// anything is written). The private file (captains' e-mails, protections, triggers, forms) is always owner-only
// (mode 0600); the .xlsx keeps the mode it had. Also: a fingerprint of the whole local model (every cell,
// formula, format, note, validation, protection and property) to tell whether an action changed anything.
import { existsSync, readFileSync, rmSync } from 'fs';
import writeFileAtomic from 'write-file-atomic';
import { type LocalWorkbook } from '../runner';
import { privatePath, xlsxFiles } from '../gas/xlsx';

/** The mode of a private file (<workbook>.private.json): read and written by its owner only. */
const PRIVATE_MODE = 0o600;

/**
 * Saves `book` to `path`: its private file first, then the workbook. When the workbook cannot be written,
 * the old private file is put back: on any failure the files on disk are the old ones and no temporary file
 * is left. `render` draws the two files (xlsxFiles; a test gives one that fails).
 */
export async function saveAtomically(
  book: LocalWorkbook,
  path: string,
  render: (book: LocalWorkbook) => Promise<{ xlsx: Buffer; privateJson: string | null }> = xlsxFiles,
): Promise<void> {
  const files = await render(book);
  const target = privatePath(path);
  const oldPrivate = existsSync(target) ? readFileSync(target) : null;
  if (files.privateJson !== null) writeFileAtomic.sync(target, files.privateJson, { mode: PRIVATE_MODE });
  else rmSync(target, { force: true });
  try {
    // no mode given: write-file-atomic gives the new file the mode the old one had
    writeFileAtomic.sync(path, files.xlsx);
  } catch (e) {
    // the workbook stays the old one: so does its private file
    if (oldPrivate !== null) writeFileAtomic.sync(target, oldPrivate, { mode: PRIVATE_MODE });
    else rmSync(target, { force: true });
    throw e;
  }
}

/** Why saving to `out` failed, as one line (the workbook on disk is left as it was: the rename never happened). */
export function saveFailure(
  e: unknown,
  out: string,
  advice = 'Give --out a file in an existing folder you may write to.',
): string {
  const code = (e as { code?: string }).code;
  const why =
    code === 'ENOENT'
      ? 'its folder does not exist'
      : code === 'EACCES' || code === 'EPERM'
        ? 'no permission to write there'
        : code === 'EISDIR'
          ? 'it is a folder'
          : 'the disk refused it';
  return `cannot save ${out} (${why}); the workbook on disk is left as it was. ${advice}`;
}

/** A string that changes when anything in the document changes (fast: no copy of the model is built). */
export function workbookFingerprint(book: LocalWorkbook): string {
  const sheets = book.sheets.map((s) => [
    s.id,
    s.name,
    s.maxRows,
    s.maxColumns,
    s.frozenRows,
    s.frozenColumns,
    s.hidden,
    s.tabColor,
    s.columnWidths,
    s.bandings,
    s.grid,
  ]);
  return JSON.stringify(
    [
      book.name,
      book.timeZone,
      sheets,
      book.protections,
      book.documentProperties,
      book.scriptProperties,
      book.userProperties,
    ],
    (_k, v: unknown) => (v instanceof Map ? [...v.entries()] : v === undefined ? null : v),
  );
}
