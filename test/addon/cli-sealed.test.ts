// The command line over a scored round typed over (src/sheets/tabs/roundSeal.ts): `mochalunt edit` types a
// result over a scored cell of round 1 and onEdit notes it; Update standings then stops naming the cell (exit
// 1, the file byte for byte); Score round of round 1 asks first: without --yes it writes nothing (exit 1, the
// file byte for byte), with --yes it corrects the round and logs the cell (exit 0); once more, it is already
// scored (exit 1, nothing written).
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { runCli } from '../helpers/cli';
import { openWorkbook, saveWorkbook } from '../../local/runner';
import { tempDir } from '../helpers/gas';
import { afterRound1 } from './support';

const bytes = (file: string) =>
  [file, `${file}.private.json`].map((f) => (existsSync(f) ? readFileSync(f).toString('base64') : '')).join('|');

test('edit R1, then update-standings stops at the cell, score-round asks (no --yes: nothing), --yes corrects and logs', async () => {
  const { book, desk } = await afterRound1(4, 21);
  const [b, g1] = [desk.column('R1', 'board'), desk.column('R1', 'game 1')];
  const grid = desk.read('R1')!;
  const row = grid.findIndex((r, i) => i > 0 && String(r[b - 1]) !== '' && /^[01½]-/.test(String(r[g1 - 1]))) + 1;
  const was = String(grid[row - 1][g1 - 1]);
  const now = was === '1-0' ? '0-1' : '1-0';
  const cell = `R1!${String.fromCharCode(64 + g1)}${row}`;
  const file = join(tempDir('mochalunt-cli-seal-'), 'season.xlsx');
  await saveWorkbook(book, file);

  const edit = await runCli('edit', file, cell, now);
  expect(edit.code).toBe(0);
  expect(edit.out).toContain(`wrote:\n  ${cell}: (format changed)`);

  const typed = bytes(file);
  const standings = await runCli('run', 'update-standings', file);
  expect(standings.code).toBe(1);
  expect(standings.out + standings.err).toContain(`round 1 was scored with "${was}" in ${cell}`);
  expect(standings.out + standings.err).toContain(`it now reads "${now}"`);
  expect(bytes(file)).toBe(typed);

  const asked = await runCli('run', 'score-round', file, '--round', '1');
  expect(asked.code).toBe(1);
  expect(asked.err).toContain(`- ${cell}: ${was} to ${now}`);
  expect(asked.err).toMatch(/Correct round 1\? .* -> NO/);
  expect(bytes(file)).toBe(typed);

  const yes = await runCli('run', 'score-round', file, '--round', '1', '--yes');
  expect(yes.code).toBe(0);
  expect(yes.out).toContain(`Round 1 corrected after scoring: ${cell} ${was} to ${now}`);
  const saved = await openWorkbook(file);
  const log = saved
    .sheetByName('Results log')!
    .grid.map((r) => (r ?? []).map((c) => String(c?.v ?? '')))
    .filter((r) => r.some((v) => v !== ''));
  expect(log[log.length - 1].slice(1)).toEqual(expect.arrayContaining(['Round 1', cell, was, now]));

  const corrected = bytes(file);
  const again = await runCli('run', 'score-round', file, '--round', '1', '--yes');
  expect(again.code).toBe(1);
  expect(again.out + again.err).toContain('Round 1 is already scored');
  expect(bytes(file)).toBe(corrected);
  expect((await runCli('run', 'update-standings', file)).code).toBe(0);
});
