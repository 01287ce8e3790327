// The workbook files a command is given, checked before anything is run or written: the workbook is an .xlsx
// file that can be read (not a folder, not empty, not damaged; its private file as mochalunt wrote it), it may
// be rewritten (not read-only), and --out names neither the workbook nor a private file nor a lock (lock.ts). Each refusal is one
// line a person can act on: the command prints it and exits (1: nothing written; 2: a usage error).
import { accessSync, constants, existsSync, statSync } from 'fs';
import { resolve } from 'path';
import { openWorkbook, type LocalWorkbook } from '../runner';
import { WorkbookFileError, privatePath } from '../gas/xlsx';

const GIVE_XLSX = 'Give an .xlsx workbook saved by mochalunt, Google Sheets, Excel or LibreOffice.';

/** Why `file` cannot be opened as a workbook, or null when it looks like a file to read. */
function notAFile(file: string): string | null {
  const st = statSync(file);
  if (st.isDirectory()) return `${file} is a folder, not a workbook; nothing written. ${GIVE_XLSX}`;
  if (st.size === 0) return `${file} is empty (0 bytes), not a workbook; nothing written. ${GIVE_XLSX}`;
  return null;
}

/**
 * Opens an existing workbook, or says in one line why it cannot be read: a folder, an empty file, a file that
 * is not an .xlsx (damaged, cut short, another kind of file), a private file edited by hand.
 */
export async function openWorkbookFile(file: string): Promise<{ book: LocalWorkbook } | { error: string }> {
  const why = notAFile(file);
  if (why) return { error: why };
  try {
    return { book: await openWorkbook(file) };
  } catch (e) {
    if (e instanceof WorkbookFileError) {
      const message = e.message;
      return {
        error: `${message}; nothing written. Restore it from a backup, or delete it: the workbook then opens without the captains' e-mails, protections, triggers and forms kept there.`,
      };
    }
    if ((e as { code?: unknown }).code === 'EACCES')
      return {
        error: `${file} cannot be read (permission denied); nothing written. Make it readable (chmod u+r ${file}).`,
      };
    // whatever the unzipping or the XML parser said (cut short, a byte changed): one line, no parser's words
    return {
      error: `${file} is not a workbook (it is not an .xlsx file, or it is damaged); nothing written. ${GIVE_XLSX}`,
    };
  }
}

/**
 * Why saving to `path` would replace a file that is marked read-only (or the private file beside it), or
 * null. The owner's write permission decides even for root, who could write anyway: a file someone made
 * read-only is never replaced.
 */
export function readOnlyReason(path: string, hasOut = true): string | null {
  for (const f of [path, privatePath(path)]) {
    if (!existsSync(f) || statSync(f).isDirectory()) continue;
    let writable = (statSync(f).mode & 0o222) !== 0;
    try {
      accessSync(f, constants.W_OK);
    } catch {
      writable = false;
    }
    if (!writable)
      return `${f} is read-only; nothing written. Make it writable (chmod u+w ${f}) and run the command again${hasOut ? ', or give --out another file to save the result there' : ''}.`;
  }
  return null;
}

/** Why --out may not name `out`, a private file (`<workbook>.xlsx.private.json`) or a lock (`<workbook>.lock`), or null. */
export function privateOutProblem(out: string): string | null {
  if (/\.private\.json$/i.test(out))
    return `--out names a private file (${out}), where mochalunt keeps a workbook's captains' e-mails, protections, triggers and forms; give --out an .xlsx file`;
  if (/\.lock$/i.test(out))
    return `--out names a lock file (${out}), where mochalunt notes which process works on a workbook; give --out an .xlsx file`;
  return null;
}

/** Why --out may not name `out` for the workbook `file` (the workbook itself, a private file), or null. */
export function outProblem(file: string, out: string): string | null {
  if (resolve(out) === resolve(file))
    return `--out names the workbook itself (${out}); leave --out out to save in place, or give another file`;
  return privateOutProblem(out);
}

/** An e-mail address as --as takes it, or the usage error. */
export function emailProblem(option: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value.trim() === '') return `--${option} takes an e-mail address, not an empty text`;
  return /^[^\s@]+@[^\s@]+$/.test(value) ? null : `--${option} takes an e-mail address, not "${value}"`;
}
