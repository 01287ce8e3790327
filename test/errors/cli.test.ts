// The command line over a real season (build/Code.js): an action that does its work saves once and prints
// each note once; an action refused for a problem exits 1 and leaves the file byte for byte as it was.
import { chmodSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'fs';
import { join } from 'path';
import { runCli } from '../helpers/cli';
import { openWorkbook, saveWorkbook } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { startAddon } from '../../local/runner';
import { freshBook } from './book';
import { tempDir } from '../helpers/gas';

const stamp = (file: string) => `${statSync(file).mtimeMs}:${readFileSync(file).toString('base64')}`;

test('M16: score-round with unreported games: exit 0, saved, each note printed once (stdout and stderr together)', async () => {
  const book = freshBook('mochalunt-results');
  const desk = new Desk(startAddon(book, { responder: agreeableUser }));
  const grid = desk.read('R1')!;
  const row = grid.findIndex((r, i) => i > 0 && String(r[1]) !== '' && !String(r[4]).startsWith('(')) + 1;
  desk.type('R1', row, desk.column('R1', 'game 1'), [['', '', '', '']]);
  const file = join(tempDir(), 'season.xlsx');
  await saveWorkbook(book, file);
  const r = await runCli('run', 'score-round', file, '--yes');
  expect(r.code).toBe(0);
  expect(r.err).toContain(`saved ${file}`);
  const all = `${r.out}\n${r.err}`;
  const notes = all
    .split('\n')
    .map((l) => l.replace(/^\s*(- |\[\w+\] [^:]*: )/, '').trim())
    .filter((l) => /scored 0-0|unreported/.test(l));
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
  const r = await runCli('run', 'score-round', file, '--yes');
  expect(r.code).toBe(1);
  expect(r.err).toContain(`R1, row ${row}, column game 1 (G${row}): "3-1" is not a result`);
  expect(r.err).toContain('left as it was');
  expect(stamp(file)).toBe(before);
});

describe('the files a command is given are checked before anything is run or written', () => {
  const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

  test('a misspelt option or an empty --as is a usage error (exit 2) before the workbook is even looked for', async () => {
    const missing = join(tempDir(), 'missing.xlsx');
    for (const argv of [
      ['edit', missing, 'Line-ups!C5', 'Anna', '--sa', 'captain1@example.org'],
      ['edit', missing, 'Line-ups!C5', 'Anna', '--as', ''],
      ['run', 'check-lineups', missing, '--sa', 'captain1@example.org'],
      ['run', 'check-lineups', missing, '--as', ''],
      ['form-submit', missing, '--answer', 'Name=Rita', '--as', ''],
    ]) {
      const r = await runCli(...argv);
      expect([argv.join(' '), r.code]).toEqual([argv.join(' '), 2]);
      expect(r.err).toMatch(/unknown option --sa|--as takes an e-mail address, not an empty text/);
      expect(r.err).not.toContain('does not exist');
    }
  });

  test('--out names neither the workbook nor a private file; the private file is left byte for byte', async () => {
    const dir = tempDir();
    const file = join(dir, 'season.xlsx');
    await saveWorkbook(freshBook('mochalunt'), file);
    writeFileSync(`${file}.private.json`, '[]\n');
    const before = [stamp(file), stamp(`${file}.private.json`)];
    for (const argv of [
      ['run', 'check-lineups', file, '--out', `${file}.private.json`],
      ['run', 'check-lineups', file, '--out', join(dir, '.', 'season.xlsx')],
      ['edit', file, 'Teams!A2', 'Peru', '--out', `${file}.private.json`],
    ]) {
      const r = await runCli(...argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--out names (a private file|the workbook itself)/);
    }
    expect([stamp(file), stamp(`${file}.private.json`)]).toEqual(before);
  });

  test('a read-only workbook is refused (exit 1) by run, edit and form-submit, never replaced; export may read it', async () => {
    const file = join(tempDir(), 'season.xlsx');
    await saveWorkbook(freshBook('mochalunt'), file);
    chmodSync(file, 0o444);
    const before = `${statSync(file).mode}:${stamp(file)}`;
    for (const argv of [
      ['run', 'check-lineups', file],
      ['edit', file, 'Teams!A2', 'Peru'],
      ['form-submit', file, '--answer', 'Name=Rita'],
    ]) {
      const r = await runCli(...argv);
      expect([argv[0], r.code]).toEqual([argv[0], 1]);
      expect(lines(r.err)).toEqual([
        expect.stringContaining(`${file} is read-only; nothing written. Make it writable (chmod u+w ${file})`),
      ]);
    }
    expect((await runCli('run', 'export', file)).code).toBe(0);
    expect(`${statSync(file).mode}:${stamp(file)}`).toBe(before);
  });

  test('an empty or damaged .xlsx, a folder named .xlsx, a malformed private file: one clear line, no stack trace, exit 1', async () => {
    const dir = tempDir();
    const good = join(dir, 'good.xlsx');
    await saveWorkbook(freshBook('mochalunt'), good);
    writeFileSync(join(dir, 'empty.xlsx'), '');
    writeFileSync(join(dir, 'damaged.xlsx'), readFileSync(good).subarray(0, 4000));
    mkdirSync(join(dir, 'folder.xlsx'));
    writeFileSync(`${good}.private.json`, '[["document", "k", "v"], ["trigger", "1", "{\\"uid\\": "]]');
    const cases: [string, RegExp][] = [
      ['empty.xlsx', /empty\.xlsx is empty \(0 bytes\), not a workbook; nothing written\. Give an \.xlsx workbook/],
      [
        'damaged.xlsx',
        /damaged\.xlsx is not a workbook \(it is not an \.xlsx file, or it is damaged\); nothing written/,
      ],
      ['folder.xlsx', /folder\.xlsx is a folder, not a workbook; nothing written/],
      [
        'good.xlsx',
        /good\.xlsx\.private\.json is not a private file mochalunt wrote \(entry 2 \(trigger\) holds no valid JSON\); nothing written\. Restore it from a backup, or delete it/,
      ],
    ];
    for (const [name, message] of cases) {
      const file = join(dir, name);
      for (const argv of [
        ['run', 'check-lineups', file],
        ['edit', file, 'Teams!A2', 'Peru'],
        ['form-submit', file, '--answer', 'Name=Rita'],
      ]) {
        const r = await runCli(...argv);
        expect([name, argv[0], r.code]).toEqual([name, argv[0], 1]);
        expect(lines(r.err)).toEqual([expect.stringMatching(message)]);
        expect(r.err).not.toMatch(/unexpected error|\n\s+at |Error:/);
      }
    }
    expect(readdirSync(dir).sort()).toEqual([
      'damaged.xlsx',
      'empty.xlsx',
      'folder.xlsx',
      'good.xlsx',
      'good.xlsx.private.json',
    ]);
  });

  test('demo --out refuses an existing file without --force (before playing), replaces it with --force', async () => {
    const file = join(tempDir(), 'mine.xlsx');
    writeFileSync(file, 'my own file\n');
    const before = stamp(file);
    const refused = await runCli('demo', '--teams', '8', '--out', file);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `mochalunt demo: ${file} exists; nothing written. Add --force to replace it, or give --out another file.\n`,
    );
    expect(refused.out).toBe('');
    expect(stamp(file)).toBe(before);
    const forced = await runCli('demo', '--teams', '8', '--out', file, '--force');
    expect(forced.code).toBe(0);
    expect((await openWorkbook(file)).sheetByName('Standings')).toBeDefined();
  });
});
