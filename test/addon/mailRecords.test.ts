// Send pairings' records of the e-mails sent stay small: the document properties hold 500 KB in all
// (https://developers.google.com/apps-script/guides/services/quotas). Once a later round's pairings are sent, the
// earlier rounds' records lose the e-mails' facts and are folded into one property per stage; every e-mail sent stays recorded: Undo still
// names the teams e-mailed, and Send pairings of the round still asks before sending again.
import { Desk } from '../../local/demo/desk';
import { typeLineups, typeResults } from '../../local/demo/season';
import { typeAddresses } from '../../local/demo/mail';
import type { LocalWorkbook } from '../../local/runner';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';

/** The mail records: their keys and their size in characters (keys and values). */
function mailRecords(book: LocalWorkbook): { keys: string[]; size: number } {
  const keys = [...book.documentProperties.keys()].filter((k) => k.startsWith('mochalunt.mail.')).sort();
  return { keys, size: keys.reduce((n, k) => n + k.length + (book.documentProperties.get(k) ?? '').length, 0) };
}

/** Pairs round `r`, e-mails both stages, types its results and scores it. */
function playRound(desk: Desk, field: Awaited<ReturnType<typeof tournament>>['field'], r: number): void {
  desk.click('menuPairNextRound');
  expect(desk.click('menuSendPairings', { button: 'OK', text: String(r) })).toMatch(/e-mails sent/);
  typeLineups(desk, createRng(r), field, r, false, false);
  desk.click('menuPairIndividual');
  expect(desk.click('menuSendPairings', { button: 'OK', text: String(r) })).toMatch(/e-mails sent/);
  typeResults(desk, createRng(100 + r), field, r);
  desk.session.ui.answer({ button: 'OK', text: '' });
  desk.click('menuScoreRound');
}

const lastQuestion = (desk: Desk): string =>
  desk.session.ui.log.filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO').pop()?.text ?? '';

test("a season's e-mail records stay bounded: a round before the one e-mailed keeps one small record per stage", async () => {
  const { book, desk, field } = await tournament(8, 5);
  typeAddresses(desk, field);
  const sizes: number[] = [];
  for (let r = 1; r <= 4; r++) {
    playRound(desk, field, r);
    sizes.push(mailRecords(book).size);
  }
  // each round before the last e-mailed: one record per stage, no record per team; the last keeps one per team
  const keys = mailRecords(book).keys;
  expect(keys.filter((k) => !k.startsWith('mochalunt.mail.r4.'))).toEqual([
    'mochalunt.mail.r1.individual',
    'mochalunt.mail.r1.teams',
    'mochalunt.mail.r2.individual',
    'mochalunt.mail.r2.teams',
    'mochalunt.mail.r3.individual',
    'mochalunt.mail.r3.teams',
  ]);
  expect(keys.filter((k) => k.startsWith('mochalunt.mail.r4.')).length).toBeGreaterThan(2);
  // each round adds about as much as the one before: a few dozen characters per team, stage and round folded
  expect(sizes[3] - sizes[2]).toBeLessThanOrEqual(sizes[2] - sizes[1] + 10);
  // every e-mail stays recorded: the round scored still asks before sending again
  desk.click('menuSendPairings', { button: 'OK', text: '2' }, { button: 'NO' });
  expect(desk.lastOutcome()?.status).toBe('declined');
  expect(lastQuestion(desk)).toMatch(/were already e-mailed \(.* UTC\) and nothing changed since/);
}, 240000);

test('Undo of Pair next round, of Score round, then of Pair individual matches: Undo still names the teams e-mailed the boards', async () => {
  const { book, desk, field } = await tournament(4, 3);
  typeAddresses(desk, field);
  playRound(desk, field, 1);
  // round 2's pairings e-mailed: round 1's records are folded
  desk.click('menuPairNextRound');
  expect(desk.click('menuSendPairings', { button: 'OK', text: '2' })).toMatch(/e-mails sent/);
  expect(mailRecords(book).keys.filter((k) => k.startsWith('mochalunt.mail.r1'))).toEqual([
    'mochalunt.mail.r1.individual',
    'mochalunt.mail.r1.teams',
  ]);
  desk.session.ui.answer({ button: 'YES' });
  expect(desk.click('menuUndo')).toMatch(/^Undone: Pair round 2/);
  expect(desk.click('menuUndo')).toMatch(/^Undone: Score round/);
  const undone = desk.click('menuUndo');
  expect(undone).toMatch(/^Undone: Pair individual matches, round 1\nThe boards of round 1 were e-mailed/);
  for (const t of field.teams) expect(lastQuestion(desk)).toContain(t.name);
  // the next Send pairings offers those teams the correction
  expect(desk.click('menuSendPairings', { button: 'OK', text: '1' })).toMatch(/round 1, team pairings: 4 e-mails sent/);
}, 120000);
