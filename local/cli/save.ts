// Saving a workbook from the command line, atomically (atomicFile.ts): the .xlsx and its private file are
// written to temporary files in the same folder, flushed to the disk, then renamed over the old ones, so a
// crash, a full disk or a broken pipe never leaves half a workbook, and no temporary file is left behind. The
// private file (captains' e-mails, protections, triggers, forms) is always owner-only (mode 0600); the .xlsx
// keeps the mode it had. Also: a fingerprint of the whole local model (every cell, formula, format, note,
// validation, protection and property) to tell whether an action changed anything.
import { chmodSync, existsSync, readFileSync, renameSync, rmSync } from 'fs';
import { dirname } from 'path';
import { saveWorkbook, type LocalWorkbook } from '../runner';
import { privatePath } from '../gas/xlsx';
import {
  PRIVATE_MODE,
  modeOf,
  syncFile,
  syncFolder,
  temporaryPath,
  trackTemporary,
  writeFileAtomically,
} from './atomicFile';

/**
 * Saves `book` to `path` through temporary files in the same folder, fsync and renames (the private file
 * first, then the workbook). When the workbook's rename fails, the old private file is put back: on any
 * failure the files on disk are the old ones and no temporary file is left. `write` writes the two temporary files
 * (saveWorkbook; a test gives one that fails halfway).
 */
export async function saveAtomically(
  book: LocalWorkbook,
  path: string,
  write: (book: LocalWorkbook, path: string) => Promise<void> = saveWorkbook,
): Promise<void> {
  const tmp = temporaryPath(path, '.xlsx');
  const tmpPrivate = privatePath(tmp);
  const forget = trackTemporary(tmp, tmpPrivate);
  const target = privatePath(path);
  const oldPrivate = existsSync(target) ? readFileSync(target) : null;
  const mode = modeOf(path);
  try {
    await write(book, tmp);
    if (mode !== undefined) chmodSync(tmp, mode);
    syncFile(tmp);
    if (existsSync(tmpPrivate)) {
      chmodSync(tmpPrivate, PRIVATE_MODE);
      syncFile(tmpPrivate);
      renameSync(tmpPrivate, target);
    } else rmSync(target, { force: true });
    try {
      renameSync(tmp, path);
    } catch (e) {
      // the workbook stays the old one: so does its private file
      if (oldPrivate !== null) writeFileAtomically(target, oldPrivate, PRIVATE_MODE);
      else rmSync(target, { force: true });
      throw e;
    }
    syncFolder(dirname(path));
  } finally {
    rmSync(tmp, { force: true });
    rmSync(tmpPrivate, { force: true });
    forget();
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
