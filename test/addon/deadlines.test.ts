// The director's questions before a deadline has passed, through the bundle: Pair individual matches before
// the line-up deadline while teams have no line-up (M13, M21), Score round before the round deadline while
// boards are unreported (M16, M21). NO (and the command line without --yes) writes nothing, byte for byte;
// after the deadline nothing is asked. The bundle's clock is the machine's: the season start typed in Settings
// puts the deadlines before or after it (M21: round r is published season start + (r - 1) × 30 days).
import { readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join } from 'path';
import { runCli } from '../helpers/cli';
import { openWorkbook, saveWorkbook, type LocalWorkbook, type UiAnswer } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { demoField, type DemoField } from '../../local/demo/data';
import { typeField } from '../../local/demo/season';
import { tempDir } from '../helpers/gas';
import { dumpWorkbook } from './dump';
import { requireBundle } from './support';

const DAY = 86400000;
/** UTC as typed and written on the tabs: 2026-11-29 18:00 */
const utc = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
const dump = (book: LocalWorkbook) => JSON.stringify(dumpWorkbook(book));

/** A 10-team event whose season started `daysAgo` days ago (to the minute): its round 1 and 2 calendars follow. */
async function event(daysAgo: number): Promise<{ book: LocalWorkbook; desk: Desk; field: DemoField; start: number }> {
  requireBundle();
  const book = await openWorkbook();
  const desk = Desk.open(book);
  const field = demoField(10, 7);
  desk.click('menuSetUp');
  typeField(desk, field, 8);
  const start = Math.floor((Date.now() - daysAgo * DAY) / 60000) * 60000;
  const settings = desk.read('Settings')!;
  desk.type('Settings', settings.findIndex((r) => r[0] === 'season start (UTC)') + 1, 2, [[utc(start)]]);
  desk.click('menuSetUp');
  return { book, desk, field, start };
}

/** The captains of every team but `skip` type a line-up for `round` (four players; the sent time left to the organizers). */
function lineups(desk: Desk, field: DemoField, round: number, skip: readonly string[]): void {
  const grid = desk.read('Line-ups')!;
  const [rc, tc] = [desk.column('Line-ups', 'round') - 1, desk.column('Line-ups', 'team') - 1];
  const lc = desk.column('Line-ups', 'line-up');
  grid.forEach((row, i) => {
    const team = field.teams.find((t) => t.name === String(row[tc]));
    if (i === 0 || Number(row[rc]) !== round || !team || skip.includes(team.name)) return;
    desk.type('Line-ups', i + 1, lc, [
      [
        team.players
          .slice(0, 4)
          .map((p) => p.name)
          .join(', '),
      ],
    ]);
  });
}

/** Results on every board of the round but the first `unreported` ones (1-0 in all four games). */
function results(desk: Desk, round: number, unreported: number): number {
  const grid = desk.read(`R${round}`)!;
  const [b, p1, p2] = ['board', 'player 1', 'player 2'].map((h) => desk.column(`R${round}`, h) - 1);
  const g1 = desk.column(`R${round}`, 'game 1');
  let left = unreported;
  let open = 0;
  grid.forEach((row, i) => {
    if (i === 0 || String(row[b]) === '' || String(row[p1]) === '(forfeit)' || String(row[p2]) === '(forfeit)') return;
    if (left > 0) {
      left--;
      open++;
      return;
    }
    desk.type(`R${round}`, i + 1, g1, [['1-0', '0-1', '½-½', '1-0']]);
  });
  return open;
}

/** The team matches of a round tab: [team 1, team 2]. */
function matches(desk: Desk, round: number): [string, string][] {
  const grid = desk.read(`R${round}`)!;
  const [m, b, t1, t2] = ['match', 'board', 'team 1', 'team 2'].map((h) => desk.column(`R${round}`, h) - 1);
  return grid
    .filter((r, i) => i > 0 && String(r[b]) === '' && String(r[m]) !== '' && String(r[m]) !== 'bye')
    .map((r) => [String(r[t1]), String(r[t2])]);
}

/** Clicks a menu item (agreeing to everything) and returns the questions it asked (YES/NO, their last line). */
function questions(desk: Desk, handler: string, ...answers: UiAnswer[]): string[] {
  const seen = desk.session.ui.log.length;
  desk.click(handler, ...answers);
  return desk.session.ui.log
    .slice(seen)
    .filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO')
    .map((d) => d.text.split('\n').pop() ?? '');
}

/** Every file of the workbook's folder (the .xlsx and its private part, when it has one), time and bytes. */
const stamp = (file: string) =>
  readdirSync(dirname(file))
    .sort()
    .map((f) => join(dirname(file), f))
    .map((f) => `${f}:${statSync(f).mtimeMs}:${readFileSync(f).toString('base64')}`)
    .join('\n');

