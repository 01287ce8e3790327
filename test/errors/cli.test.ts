// The command line over a real season (build/Code.js): an action that does its work saves once and prints
// each note once; an action refused for a problem exits 1 and leaves the file byte for byte as it was.
import { readFileSync, statSync } from 'fs';
import { join } from 'path';
import { cli } from '../../local/cli/main';
import { saveWorkbook } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { startAddon } from '../../local/runner';
import { freshBook } from './book';
import { tempDir } from '../helpers/gas';

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await cli(argv, { out: (t) => { out += t; }, err: (t) => { err += t; } });
  return { code, out, err };
}

const stamp = (file: string) => `${statSync(file).mtimeMs}:${readFileSync(file).toString('base64')}`;

test('M16: score-round with unreported games: exit 0, saved, each note printed once (stdout and stderr together)', async () => {
  const book = freshBook('mochalunt-results');
  const desk = new Desk(startAddon(book, { responder: agreeableUser }));
  const grid = desk.read('R1')!;
  const row = grid.findIndex((r, i) => i > 0 && String(r[1]) !== '' && !String(r[4]).startsWith('(')) + 1;
  desk.type('R1', row, desk.column('R1', 'game 1'), [['', '', '', '']]);
  const file = join(tempDir(), 'season.xlsx');
  await saveWorkbook(book, file);
  const r = await run('run', 'score-round', file, '--yes');
  expect(r.code).toBe(0);
  expect(r.err).toContain(`saved ${file}`);
  const all = `${r.out}\n${r.err}`;
  const notes = all.split('\n').map((l) => l.replace(/^\s*(- |\[\w+\] [^:]*: )/, '').trim()).filter((l) => /scored 0-0|unreported/.test(l));
  expect(notes.length).toBeGreaterThan(0);
  const unreported = /board \d+[^;\n]*/.exec(all.slice(all.indexOf('scored 0-0 (M16)')))?.[0] ?? '';
  expect(unreported).not.toBe('');
  expect(all.split(unreported).length - 1).toBe(1);
});

test('Score round refused for a result "3-1": exit 1, the problem printed with its cell, the file unchanged', async () => {
  const book = freshBook('mochalunt-results');
  const desk = new Desk(startAddon(book, { responder: agreeableUser }));
  const grid = desk.read('R1')!;
  const row = grid.findIndex((r, i) => i > 0 && String(r[1]) !== '' && !String(r[4]).startsWith('(')) + 1;
  desk.type('R1', row, desk.column('R1', 'game 1'), [['3-1']]);
  const file = join(tempDir(), 'season.xlsx');
  await saveWorkbook(book, file);
  const before = stamp(file);
  const r = await run('run', 'score-round', file, '--yes');
  expect(r.code).toBe(1);
  expect(r.err).toContain(`R1, row ${row}, column game 1 (G${row}): "3-1" is not a result`);
  expect(r.err).toContain('left as it was');
  expect(stamp(file)).toBe(before);
});
