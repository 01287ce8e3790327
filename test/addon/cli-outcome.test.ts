// The command line's exit code comes from how the action ended (src/sheets/outcome.ts), never from its
// words: 0 only when it did its work, 1 whenever it wrote nothing (and then the workbook and its private
// file stay byte for byte as they were), 2 for a usage error. And the outcome carries the round and the
// problems as data (tab, row, column, cell), for whoever acts on them.
import { existsSync, mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { LocalWorkbook, saveWorkbook, startAddon } from '../../local/runner';
import { runCli } from '../helpers/cli';
import { exitCodeOf } from '../../local/cli/run';
import { typeAddresses } from '../../local/demo/mail';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import type { Outcome, OutcomeStatus } from '../../src/sheets/outcome';
import { PROBE_BUNDLE } from '../helpers/gas';
import { requireBundle, tournament } from './support';

const tempFile = (name: string): string => join(mkdtempSync(join(tmpdir(), 'mochalunt-outcome-')), name);

/** The workbook and its private file (document properties) as bytes. */
function bytes(file: string): string {
  const priv = `${file}.private.json`;
  return readFileSync(file).toString('base64') + (existsSync(priv) ? `|${readFileSync(priv).toString('base64')}` : '');
}

/** Runs the action and holds that it wrote nothing: exit 1, "left as it was", the files byte for byte unchanged. */
async function writesNothing(file: string, ...argv: string[]): Promise<string> {
  const before = bytes(file);
  const r = await runCli('run', argv[0], file, ...argv.slice(1));
  expect({ code: r.code, left: r.err.includes('left as it was') }).toEqual({ code: 1, left: true });
  expect(bytes(file)).toBe(before);
  return r.err;
}

describe("the exit code reads the outcome's status alone", () => {
  test("type-level: the exit code's input is the outcome's status alone, never its text", () => {
    type Input = NonNullable<Parameters<typeof exitCodeOf>[0]>;
    // these lines do not type-check if the text (or any other field) reaches the exit code
    const onlyStatus: [Exclude<keyof Input, 'status'>] extends [never] ? true : false = true;
    const outcomeFields: [Exclude<keyof Outcome, 'status' | 'round' | 'problems' | 'text'>] extends [never]
      ? true
      : false = true;
    // only a refusal carries problems (the outcome is discriminated by its status)
    const doneHasNone: Extract<Outcome, { status: 'done' }>['problems'] extends readonly [] ? true : false = true;
    expect([onlyStatus, outcomeFields, doneHasNone]).toEqual([true, true, true]);
    const all: OutcomeStatus[] = ['done', 'nothing to do', 'refused', 'declined', 'error'];
    expect(all.map((status) => exitCodeOf({ status }))).toEqual([0, 1, 1, 1, 1]);
    expect(exitCodeOf(null)).toBe(1);
  });

  test('a handler whose words say "cancelled, nothing written" but that ended done exits 0 and saves', async () => {
    const file = tempFile('words.xlsx');
    await saveWorkbook(LocalWorkbook.empty(), file);
    const r = await runCli('run', 'words-say-nothing', file, '--bundle', PROBE_BUNDLE);
    expect(r.code).toBe(0);
    expect(r.out).toBe('Score round: cancelled, nothing written\n');
    expect(r.err).toContain('saved');
  });

  test('a handler whose words say it wrote, that ended "nothing to do", exits 1 with the file unchanged', async () => {
    const file = tempFile('words.xlsx');
    await saveWorkbook(LocalWorkbook.empty(), file);
    const err = await writesNothing(file, 'words-say-done', '--bundle', PROBE_BUNDLE);
    expect(err).toContain('Scored round 1: 4 matches written');
  });

  test('a handler that returns no outcome exits 1: the command line does not guess from its words', async () => {
    const file = tempFile('words.xlsx');
    await saveWorkbook(LocalWorkbook.empty(), file);
    const err = await writesNothing(file, 'says-nothing', '--bundle', PROBE_BUNDLE);
    expect(err).toContain('the action did not return how it ended');
  });
});

describe('every action that did not do its work exits 1, the workbook byte for byte unchanged', () => {
  beforeAll(() => requireBundle());

  test("Send pairings: nobody to send to, the question answered No, today's quota used up", async () => {
    const { book, desk, field } = await tournament(4, 3);
    desk.click('menuPairNextRound');
    const file = tempFile('mail.xlsx');
    await saveWorkbook(book, file);
    expect(await writesNothing(file, 'send-pairings', '--yes')).toContain('no e-mail address known');
    typeAddresses(desk, field);
    await saveWorkbook(book, file);
    expect(await writesNothing(file, 'send-pairings')).toContain('Add --yes');
    expect(await writesNothing(file, 'send-pairings', '--yes', '--mail-quota', '0')).toContain('quota');
    expect(existsSync(`${file}.outbox`)).toBe(false);
  });

  test('Undo with nothing to undo; Pair next round answered No', async () => {
    const file = tempFile('undo.xlsx');
    expect((await runCli('run', 'set-up', file, '--format', 'mochalunt')).code).toBe(0);
    expect((await runCli('run', 'undo', file, '--yes')).code).toBe(0);
    expect(await writesNothing(file, 'undo', '--yes')).toContain('nothing to undo');
    const { book } = await tournament(4, 3);
    await saveWorkbook(book, file);
    expect(await writesNothing(file, 'pair-next-round')).toContain('Add --yes');
  });

  test('Export JSON refused by a problem (a format the registry does not know): exit 1, nothing printed on stdout', async () => {
    const { book, desk } = await tournament(4, 3);
    const row = (desk.read('Settings') ?? []).findIndex((r) => String(r[0]) === 'format') + 1;
    expect(row).toBeGreaterThan(0);
    desk.type('Settings', row, 2, [['bogus']]);
    const file = tempFile('export.xlsx');
    await saveWorkbook(book, file);
    const before = bytes(file);
    const r = await runCli('run', 'export', file);
    expect({ code: r.code, out: r.out }).toEqual({ code: 1, out: '' });
    expect(r.err).toContain('"bogus" is not a format');
    expect(bytes(file)).toBe(before);
  });

  test('a form or log already there: Create registration form, Start line-up log again', async () => {
    const { book } = await tournament(4, 3);
    const file = tempFile('forms.xlsx');
    await saveWorkbook(book, file);
    expect((await runCli('run', 'create-registration-form', file)).code).toBe(0);
    expect(await writesNothing(file, 'create-registration-form')).toContain('exists already');
    expect((await runCli('run', 'start-lineup-log', file)).code).toBe(0);
    expect(await writesNothing(file, 'start-lineup-log')).toContain('already running');
  });
});

describe('the outcome carries the round and the problems as data', () => {
  beforeAll(() => requireBundle());

  test('Pair next round: done, round 1; Score round refused: its problems located by tab, row, column and cell', async () => {
    const { book, desk, field } = await tournament(4, 3);
    const paired = desk.click('menuPairNextRound');
    expect(desk.lastOutcome()).toEqual({ status: 'done', round: 1, problems: [], text: paired });
    typeLineups(desk, createRng(3), field, 1, false, false);
    desk.click('menuPairIndividual');
    expect(desk.lastOutcome()).toMatchObject({ status: 'done', round: 1, problems: [] });
    const grid = desk.read('R1') as unknown[][];
    const row = grid.findIndex((r, i) => i > 0 && String(r[1]) !== '' && !String(r[4]).startsWith('(')) + 1;
    desk.type('R1', row, desk.column('R1', 'game 1'), [['3-1']]);
    desk.click('menuScoreRound');
    const refused = desk.lastOutcome() as Outcome;
    expect(refused.status).toBe('refused');
    expect(refused.round).toBe(1);
    expect(refused.problems).toContainEqual(
      expect.objectContaining({ tab: 'R1', row, column: 'game 1', cell: `G${row}` }),
    );
    // a fresh execution starts with no outcome: the outcome is the one its own last call returned
    expect(startAddon(book).outcome()).toBeNull();
  });
});
