// `mochalunt run <action> <workbook>`: runs a handler of the bundle on a local workbook and saves it.
import { existsSync } from 'fs';
import { join } from 'path';
import { cli } from '../../local/cli/main';
import { actionName, handlerName } from '../../local/cli/run';
import { openWorkbook } from '../../local/runner';
import { PROBE_BUNDLE, requireBuild, tempDir } from '../helpers/gas';

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await cli(argv, { out: (t) => { out += t; }, err: (t) => { err += t; } });
  return { code, out, err };
}

describe('mochalunt run', () => {
  test('action names map to menu handlers', () => {
    expect(handlerName('set-up')).toBe('menuSetUp');
    expect(handlerName('pair-next-round')).toBe('menuPairNextRound');
    expect(handlerName('individual-ranking')).toBe('menuIndividualRanking');
    expect(actionName('menuCheckLineups')).toBe('check-lineups');
  });

  test('run set-up creates a missing workbook, runs menuSetUp of build/Code.js and saves it', async () => {
    requireBuild();
    const file = join(tempDir(), 'cup.xlsx');
    const r = await run('run', 'set-up', file);
    expect(r.err).toContain(`saved ${file}`);
    expect(r.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    const book = await openWorkbook(file);
    expect(book.sheets.length).toBeGreaterThan(0);
  });

  test('an unknown action lists the available ones', async () => {
    const r = await run('run', 'fly', join(tempDir(), 'x.xlsx'), '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown action "fly". Available: ask-round, export, fail');
  });

  test('prompts for a round get --round, confirmations YES; dialogs go to stderr, the result to stdout; --out', async () => {
    const dir = tempDir();
    const r = await run('run', 'ask-round', join(dir, 'in.xlsx'), '--round', '4', '--out', join(dir, 'out.xlsx'), '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(0);
    expect(r.out).toBe('scored 4\n');
    expect(r.err).toContain('[prompt] Score a round: Which round? [1] -> OK "4"');
    expect(r.err).toContain('[alert] Confirm: Score round 4? -> YES');
    expect(r.err).toContain('[toast] MOCHALUNT: Scored');
    expect(existsSync(join(dir, 'out.xlsx'))).toBe(true);
    const noRound = await run('run', 'ask-round', join(dir, 'in.xlsx'), '--bundle', PROBE_BUNDLE);
    expect(noRound.out).toBe('scored 1\n'); // the default the prompt offers
  });

  test('run export prints what the handler returns (JSON) to stdout', async () => {
    const r = await run('run', 'export', join(tempDir(), 'e.xlsx'), '--bundle', PROBE_BUNDLE);
    expect(JSON.parse(r.out)).toEqual({ sheets: ['Sheet1'] });
  });

  test('a handler that throws: message on stderr, exit code 1, workbook not saved', async () => {
    const file = join(tempDir(), 'f.xlsx');
    const r = await run('run', 'fail', file, '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(1);
    expect(r.err).toContain('mochalunt run fail: The starting row of the range is too small.');
    expect(existsSync(file)).toBe(false);
  });
});
