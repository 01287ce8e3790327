// `mochalunt edit <workbook.xlsx> "<Tab>!<A1>" "<value>" --as <email>`: one person types a value into one
// cell (or pastes rows into a range: values separated by tabs, rows by newlines), as they would in Google
// Sheets: their access and the protections are enforced, the onEdit simple trigger runs as them (LIMITED),
// then the installable edit triggers (as their creators), and the workbook is saved. What each trigger wrote
// back is printed cell by cell (the workbook compared before and after it). A refused edit prints Google's
// message, exits 1 and leaves the file as it was (it is not saved).
import { existsSync } from 'fs';
import { join } from 'path';
import type { CliCommand, CliIo } from './command';
import { parseOptions } from './command';
import { splitSheetName } from '../gas/a1';
import { missingPrivateNote } from '../gas/xlsx';
import { DEFAULT_BUNDLE_DIR, DEFAULT_USER, startAddon } from '../runner';
import { changeLines, changedCells, snapshotCells, type CellSnapshot } from './changes';
import { saveAtomically, saveFailure } from './save';
import { emailProblem, openWorkbookFile, outProblem, readOnlyReason } from './workbookFile';

const USAGE = `Usage: mochalunt edit <workbook.xlsx> "<Tab>!<A1>" "<value>" [--as EMAIL] [--out FILE] [--bundle DIR]

Types <value> into the cell as the person --as EMAIL would in Google Sheets (default ${DEFAULT_USER}, the
file's owner). A range such as "Line-ups!C2:C4" takes several values: columns separated by tabs, rows by
newlines (a paste). Sheets' conversions apply (numbers, dates in the spreadsheet's time zone; a cell
formatted as plain text keeps the text). A viewer, a cell protected against that person, or a dropdown
refusing the value refuses the edit: Google's message goes to stderr, the exit code is 1 and the workbook
is left unchanged. Otherwise the add-on's onEdit trigger runs as that person (AuthMode.LIMITED), then its
installable edit triggers (the line-up log) as the organizer who created them; what each wrote back is
printed, one cell a line ("Line-ups!J5: OK: 4 players"), and the workbook is saved (in place, or to
--out FILE, which names neither the workbook nor a private file). A workbook marked read-only is refused.`;

const OPTIONS = ['as', 'out', 'bundle'];
/** The options of `edit` (workbookLocks.ts reads its --out with them too). */
export const EDIT_OPTIONS = { values: OPTIONS };

async function main(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, options, unknown } = parseOptions(args, EDIT_OPTIONS);
  const usageError = (why: string): number => {
    io.err(`mochalunt edit: ${why}\n\n${USAGE}\n`);
    return 2;
  };
  if (unknown.length)
    return usageError(`unknown option ${unknown[0]}; the options are ${OPTIONS.map((o) => `--${o}`).join(', ')}`);
  const [file, target, value] = positional;
  if (!file || !target || value === undefined)
    return usageError(
      !file
        ? 'the workbook file is missing'
        : !target
          ? 'the cell "<Tab>!<A1>" is missing'
          : 'the value to type is missing',
    );
  if (positional.length > 3)
    return usageError(`one workbook, one cell and one value expected, not also "${positional[3]}"`);
  const asWrong = emailProblem('as', options.get('as'));
  if (asWrong) return usageError(asWrong);
  const out = options.get('out') ?? file;
  if (out === '') return usageError('--out takes a file name');
  const outWrong = options.has('out') ? outProblem(file, out) : null;
  if (outWrong) return usageError(outWrong);
  const bundleDir = options.get('bundle') || DEFAULT_BUNDLE_DIR;
  if (!existsSync(join(bundleDir, 'Code.js'))) {
    io.err(`mochalunt edit: ${join(bundleDir, 'Code.js')} is missing; run \`npm run build\` first.\n`);
    return 2;
  }
  if (!existsSync(file)) {
    io.err(`mochalunt edit: ${file} does not exist\n`);
    return 2;
  }
  const { sheetName, ref } = splitSheetName(target);
  if (sheetName === undefined || ref === '') {
    io.err(`mochalunt edit: "${target}" names no tab: write it as "Line-ups!C5"\n`);
    return 2;
  }
  const user = options.get('as') ?? DEFAULT_USER;
  const opened = await openWorkbookFile(file);
  if ('error' in opened) {
    io.err(`mochalunt edit: ${opened.error}\n`);
    return 1;
  }
  const book = opened.book;
  const lost = missingPrivateNote(book);
  if (lost) io.err(`mochalunt edit: ${lost}\n`);
  if (!book.sheetByName(sheetName)) {
    io.err(
      `mochalunt edit: the workbook has no tab "${sheetName}"; write one of its tabs: ${book.sheets
        .filter((s) => !s.hidden)
        .map((s) => s.name)
        .join(', ')}\n`,
    );
    return 2;
  }
  const readOnly = readOnlyReason(out);
  if (readOnly) {
    io.err(`mochalunt edit: ${readOnly}\n`);
    return 1;
  }
  const session = startAddon(book, { user, bundleDir });
  const rows = value.split(/\r?\n/).map((line) => line.split('\t'));
  // the workbook once the typed values are in, then before each installable trigger: what each one wrote
  const written: { by: string; changes: ReturnType<typeof changedCells> }[] = [];
  let last: CellSnapshot | undefined;
  // onEdit, when the bundle has one (a simple trigger, as the person typing), then each installable trigger
  let by = session.globals().includes('onEdit') ? `onEdit (the add-on's simple trigger, as ${user})` : '';
  const mark = (next: string) => {
    if (last && by !== '') written.push({ by, changes: changedCells(last, book) });
    last = snapshotCells(book);
    by = next;
  };
  let outcome: ReturnType<typeof session.edit>;
  try {
    outcome = session.edit(sheetName, ref, ref.includes(':') ? rows : value, {
      afterInput: () => mark(by),
      beforeTrigger: (_run, t) => mark(`${t.handler} (an installable edit trigger, as ${t.creator}, who created it)`),
    });
  } catch (e) {
    io.err(`mochalunt edit: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  if (outcome.refused) {
    io.err(
      `mochalunt edit: ${user} may not edit ${target}: ${outcome.message ?? 'refused'}\nThe workbook was not changed.\n`,
    );
    return 1;
  }
  mark('');
  for (const line of session.ui.log)
    if (line.kind !== 'toast') io.err(`[${line.kind}] ${line.title ? `${line.title}: ` : ''}${line.text}\n`);
  io.out(`${user} typed into ${target}\n`);
  for (const w of written) {
    const lines = changeLines(w.changes, book);
    io.out(lines.length ? `${w.by} wrote:\n${lines.map((l) => `  ${l}\n`).join('')}` : `${w.by} wrote nothing\n`);
  }
  for (const t of outcome.triggers ?? []) {
    if (!t.ok)
      io.err(
        `mochalunt edit: the edit trigger ${t.handler} (as ${t.user}) stopped on an error: ${t.error ?? 'unknown'}; what it wrote before is kept, as in Google\n`,
      );
  }
  try {
    await saveAtomically(book, out);
  } catch (e) {
    io.err(`mochalunt edit: ${saveFailure(e, out)}\n`);
    return 1;
  }
  io.err(`mochalunt edit: ${user} typed into ${target}; saved ${out}\n`);
  return 0;
}

export const command: CliCommand = {
  name: 'edit',
  summary: 'type a value into a cell as a person would (protections, onEdit), then save',
  usage: USAGE,
  main,
};