describe('M13, M16, M21: questions before a deadline has passed, through the bundle', () => {
  test('Pair individual matches before the line-up deadline asks with the numbers; NO and the command line without --yes write nothing; YES pairs', async () => {
    // round 1 is over (published 31 days ago); round 2 was published a day ago: line-ups due in 4 days
    const { book, desk, field, start } = await event(31);
    desk.click('menuPairNextRound');
    const firstRound = matches(desk, 1);
    const never = firstRound[0][1]; // sends no line-up at all: forfeits round 1 (after its deadline: no question)
    lineups(desk, field, 1, [never]);
    expect(questions(desk, 'menuPairIndividual')).toEqual([]);
    results(desk, 1, 0);
    expect(questions(desk, 'menuScoreRound')).toEqual([]);
    desk.click('menuPairNextRound');
    const second = matches(desk, 2);
    // two teams that sent in round 1 stay silent, in matches other than `never`'s
    const others = second.filter((m) => !m.includes(never));
    const silent = [others[0][0], others[1][1]];
    lineups(desk, field, 2, [never, ...silent]);
    const before = dump(book);
    const due = utc(start + 30 * DAY + 5 * DAY);
    const ask = `3 teams have no line-up yet; line-ups are due ${due} UTC; pairing now gives ${silent.join(' and ')} the line-up of round 1 (M13) and ${never} a whole-team forfeit (M13, M17). Reductions and agreed changes (M10, M12) are due ${utc(start + 30 * DAY + 8 * DAY)} UTC; pairing now uses only those typed so far (a later one needs Pair individual matches again). Pair now?`;
    expect(questions(desk, 'menuPairIndividual', { button: 'OK', text: '' }, { button: 'NO' })).toEqual([ask]);
    expect(desk.lastOutcome()?.status).toBe('declined');
    expect(dump(book)).toBe(before);

    // the command line answers NO without --yes: exit 1, the file as it was (and its private part)
    const dir = tempDir('mochalunt-deadline-');
    const file = join(dir, 'event.xlsx');
    await saveWorkbook(book, file);
    const saved = stamp(file);
    const refused = await runCli('run', 'pair-individual', file, '--round', '2');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(ask);
    expect(stamp(file)).toBe(saved);
    const agreed = await runCli('run', 'pair-individual', file, '--round', '2', '--yes');
    expect(agreed.code).toBe(0);
    const reopened = Desk.open(await openWorkbook(file));
    expect(
      reopened.read('R2')!.filter((r) => String(r[reopened.column('R2', 'board') - 1]) !== '').length,
    ).toBeGreaterThan(second.length);

    // YES in the add-on pairs, with the same boards
    expect(desk.click('menuPairIndividual', { button: 'OK', text: '' }, { button: 'YES' })).toMatch(
      /^Pair individual matches, round 2/,
    );
    expect(desk.read('R2')).toEqual(reopened.read('R2'));
  });

  test('Score round before the round deadline asks how many boards are unreported and when the round ends; NO and the command line without --yes write nothing; YES scores', async () => {
    const { book, desk, field, start } = await event(2);
    desk.click('menuPairNextRound');
    lineups(desk, field, 1, []);
    // line-ups all in: pairing before their deadline asks only of the reductions and agreed changes still due (M10, M12)
    expect(questions(desk, 'menuPairIndividual')).toEqual([
      `Reductions and agreed changes (M10, M12) are due ${utc(start + 8 * DAY)} UTC; pairing now uses only those typed so far (a later one needs Pair individual matches again). Pair now?`,
    ]);
    expect(results(desk, 1, 3)).toBe(3);
    const before = dump(book);
    const ask = `3 boards are not fully reported yet; the round ends ${utc(start + 30 * DAY)} UTC; scored now, their unreported games end 0-0 (M16). Score now?`;
    expect(questions(desk, 'menuScoreRound', { button: 'OK', text: '' }, { button: 'NO' })).toEqual([ask]);
    expect(desk.lastOutcome()?.status).toBe('declined');
    expect(dump(book)).toBe(before);
    const file = join(tempDir('mochalunt-deadline-'), 'event.xlsx');
    await saveWorkbook(book, file);
    const saved = stamp(file);
    const refused = await runCli('run', 'score-round', file);
    expect(refused.code).toBe(1);
    expect(stamp(file)).toBe(saved);
    expect(desk.click('menuScoreRound', { button: 'OK', text: '' }, { button: 'YES' })).toMatch(/^Score round 1/);
    expect(dump(book)).not.toBe(before);
  });

  test('after the deadlines nothing is asked: missing line-ups take M13 at once, unreported boards end 0-0 (M16)', async () => {
    const { desk, field } = await event(400);
    desk.click('menuPairNextRound');
    lineups(desk, field, 1, [field.teams[0].name, field.teams[3].name]);
    expect(questions(desk, 'menuPairIndividual')).toEqual([]);
    expect(desk.clicks[desk.clicks.length - 1].summary).toMatch(/^Pair individual matches, round 1/);
    results(desk, 1, 4);
    expect(questions(desk, 'menuScoreRound')).toEqual([]);
    expect(desk.clicks[desk.clicks.length - 1].summary).toMatch(/^Score round 1/);
  });
});
