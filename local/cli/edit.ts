// `mochalunt edit <workbook.xlsx> "<Tab>!<A1>" "<value>" --as <email>`: one person types a value into one
// cell (or pastes rows into a range: values separated by tabs, rows by newlines), as they would in Google
// Sheets: their access and the protections are enforced, the onEdit simple trigger runs as them (LIMITED),
// then the installable edit triggers (as their creators), and the workbook is saved. A refused edit prints
// Google's message, exits 1 and leaves the file as it was (it is not saved).
import { existsSync } from 'fs';
import { join } from 'path';
import type { CliCommand, CliIo } from './command';
import { parseOptions } from './command';
import { splitSheetName } from '../gas/a1';
import { DEFAULT_BUNDLE_DIR, DEFAULT_USER, openWorkbook, saveWorkbook, startAddon } from '../runner';

const USAGE = `Usage: mochalunt edit <workbook.xlsx> "<Tab>!<A1>" "<value>" [--as EMAIL] [--out FILE] [--bundle DIR]

Types <value> into the cell as the person --as EMAIL would in Google Sheets (default ${DEFAULT_USER}, the
file's owner). A range such as "Line-ups!C2:C4" takes several values: columns separated by tabs, rows by
newlines (a paste). Sheets' conversions apply (numbers, dates in the spreadsheet's time zone). A viewer, a
cell protected against that person, or a dropdown refusing the value refuses the edit: Google's message goes
to stderr, the exit code is 1 and the workbook is left unchanged. Otherwise the add-on's onEdit trigger runs
as that person (AuthMode.LIMITED), then its installable edit triggers, and the workbook is saved (in place,
or to --out FILE).`;

async function main(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, options } = parseOptions(args);
  const [file, target, value] = positional;
  if (!file || !target || value === undefined || positional.length > 3) {
    io.err(USAGE + '\n');
    return 2;
  }
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
  const user = options.get('as') || DEFAULT_USER;
  const book = await openWorkbook(file);
  if (!book.sheetByName(sheetName)) {
    io.err(`mochalunt edit: the workbook has no tab "${sheetName}"; write one of its tabs: ${book.sheets.filter((s) => !s.hidden).map((s) => s.name).join(', ')}\n`);
    return 2;
  }
  const session = startAddon(book, { user, bundleDir });
  const rows = value.split(/\r?\n/).map((line) => line.split('\t'));
  let outcome: { refused: boolean; message?: string };
  try {
    outcome = session.edit(sheetName, ref, ref.includes(':') ? rows : value);
  } catch (e) {
    io.err(`mochalunt edit: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  if (outcome.refused) {
    io.err(`mochalunt edit: ${user} may not edit ${target}: ${outcome.message ?? 'refused'}\nThe workbook was not changed.\n`);
    return 1;
  }
  for (const line of session.ui.log) if (line.kind !== 'toast') io.err(`[${line.kind}] ${line.title ? `${line.title}: ` : ''}${line.text}\n`);
  const out = options.get('out') || file;
  await saveWorkbook(book, out);
  io.err(`mochalunt edit: ${user} typed into ${target}; saved ${out}\n`);
  return 0;
}

export const command: CliCommand = {
  name: 'edit',
  summary: 'type a value into a cell as a person would (protections, onEdit), then save',
  usage: USAGE,
  main,
};
