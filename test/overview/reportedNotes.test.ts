// The public round tab and the Overview say a board's state after the organizers decided: a dispute or a
// one-sided report of the results form whose result the organizers then typed is "decided by the organizers"
// on the Overview at once and on the round tab's `reported` cell once Score round writes the tab; an agreement
// they corrected says their result stands; a dispute with no result typed stays open (the organizers decide).
// Through the add-on bundle: responses by local/gas/forms.ts, the trigger by fireFormSubmitTriggers.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from '../addon/support';

const captain = (team: string) => `captain.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const A = ['1-0', '½-½', '0-1', '1-0'];
const B = ['1-0', '½-½', '0-1', '0-1'];

test('dispute, one side only, an agreement corrected, a dispute left open: the notes after the organizers typed and scored', async () => {
  const t = await tournament(4, 43);
  t.desk.click('menuCaptains', {
    button: 'OK',
    text: t.field.teams.map((x) => `${x.name}: ${captain(x.name)}`).join('\n'),
  });
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(1), t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
  t.desk.click('menuCreateResultsForm');
  const form = t.book.forms.find((f) => f.title.endsWith(': results'))!;
  const labels = form.items.find((i) => i.title === 'Board')!.choices;
  const grid = () => t.desk.read('R1')!.map((r) => r.map(String));
  const h = grid()[0];
  const published = grid().find((r, i) => i > 0 && r[h.indexOf('published (UTC)')] !== '')![
    h.indexOf('published (UTC)')
  ];
  let n = 0;
  const send = (team: string, label: string, games: string[]) => {
    const [, match, board] = /^(.+), board (\d+): /.exec(label)!;
    const sent = submitResponse(t.book, form.id, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Team match', match],
        ['Board', label],
        ...games.map((g, k) => [`Game ${k + 1}`, g] as [string, string]),
      ]),
      email: captain(team),
      at: new Date(Date.parse(`${published.replace(' ', 'T')}:00Z`) + 9 * 86400_000 + ++n * 1000),
    });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    fireFormSubmitTriggers(t.desk.session, {
      formId: form.id,
      responseId: sent.value.response.id,
      destination: sent.value.destination,
    });
    return {
      row: grid().findIndex(
        (r) => r[h.indexOf('board')] === board && label.includes(`: ${r[h.indexOf('player 1')]} v `),
      ),
    };
  };
  const teams = (label: string) => /^(.+) v (.+), board/.exec(label)!.slice(1, 3);
  const [dispute, oneSide, corrected, open] = [labels[0], labels[1], labels[2], labels[3]];
  const d = send(teams(dispute)[0], dispute, A);
  send(teams(dispute)[1], dispute, B);
  const w = send(teams(oneSide)[0], oneSide, A);
  const c = send(teams(corrected)[0], corrected, A);
  send(teams(corrected)[1], corrected, A);
  const o = send(teams(open)[0], open, A);
  send(teams(open)[1], open, B);
  const cell = (row: number, header: string) => grid()[row][h.indexOf(header)];
  expect(cell(d.row, 'reported')).toMatch(/^in dispute: /);
  expect(cell(w.row, 'reported')).toMatch(/^waiting for /);
  // the organizers decide: they type the results of the dispute and the one-sided board, and correct game 4 of the agreed one
  const g1 = h.indexOf('game 1') + 1;
  t.desk.type('R1', d.row + 1, g1, [B]);
  t.desk.type('R1', w.row + 1, g1, [A]);
  t.desk.type('R1', c.row + 1, g1 + 3, [['0-1']]);
  // the Overview counts the boards as they are now (before Score round writes the tab)
  t.desk.click('menuUpdateStandings');
  const overview = () => JSON.stringify(t.desk.read('Overview'));
  expect(overview()).toMatch(/decided by the organizers/);
  expect(overview().match(/in dispute/g) ?? []).toHaveLength(1); // the open one only
  expect(overview()).not.toMatch(/awaiting the opponent/);
  // every other board's results typed; scored
  grid().forEach((r, i) => {
    if (
      i > 0 &&
      r[h.indexOf('board')] !== '' &&
      i !== o.row &&
      r[h.indexOf('game 1')] === '' &&
      !r.includes('(forfeit)')
    )
      t.desk.type('R1', i + 1, g1, [A]);
  });
  expect(t.desk.click('menuScoreRound', { button: 'OK', text: '1' })).toMatch(/^Score round 1/);
  expect(cell(d.row, 'reported')).toMatch(
    /^decided by the organizers: 1-0 ½-½ 0-1 0-1 \(the reports were in dispute: .+ reported 1-0 ½-½ 0-1 1-0 .+; .+ reported 1-0 ½-½ 0-1 0-1 .+; game 4 differs\)$/,
  );
  expect(cell(w.row, 'reported')).toMatch(
    new RegExp(
      `^decided by the organizers: 1-0 ½-½ 0-1 1-0 \\(${teams(oneSide)[1]} had not reported; ${teams(oneSide)[0]}'s captain reported 1-0 ½-½ 0-1 1-0 \\(.+ UTC\\)\\)$`,
    ),
  );
  expect(cell(c.row, 'reported')).toMatch(
    /^reports agree on 1-0 ½-½ 0-1 1-0 \(.+ UTC\); the organizers' result 1-0 ½-½ 0-1 0-1 stands$/,
  );
  expect(cell(o.row, 'reported')).toMatch(/^in dispute: .*: the organizers decide$/);
  expect(overview()).toMatch(/decided by the organizers/);
  expect(overview().match(/in dispute/g) ?? []).toHaveLength(1);
  expect(overview()).not.toMatch(/awaiting the opponent/);
  // scored again, nothing changes on the tab: the notes say the same state
  const before = grid();
  t.desk.click('menuScoreRound', { button: 'OK', text: '1' });
  expect(grid()).toEqual(before);
}, 60000);
