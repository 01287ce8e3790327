// `mochalunt run <action> --kill-after-calls K`: the command line advises `run undo` only when the stopped action
// left its unfinished mark, naming the undo step Undo would put back. Stopped before its first write, the action
// left the workbook as it was: the file is not rewritten, and the line says there is nothing to undo (an Undo
// then would undo the action before it: the round tab and its typed results).
import { readFileSync } from 'fs';
import { join } from 'path';
import { openWorkbook, saveWorkbook, startAddon, TIMEOUT_MESSAGE } from '../../local/runner';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { runCli } from '../helpers/cli';
import { requireBuild, tempDir } from '../helpers/gas';
import { tournament } from './support';
import { cloneWorkbook, firstDifference } from './dump';
import { agreeableUser } from '../../local/demo/desk';

const MARK = 'mochalunt.unfinished';

test('a kill before the first write: no Undo advised, the file left byte for byte; a kill in the middle: Undo advised, naming the step', async () => {
  requireBuild();
  const { book, desk, field } = await tournament(4, 17);
  desk.click('menuPairNextRound');
  typeLineups(desk, createRng(17), field, 1, false, false);
  const file = join(tempDir(), 'cup.xlsx');
  await saveWorkbook(book, file);
  const bytes = readFileSync(file);

  const early = await runCli('run', 'pair-individual', file, '--yes', '--kill-after-calls', '2');
  expect(early.code).toBe(1);
  const lines = early.err.split('\n').filter((l) => l.startsWith('mochalunt run pair-individual'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('before its first write: nothing was written');
  expect(lines[0]).not.toContain('mochalunt run undo');
  expect(readFileSync(file).equals(bytes)).toBe(true);

  // the first call at which the action is unfinished (its undo step recorded, its mark set): found by halving,
  // since a kill at a later call always finds the mark set or the workbook written
  const opened = await openWorkbook(file);
  const reached = (k: number): boolean => {
    const copy = cloneWorkbook(opened);
    const s = startAddon(copy, { responder: agreeableUser });
    s.counter.killAfter(k);
    let thrown = '';
    try {
      s.call('menuPairIndividual');
    } catch (e) {
      thrown = String((e as { message?: unknown }).message ?? e);
    }
    return thrown !== TIMEOUT_MESSAGE || copy.documentProperties.has(MARK) || firstDifference(copy, opened) !== null;
  };
  let low = 2;
  let high = 1024;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (reached(mid)) high = mid;
    else low = mid;
  }
  const k = high;
  const middle = await runCli('run', 'pair-individual', file, '--yes', '--kill-after-calls', String(k));
  expect(middle.code).toBe(1);
  const said = middle.err.split('\n').filter((l) => l.startsWith('mochalunt run pair-individual'));
  expect(said).toEqual([
    `mochalunt run pair-individual: stopped at service call ${k} ("${TIMEOUT_MESSAGE}", Google's 6-minute limit); what it had written stays, saved in ${file}: run \`mochalunt run undo ${file} --yes\` to put back what "Pair individual matches, round 1" wrote (its undo step), then pair-individual again`,
  ]);
  expect((await openWorkbook(file)).documentProperties.has(MARK)).toBe(true);
}, 120000);
