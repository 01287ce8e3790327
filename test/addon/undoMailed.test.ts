// Undo says what left the sheet: undoing Pair individual matches after Send pairings e-mailed the boards names
// the teams that got them (in its question and its summary), since Undo cannot take an e-mail back; the next
// Send pairings offers exactly those teams the correction (their boards no longer exist), after which the boards
// e-mails count as corrected, and a later boards e-mail is a new one.
import { Desk } from '../../local/demo/desk';
import { typeLineups } from '../../local/demo/season';
import { typeAddresses } from '../../local/demo/mail';
import { sentMail } from '../../local/gas/mail';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';

const lastQuestion = (desk: Desk): string =>
  desk.session.ui.log.filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO').pop()?.text ?? '';

test('Undo of Pair individual matches after the boards were e-mailed names the teams; Send pairings then offers them the correction', async () => {
  const { book, desk, field } = await tournament(4, 3);
  typeAddresses(desk, field);
  desk.click('menuPairNextRound');
  expect(desk.click('menuSendPairings')).toMatch(/round 1, team pairings: 4 e-mails sent/);
  typeLineups(desk, createRng(3), field, 1, false, false);
  desk.click('menuPairIndividual');
  expect(desk.click('menuSendPairings')).toMatch(/round 1, individual matches: 4 e-mails sent/);
  const teams = field.teams.map((t) => t.name);

  // Undo names the teams e-mailed the boards it removes, in its question and its summary
  const undone = desk.click('menuUndo');
  expect(desk.lastOutcome()?.status).toBe('done');
  const question = lastQuestion(desk);
  expect(question).toMatch(/The boards of round 1 were e-mailed \(Send pairings, .* UTC\) to /);
  expect(question).toContain(
    'after Undo these boards no longer exist. Send pairings then offers these 4 teams the correction.',
  );
  for (const t of teams) expect(question).toContain(t);
  expect(undone).toMatch(/^Undone: Pair individual matches, round 1\nThe boards of round 1 were e-mailed/);

  // the next Send pairings offers the correction to those teams: their boards are no longer
  const before = sentMail(book).length;
  expect(desk.click('menuSendPairings')).toMatch(/round 1, team pairings: 4 e-mails sent/);
  expect(lastQuestion(desk)).toMatch(/no longer: board 1: /);
  const corrections = sentMail(book).slice(before);
  expect(corrections).toHaveLength(4);
  for (const m of corrections) {
    expect(m.subject).toContain('[updated]');
    expect(m.body).toMatch(/This e-mail replaces the one sent .* UTC\.\nWhat changed:\n/);
    expect(m.body).toMatch(/- no longer: board 1: /);
  }
  // corrected: an Undo of Pair individual matches paired again names no boards e-mailed
  desk.click('menuPairIndividual');
  expect(desk.click('menuUndo')).toBe('Undone: Pair individual matches, round 1');
}, 120000);
