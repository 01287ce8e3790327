// Hostile files on the command line: a workbook cut short or with bytes changed, and an undo record damaged (one
// in the form steps had before they were sealed, cut in half), each give one clear line: exit 1, the file left
// byte for byte, no parser's message (unzip, XML, JSON) and no stack trace.
import { readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { openWorkbook, saveWorkbook } from '../../local/runner';
import { runCli } from '../helpers/cli';
import { requireBuild, tempDir } from '../helpers/gas';
import { tournament } from './support';

/** The lines the command printed for itself (not the add-on's dialogs). */
const ownLines = (err: string, command: string): string[] =>
  err.split('\n').filter((l) => l.startsWith(`mochalunt run ${command}:`));

const PARSER = /Bug :|zip|Unexpected|JSON|SyntaxError|position \d|\n\s+at /;

test('an .xlsx cut short or with bytes changed: one line, exit 1, no parser message', async () => {
  requireBuild();
  const { book } = await tournament(4, 5);
  const file = join(tempDir(), 'cup.xlsx');
  await saveWorkbook(book, file);
  const whole = readFileSync(file);
  const harmed = join(tempDir(), 'harmed.xlsx');
  const cases: Buffer[] = [whole.subarray(0, Math.floor(whole.length / 2)), whole.subarray(0, whole.length - 10)];
  // bytes changed inside the compressed data of the first entries
  for (const at of [200, 3000]) {
    const b = Buffer.from(whole);
    for (let i = at; i < at + 40; i++) b[i] ^= 0x5a;
    cases.push(b);
  }
  for (const bytes of cases) {
    writeFileSync(harmed, bytes);
    const r = await runCli('run', 'check-lineups', harmed);
    expect(r.code).toBe(1);
    expect(r.err.trim().split('\n')).toEqual([
      `mochalunt run check-lineups: ${harmed} is not a workbook (it is not an .xlsx file, or it is damaged); nothing written. Give an .xlsx workbook saved by mochalunt, Google Sheets, Excel or LibreOffice.`,
    ]);
    expect(readFileSync(harmed).equals(bytes)).toBe(true);
  }
}, 120000);

test('an undo record cut in half (an unsealed one): Undo refuses as damaged in one line, exit 1, no parser message', async () => {
  requireBuild();
  const { book } = await tournament(4, 5);
  const file = join(tempDir(), 'cup.xlsx');
  await saveWorkbook(book, file);
  const opened = await openWorkbook(file);
  const undo = opened.sheetByName('_undo')!;
  // the newest step: the last row with a record; its record replaced by an unsealed one cut in half
  const rows = undo.grid.map((r, i) => ({ r, i })).filter(({ r }) => r?.[2]?.v);
  const newest = rows[rows.length - 1];
  const json = String(newest.r[2]!.v).replace(/^~#[0-9a-z]+#\d+#/, '');
  newest.r[2]!.v = json.slice(0, Math.floor(json.length / 2));
  for (let c = 3; c < newest.r.length; c++) if (newest.r[c]) newest.r[c]!.v = '';
  await saveWorkbook(opened, file);
  const bytes = readFileSync(file);
  const r = await runCli('run', 'undo', file, '--yes');
  expect(r.code).toBe(1);
  expect(r.err).not.toMatch(PARSER);
  expect(ownLines(r.err, 'undo')).toEqual([
    `mochalunt run undo: Undo last action: nothing written. The newest undo step (row ${newest.i + 1} of the hidden _undo tab) is damaged: its text is not complete (it was cut or a piece was changed). Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row ${newest.i + 1} (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.`,
  ]);
  expect(readFileSync(file).equals(bytes)).toBe(true);
}, 120000);
