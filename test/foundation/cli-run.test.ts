// `mochalunt run <action> <workbook>`: runs a handler of the bundle on a local workbook and saves it,
// atomically and only when the action changed it; exit 0 only when the action did its work.
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { actionName, handlerName } from '../../local/cli/run';
import { openWorkbook } from '../../local/runner';
import { PROBE_BUNDLE, requireBuild, tempDir } from '../helpers/gas';
import { emptyWorkbookFile, runCli } from '../helpers/cli';

const run = runCli;

const emptyFile = (dir: string, name = 'in.xlsx'): Promise<string> => emptyWorkbookFile(dir, name);

const stamp = (file: string) => `${statSync(file).mtimeMs}:${readFileSync(file).toString('base64')}`;

describe('mochalunt run', () => {
  test('action names map to menu handlers', () => {
    expect(handlerName('set-up')).toBe('menuSetUp');
    expect(handlerName('pair-next-round')).toBe('menuPairNextRound');
    expect(handlerName('individual-ranking')).toBe('menuIndividualRanking');
    expect(actionName('menuCheckLineups')).toBe('check-lineups');
  });

  test('run set-up creates a missing workbook, runs menuSetUp of build/Code.js and saves it (temporary file, then rename)', async () => {
    requireBuild();
    const dir = tempDir();
    const file = join(dir, 'cup.xlsx');
    const r = await run('run', 'set-up', file, '--format', 'mochalunt');
    expect(r.err).toContain(`saved ${file}`);
    expect(r.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp'))).toEqual([]);
    const book = await openWorkbook(file);
    expect(book.sheets.length).toBeGreaterThan(0);
  });

  test('a missing workbook is created only by set-up: any other action exits 1 and creates nothing', async () => {
    const file = join(tempDir(), 'none.xlsx');
    const r = await run('run', 'export', file, '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(1);
    expect(r.err).toContain('does not exist; nothing written. Create it with `mochalunt run set-up');
    expect(existsSync(file)).toBe(false);
  });

  test('an unknown action lists the available ones', async () => {
    const r = await run('run', 'fly', await emptyFile(tempDir()), '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown action "fly". Available: ask-round, export, fail');
  });

  test('prompts for a round get --round, confirmations YES with --yes; dialogs go to stderr, the result to stdout; --out', async () => {
    const dir = tempDir();
    const file = await emptyFile(dir);
    const r = await run(
      'run',
      'ask-round',
      file,
      '--round',
      '4',
      '--yes',
      '--out',
      join(dir, 'out.xlsx'),
      '--bundle',
      PROBE_BUNDLE,
    );
    expect(r.code).toBe(0);
    expect(r.out).toBe('scored 4\n');
    expect(r.err).toContain('[prompt] Score a round: Which round? [1] -> OK "4"');
    expect(r.err).toContain('[alert] Confirm: Score round 4? -> YES');
    expect(r.err).toContain('[toast] MOCHALUNT: Scored');
    expect(existsSync(join(dir, 'out.xlsx'))).toBe(true);
    const noRound = await run('run', 'ask-round', file, '--yes', '--bundle', PROBE_BUNDLE);
    expect(noRound.out).toBe('scored 1\n'); // the default the prompt offers
  });

  test('a confirmation without --yes is answered NO: nothing written, exit 1, the file as it was, "add --yes"', async () => {
    const file = await emptyFile(tempDir());
    const before = stamp(file);
    const r = await run('run', 'ask-round', file, '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(1);
    expect(r.err).toContain('[alert] Confirm: Score round 1? -> NO');
    expect(r.err).toContain('this action asks for confirmation; nothing written. Add --yes to answer YES.');
    expect(stamp(file)).toBe(before);
  });

  test('run export prints what the handler returns (JSON) to stdout and never rewrites the workbook', async () => {
    const file = await emptyFile(tempDir());
    const before = stamp(file);
    const r = await run('run', 'export', file, '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ sheets: ['Sheet1'] });
    expect(r.err).toContain('not rewritten');
    expect(stamp(file)).toBe(before);
  });

  test('a handler that throws: message on stderr, exit code 1, workbook not saved', async () => {
    const file = await emptyFile(tempDir());
    const before = stamp(file);
    const r = await run('run', 'fail', file, '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(1);
    expect(r.err).toContain('mochalunt run fail: The starting row of the range is too small.');
    expect(stamp(file)).toBe(before);
  });
});
