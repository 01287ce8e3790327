// `mochalunt run ... --fail-after-calls K`: the K-th write or formatting call fails with Google's quota
// error; the action puts back what it had written and says so, the workbook is saved unchanged, exit 1.
import { join } from 'path';
import { cli } from '../../local/cli/main';
import { openWorkbook, QUOTA_MESSAGE } from '../../local/runner';
import { requireBuild, tempDir } from '../helpers/gas';
import { firstDifference } from './dump';

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await cli(argv, { out: (t) => { out += t; }, err: (t) => { err += t; } });
  return { code, out, err };
}

test('run set-up --fail-after-calls K: nothing is changed, the workbook is saved, exit 1', async () => {
  requireBuild();
  const file = join(tempDir(), 'cup.xlsx');
  const r = await run('run', 'set-up', file, '--fail-after-calls', '7');
  expect(r.code).toBe(1);
  expect(r.err).toContain(QUOTA_MESSAGE.replace(/\.$/, ''));
  expect(r.err).toMatch(/nothing was changed/);
  expect(r.err).toContain(`saved ${file}`);
  const saved = await openWorkbook(file);
  expect(saved.sheets.map((s) => s.name)).toEqual(['Sheet1']);
  expect(firstDifference(saved, await openWorkbook())).toBeNull();
  // the file exists now: a failure further on leaves it as it was too
  const again = await run('run', 'set-up', file, '--fail-after-calls', '60');
  expect(again.code).toBe(1);
  expect(firstDifference(await openWorkbook(file), saved)).toBeNull();
  // without a failure the same command does its work
  expect((await run('run', 'set-up', file)).code).toBe(0);
  expect((await openWorkbook(file)).sheets.length).toBeGreaterThan(5);
});

test('--fail-after-calls takes a call number', async () => {
  const r = await run('run', 'set-up', join(tempDir(), 'x.xlsx'), '--fail-after-calls', 'zero');
  expect(r.code).toBe(2);
  expect(r.err).toContain('--fail-after-calls takes a call number from 1, not "zero"');
});
