// `mochalunt run ... --fail-after-calls K`: the K-th write or formatting call fails with Google's quota
// error; the action puts back what it had written and says so, the workbook is saved unchanged, exit 1.
// `--kill-after-calls K`: Google's 6-minute limit ends the run at its K-th call; what it wrote is saved as Google
// keeps it, exit 1; the next run refuses until `run undo` has put it back.
import { join } from 'path';
import { runCli } from '../helpers/cli';
import { openWorkbook, QUOTA_MESSAGE, TIMEOUT_MESSAGE } from '../../local/runner';
import { requireBuild, tempDir } from '../helpers/gas';
import { firstDifference } from './dump';

test('run set-up --fail-after-calls K: nothing is changed, the workbook is saved, exit 1', async () => {
  requireBuild();
  const file = join(tempDir(), 'cup.xlsx');
  const r = await runCli('run', 'set-up', file, '--format', 'mochalunt', '--fail-after-calls', '7');
  expect(r.code).toBe(1);
  expect(r.err).toContain(QUOTA_MESSAGE.replace(/\.$/, ''));
  expect(r.err).toMatch(/nothing was changed/);
  expect(r.err).toContain(`saved ${file}`);
  const saved = await openWorkbook(file);
  expect(saved.sheets.map((s) => s.name)).toEqual(['Sheet1']);
  expect(firstDifference(saved, await openWorkbook())).toBeNull();
  // the file exists now: a failure further on leaves it as it was too
  const again = await runCli('run', 'set-up', file, '--format', 'mochalunt', '--fail-after-calls', '60');
  expect(again.code).toBe(1);
  expect(firstDifference(await openWorkbook(file), saved)).toBeNull();
  // without a failure the same command does its work
  expect((await runCli('run', 'set-up', file, '--format', 'mochalunt')).code).toBe(0);
  expect((await openWorkbook(file)).sheets.length).toBeGreaterThan(5);
});

test('--fail-after-calls takes a call number', async () => {
  const r = await runCli('run', 'set-up', join(tempDir(), 'x.xlsx'), '--fail-after-calls', 'zero');
  expect(r.code).toBe(2);
  expect(r.err).toContain('--fail-after-calls takes a call number from 1, not "zero"');
});

test("run set-up --kill-after-calls K: Google's 6-minute limit stops it; what it wrote is saved, exit 1 with one line; the next run refuses; undo puts it back", async () => {
  requireBuild();
  const file = join(tempDir(), 'cup.xlsx');
  const killed = await runCli('run', 'set-up', file, '--format', 'mochalunt', '--kill-after-calls', '90');
  expect(killed.code).toBe(1);
  const lines = killed.err.split('\n').filter((l) => l.startsWith('mochalunt run set-up'));
  expect(lines).toEqual([
    `mochalunt run set-up: stopped at service call 90 ("${TIMEOUT_MESSAGE}", Google's 6-minute limit); what it had written stays, saved in ${file}: run \`mochalunt run undo ${file} --yes\` to put back what "Set up tournament" wrote (its undo step), then set-up again`,
  ]);
  expect(killed.err).not.toMatch(/\n\s+at /);
  const saved = await openWorkbook(file);
  // some tabs were written before the kill, as Google would keep them
  expect(saved.sheets.filter((s) => !s.hidden).length).toBeGreaterThan(1);
  // the next action writes nothing and says how to put it back
  const next = await runCli('run', 'set-up', file);
  expect(next.code).toBe(1);
  expect(next.err).toMatch(
    /Set up tournament: nothing written\. Set up tournament, run by organizer@example\.com at .* UTC, was stopped by Google before it finished .* Run Undo last action to put back what it wrote, then run Set up tournament again/,
  );
  expect(firstDifference(await openWorkbook(file), saved)).toBeNull();
  const undone = await runCli('run', 'undo', file, '--yes');
  expect(undone.code).toBe(0);
  expect(
    firstDifference(await openWorkbook(file), await openWorkbook(), { skipTabs: ['_undo', '_undo rules'] }),
  ).toBeNull();
  expect((await runCli('run', 'set-up', file, '--format', 'mochalunt')).code).toBe(0);
});

test('--kill-after-calls takes a call number', async () => {
  const r = await runCli('run', 'set-up', join(tempDir(), 'x.xlsx'), '--kill-after-calls', '0');
  expect(r.code).toBe(2);
  expect(r.err).toContain('--kill-after-calls takes a call number from 1, not "0"');
});
