// One mochalunt process at a time on a workbook (local/cli/lock.ts): a workbook another live process holds is
// refused after the wait, byte for byte unchanged; a stale lock (its process gone) is taken over; the lock is
// removed on every way out; two processes started at once both make their edit, one after the other (or the
// second says busy): never one edit lost. A pipe closed early (`| head -1`) never loses the workbook or leaves
// a temporary file. The processes are the real command line (node bin/mochalunt.js, built by npm run build).
import { spawn, spawnSync } from 'child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { openWorkbook } from '../../local/runner';
import { PROBE_BUNDLE, tempDir } from '../helpers/gas';
import { emptyWorkbookFile, runCli } from '../helpers/cli';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'mochalunt.js');

function requireCli(): void {
  if (!existsSync(join(ROOT, 'dist', 'cli.js')))
    throw new Error('dist/cli.js is missing: run `npm run -s build` first');
}

const run = runCli;

const emptyFile = (dir: string, name = 'book.xlsx'): Promise<string> => emptyWorkbookFile(dir, name);

/** Every file of the folder with its bytes. */
const folder = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(join(dir, f)).toString('base64')]),
  );
/** Lock files and temporary files left in the folder. */
const leftovers = (dir: string) => readdirSync(dir).filter((f) => /\.lock|\.tmp|\.new$|\.stale$/.test(f));
/** The number of a process that has ended. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid;

/** Runs the real command line; `closeStdout` closes the reading end of its stdout at once (a reader gone). */
function spawnCli(argv: string[], closeStdout = false): Promise<{ code: number | null; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...argv], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    if (closeStdout) child.stdout.destroy();
    else child.stdout.resume();
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('close', (code) => done({ code, err }));
  });
}

describe('the workbook lock', () => {
  test('a workbook whose lock a live process holds: the command waits, says busy naming the lock, exits 1, the files byte for byte unchanged', async () => {
    const dir = tempDir();
    const file = await emptyFile(dir);
    writeFileSync(`${file}.lock`, `${process.pid}\n`);
    const before = folder(dir);
    const r = await run('run', 'ask-round', file, '--round', '2', '--yes', '--bundle', PROBE_BUNDLE, '--wait', '1');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `mochalunt run: ${file} is busy: another mochalunt process (number ${process.pid}) is working on it and holds its lock ${file}.lock (waited 1 s); nothing written. Run the command again once that one has finished, or give --wait SECONDS to wait longer; if no mochalunt command is running, delete ${file}.lock.\n`,
    );
    expect(folder(dir)).toEqual(before);
  });

  test('a stale lock (its process has ended) is taken over, with the temporary files that process left: the command does its work, and the lock is gone after', async () => {
    const dir = tempDir();
    const file = await emptyFile(dir);
    const dead = deadPid();
    writeFileSync(`${file}.lock`, `${dead}\n`);
    // what a process killed halfway through a save leaves (write-file-atomic's temporary files), and files of others
    writeFileSync(join(dir, 'book.xlsx.3141592653'), 'half a workbook');
    writeFileSync(join(dir, 'book.xlsx.private.json.2718281828'), '[');
    writeFileSync(join(dir, 'book.xlsx.notes'), 'kept');
    writeFileSync(join(dir, '1234'), 'kept');
    const r = await run('run', 'ask-round', file, '--round', '3', '--yes', '--bundle', PROBE_BUNDLE, '--wait', '0');
    expect(r.code).toBe(0);
    expect((await openWorkbook(file)).sheets[0].grid[0]?.[0]?.v).toBe('round 3');
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['1234', 'book.xlsx', 'book.xlsx.notes']);
  });

  test('the lock is removed on every way out: done, refused, declined, a usage error, an error inside the command', async () => {
    const dir = tempDir();
    const file = await emptyFile(dir);
    const ways: [string[], number][] = [
      [['run', 'ask-round', file, '--round', '2', '--yes', '--bundle', PROBE_BUNDLE], 0],
      [['run', 'ask-round', file, '--round', '2', '--bundle', PROBE_BUNDLE], 1], // declined: no --yes
      [['run', 'fail', file, '--bundle', PROBE_BUNDLE], 1], // the handler throws
      [['run', 'fly', file, '--bundle', PROBE_BUNDLE], 2], // an unknown action
      [['run', 'ask-round', file, '--round', 'x'], 2],
      [['edit', file, 'Sheet1!B2', 'x', '--bundle', PROBE_BUNDLE], 0],
    ];
    for (const [argv, code] of ways) {
      expect([argv.join(' '), (await run(...argv)).code]).toEqual([argv.join(' '), code]);
      expect(leftovers(dir)).toEqual([]);
    }
  });

  test('two processes started at once on one workbook: both edits are kept, one after the other (or the second says busy and writes nothing)', async () => {
    requireCli();
    const dir = tempDir();
    const file = await emptyFile(dir);
    const [a, b] = await Promise.all([
      spawnCli(['edit', file, 'Sheet1!A1', 'first', '--bundle', PROBE_BUNDLE]),
      spawnCli(['edit', file, 'Sheet1!A2', 'second', '--bundle', PROBE_BUNDLE]),
    ]);
    const grid = (await openWorkbook(file)).sheets[0].grid;
    const kept = { first: grid[0]?.[0]?.v === 'first', second: grid[1]?.[0]?.v === 'second' };
    for (const [r, name] of [
      [a, 'first'],
      [b, 'second'],
    ] as const) {
      expect([name, r.code]).toEqual([name, r.code === 1 ? 1 : 0]);
      // an edit that exited 0 is in the file; one that exited 1 said busy
      if (r.code === 0) expect([name, kept[name]]).toEqual([name, true]);
      else expect(r.err).toMatch(/is busy: another mochalunt process/);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
    expect(leftovers(dir)).toEqual([]);
  });
});

describe('a command ended by a signal', () => {
  test('SIGTERM while it holds the lock: no lock and no temporary file left, the workbook whole (as before, or with its edit)', async () => {
    requireCli();
    const dir = tempDir();
    const file = await emptyFile(dir);
    const child = spawn(
      process.execPath,
      [BIN, 'run', 'ask-round', file, '--round', '5', '--yes', '--bundle', PROBE_BUNDLE],
      { cwd: ROOT, stdio: 'ignore' },
    );
    const ended = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    let over = false;
    void ended.then(() => {
      over = true;
    });
    // as soon as it holds the lock (or has ended: then it had finished)
    while (!over && !existsSync(`${file}.lock`)) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const code = await ended;
    expect([0, 1]).toContain(code);
    expect(leftovers(dir)).toEqual([]);
    expect(['round 5', undefined]).toContain((await openWorkbook(file)).sheets[0].grid[0]?.[0]?.v);
  });
});

describe('a pipe closed early', () => {
  test('stdout read by a reader already gone (| head -1): the workbook is saved whole, exit 0, no temporary file, no stack trace', async () => {
    requireCli();
    const dir = tempDir();
    const file = await emptyFile(dir);
    const r = await spawnCli(['run', 'ask-round', file, '--round', '4', '--yes', '--bundle', PROBE_BUNDLE], true);
    expect(r.err).not.toMatch(/EPIPE|\n\s+at /);
    expect(r.code).toBe(0);
    expect((await openWorkbook(file)).sheets[0].grid[0]?.[0]?.v).toBe('round 4');
    expect(leftovers(dir)).toEqual([]);
  });
});
