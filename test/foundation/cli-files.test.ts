// The files the command line writes: the workbook and its private file (captains' e-mails, protections,
// triggers, forms) are written atomically (write-file-atomic: a temporary file in the same folder, fsync, rename); the private
// file is readable by its owner only (0600) after every save, the workbook keeps its mode, and a save that
// fails leaves the old files as they were and no temporary file behind.
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'fs';
import { join } from 'path';
import { cli } from '../../local/cli/main';
import { saveAtomically } from '../../local/cli/save';
import { privatePath } from '../../local/gas/xlsx';
import { LocalWorkbook, openWorkbook, saveWorkbook } from '../../local/runner';
import { PROBE_BUNDLE, tempDir } from '../helpers/gas';

const modeOf = (file: string) => statSync(file).mode & 0o777;
// temporary files: write-file-atomic's (<name>.<number>) or any other
const temporaries = (dir: string) => readdirSync(dir).filter((f) => /\.\d+$|\.tmp/.test(f));

/** A workbook with private data: a captain's address in the document properties. */
function privateBook(): LocalWorkbook {
  const book = LocalWorkbook.empty();
  book.documentProperties.set('mochalunt.captains', JSON.stringify({ Peru: ['ana@peru.example'] }));
  return book;
}

async function quietCli(...argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await cli(argv, {
    out: () => undefined,
    err: (t) => {
      err += t;
    },
  });
  return { code, err };
}

describe('the private file', () => {
  test('is readable by its owner only (0600) after every save, also when an older copy was made readable by all', async () => {
    const dir = tempDir();
    const file = join(dir, 'book.xlsx');
    await saveAtomically(privateBook(), file);
    expect(modeOf(privatePath(file))).toBe(0o600);
    chmodSync(privatePath(file), 0o644);
    await saveAtomically(privateBook(), file);
    expect(modeOf(privatePath(file))).toBe(0o600);
    // saved by the raw saver too (tests, the demo's helpers)
    await saveWorkbook(privateBook(), join(dir, 'raw.xlsx'));
    expect(modeOf(privatePath(join(dir, 'raw.xlsx')))).toBe(0o600);
    expect(temporaries(dir)).toEqual([]);
  });

  test('keeps mode 0600 when a command saves the workbook again', async () => {
    const dir = tempDir();
    const file = join(dir, 'book.xlsx');
    await saveWorkbook(privateBook(), file);
    chmodSync(privatePath(file), 0o600);
    const r = await quietCli('run', 'ask-round', file, '--round', '2', '--yes', '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(0);
    expect((await openWorkbook(file)).sheets[0].grid[0]?.[0]?.v).toBe('round 2');
    expect(modeOf(privatePath(file))).toBe(0o600);
    expect(JSON.parse(readFileSync(privatePath(file), 'utf8'))).toEqual([
      ['document', 'mochalunt.captains', JSON.stringify({ Peru: ['ana@peru.example'] })],
    ]);
    expect(temporaries(dir)).toEqual([]);
  });
});

describe('saving atomically', () => {
  test('the workbook keeps the mode it had (a workbook made private stays private)', async () => {
    const dir = tempDir();
    const file = join(dir, 'book.xlsx');
    await saveAtomically(privateBook(), file);
    chmodSync(file, 0o600);
    await saveAtomically(privateBook(), file);
    expect(modeOf(file)).toBe(0o600);
  });

  test('a save whose rename fails leaves the old workbook and the old private file as they were, and no temporary file', async () => {
    const dir = tempDir();
    // the target is a folder (a rename of a file over it fails), with a private file beside it
    const target = join(dir, 'book.xlsx');
    mkdirSync(target);
    writeFileSync(join(target, 'inside'), 'kept');
    writeFileSync(privatePath(target), '[["document","old","kept"]]\n', { mode: 0o600 });
    const before = readFileSync(privatePath(target));
    await expect(saveAtomically(privateBook(), target)).rejects.toThrow();
    expect(readFileSync(privatePath(target))).toEqual(before);
    expect(modeOf(privatePath(target))).toBe(0o600);
    expect(readdirSync(target)).toEqual(['inside']);
    expect(temporaries(dir)).toEqual([]);
  });

  test('a save whose workbook cannot be drawn (a chart, the memory) leaves both old files byte for byte and no temporary file', async () => {
    const dir = tempDir();
    const file = join(dir, 'book.xlsx');
    await saveAtomically(privateBook(), file);
    const before = [readFileSync(file), readFileSync(privatePath(file))];
    const failing = (): Promise<never> => Promise.reject(new Error('the chart cannot be drawn'));
    await expect(saveAtomically(privateBook(), file, failing)).rejects.toThrow(/chart/);
    expect([readFileSync(file), readFileSync(privatePath(file))]).toEqual(before);
    expect(temporaries(dir)).toEqual([]);
  });

  test('a save into a folder that does not exist fails whole: nothing is created', async () => {
    const dir = tempDir();
    const file = join(dir, 'missing', 'book.xlsx');
    await expect(saveAtomically(privateBook(), file)).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  test('a workbook without private data saved over one with it: the private file goes, and comes back when the workbook cannot be written', async () => {
    const dir = tempDir();
    const file = join(dir, 'book.xlsx');
    await saveAtomically(privateBook(), file);
    await saveAtomically(LocalWorkbook.empty(), file);
    expect(existsSync(privatePath(file))).toBe(false);
    const target = join(dir, 'folder.xlsx');
    mkdirSync(target);
    writeFileSync(privatePath(target), 'old\n', { mode: 0o600 });
    await expect(saveAtomically(LocalWorkbook.empty(), target)).rejects.toThrow();
    expect(readFileSync(privatePath(target), 'utf8')).toBe('old\n');
    expect(modeOf(privatePath(target))).toBe(0o600);
    expect(temporaries(dir)).toEqual([]);
  });
});
