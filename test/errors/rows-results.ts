// Catalogue rows: results reported by captains and players through the results form. Each report is sent (the
// form-submit trigger runs as the organizer) before the click; Create results form clicked again lists, cell by
// cell, what waits for the organizers (a dispute, one side only by the deadline, a report not counted), and
// changes nothing. The command line's rows: responses the form itself refuses.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import type { CatalogueRow } from './kit';
import { changedForm, command, sheet, unpublished } from './kit';
import type { Editor } from './scenario';
import { FIELD } from './book';

const cap = (team: string) => `captain.${team.toLowerCase()}@example.org`;
/** R1 of the 'mochalunt-boards' workbook: published 2024-01-15 18:00 UTC, the round ends 2024-02-14 18:00 UTC (M21) */
const BOARD1 = 'Samoa v Peru, board 1: Ivo Lopez v Pablo Tamm';
const BOARD2 = 'Samoa v Peru, board 2: Yuri Okafor v Aiko Berg';
const GAMES = ['1-0', '½-½', '0-1', '1-0'];
const IN_TIME = new Date('2024-01-25T12:00:00Z');

/** Captains (and Ivo Lopez's address) in Captains and protections, then the results form. */
function withForm(e: Editor): void {
  const lines = [...FIELD.teams.map((t) => `${t.name}: ${cap(t.name)}`), 'Ivo Lopez: ivo@example.org'];
  e.desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
  e.desk.click('menuCreateResultsForm');
}

/** One report sent through the form, signed in as `email`; its trigger runs. */
function send(e: Editor, email: string, board: string, games = GAMES, at = IN_TIME): void {
  const book = e.desk.session.workbook;
  const form = book.forms.find((f) => f.title.endsWith(': results'));
  if (!form) throw new Error('no results form');
  const answers = new Map([
    ['Round', 'Round 1'],
    ['Team match', board.split(', board')[0]],
    ['Board', board],
    ...games.map((g, k) => [`Game ${k + 1}`, g] as [string, string]),
  ]);
  const r = submitResponse(book, form.id, { answers, email, at });
  if (!r.ok) throw new Error(r.problems.join('; '));
  fireFormSubmitTriggers(e.desk.session, {
    formId: form.id,
    responseId: r.value.response.id,
    destination: r.value.destination,
  });
}

const reports =
  (...steps: ((e: Editor) => void)[]) =>
  (e: Editor) => {
    withForm(e);
    for (const s of steps) s(e);
  };
const CHECK =
  "check the sender in the form's responses; if the report should count, its team's captain or the board's player sends it again before the deadline, or the organizers type the result";
const DECIDE =
  'the organizers decide: type the result in game 1 to game 4 of the board row (blank games end 0-0 at Score round, M16)';
const ANSWERS = [
  '--answer',
  'Round=Round 1',
  '--answer',
  'Team match=Samoa v Peru',
  '--answer',
  `Board=${BOARD1}`,
  ...GAMES.flatMap((g, k) => ['--answer', `Game ${k + 1}=${g}`]),
];

/** Swiss, league, multi-player: every entrant's address in Entrants' addresses, then the results form. */
const CHECK_ENTRANT =
  "check the sender in the form's responses and Entrants' addresses; if the report should count, the player (or captain) sends it again before the round is scored, or the organizers type the result";
const entrantMail = (n: string) => `${n.toLowerCase()}@example.org`;
function withEntrantForm(e: Editor): void {
  const names = (e.desk.read('Entrants') ?? [])
    .slice(1)
    .map((r) => String(r[0]))
    .filter((n) => n !== '');
  e.desk.click('menuEntrantAddresses', { button: 'OK', text: names.map((n) => `${n}: ${entrantMail(n)}`).join('\n') });
  e.desk.click('menuCreateResultsForm');
}

/** One report to the results form of these formats, the `k`-th game or table listed, signed in as `email` (or the `who`-th player of it). */
function sendItem(e: Editor, k: number, who: number | string, answer: string, at = IN_TIME): void {
  const book = e.desk.session.workbook;
  const form = book.forms.find((f) => f.title.endsWith(': results'));
  if (!form) throw new Error('no results form');
  const item = form.items[1].choices[k];
  const names = item.replace(/^[^:]+: /, '').split(/, | v /);
  const email = typeof who === 'string' ? who : entrantMail(names[who]);
  const r = submitResponse(book, form.id, {
    answers: new Map([
      ['Round', 'Round 1'],
      [form.items[1].title, item],
      [form.items[2].title, answer],
    ]),
    email,
    at,
  });
  if (!r.ok) throw new Error(r.problems.join('; '));
  fireFormSubmitTriggers(e.desk.session, {
    formId: form.id,
    responseId: r.value.response.id,
    destination: r.value.destination,
  });
}

export const RESULTS_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-boards',
    'menuCreateResultsForm',
    {
      id: 'results-stranger',
      where: 'the results form, a report',
      typed: "a report from an address that is no captain's or player's",
      kind: 'report',
      message: `Results log, row 2, column outcome (G2): not counted: the sender is neither a captain of Samoa or Peru nor Ivo Lopez or Pablo Tamm (a player reports only their own board); no e-mail (not a captain's or player's address). ${CHECK}`,
    },
    reports((e) => send(e, 'mallory@example.net', BOARD1)),
  ),
  sheet(
    'mochalunt-boards',
    'menuCreateResultsForm',
    {
      id: 'results-other-board',
      where: 'the results form, a report',
      typed: 'a player reporting a board of their team that is not theirs',
      kind: 'report',
      message: `Results log, row 2, column outcome (G2): not counted: the sender is neither a captain of Samoa or Peru nor Yuri Okafor or Aiko Berg (a player reports only their own board); the sender was e-mailed the check. ${CHECK}`,
    },
    reports((e) => send(e, 'ivo@example.org', BOARD2)),
  ),
  sheet(
    'mochalunt-boards',
    'menuCreateResultsForm',
    {
      id: 'results-late',
      where: 'the results form, a report',
      typed: "a report sent after the board's round deadline (M21)",
      kind: 'report',
      message: `Results log, row 2, column outcome (G2): not counted: sent 2024-02-15 09:00 UTC, after the board's round deadline 2024-02-14 18:00 UTC (M21, M16); the organizers decide; the sender was e-mailed the check. ${CHECK}`,
    },
    reports((e) => send(e, cap('Samoa'), BOARD1, GAMES, new Date('2024-02-15T09:00:00Z'))),
  ),
  sheet(
    'mochalunt-boards',
    'menuCreateResultsForm',
    {
      id: 'results-unpaired-board',
      where: 'the results form, a report',
      typed: 'a report for a board whose pairing was undone (Undo last action)',
      kind: 'report',
      message: `Results log, row 2, column outcome (G2): not counted: round 1 has no individual matches paired (an unpaired board); the sender was e-mailed the check. ${CHECK}`,
    },
    reports(
      (e) => {
        e.desk.click('menuUndo');
      },
      (e) => send(e, cap('Samoa'), BOARD1),
    ),
  ),
  sheet(
    'mochalunt-boards',
    'menuCreateResultsForm',
    {
      id: 'results-conflicting',
      where: 'the results form, two reports of one board',
      typed: 'the two sides report different results',
      kind: 'report',
      message: `R1, row 3, column reported (Y3): in dispute: Samoa's captain reported 1-0 ½-½ 0-1 1-0 (2024-01-25 12:00 UTC); Peru's captain reported 1-0 ½-½ 0-1 0-1 (2024-01-25 13:00 UTC); game 4 differs. ${DECIDE}`,
    },
    reports(
      (e) => send(e, cap('Samoa'), BOARD1),
      (e) => send(e, cap('Peru'), BOARD1, ['1-0', '½-½', '0-1', '0-1'], new Date('2024-01-25T13:00:00Z')),
    ),
  ),
  sheet(
    'mochalunt-boards',
    'menuCreateResultsForm',
    {
      id: 'results-one-side',
      where: 'the results form, a report',
      typed: 'only one side reported by the round deadline',
      kind: 'report',
      message: `R1, row 3, column reported (Y3): only one side reported by the round deadline 2024-02-14 18:00 UTC (waiting for Peru: Ivo Lopez (Samoa) reported 1-0 ½-½ 0-1 1-0 (2024-01-25 12:00 UTC)). ${DECIDE}`,
    },
    reports((e) => send(e, 'ivo@example.org', BOARD1)),
  ),
  command(
    {
      id: 'results-typed-address',
      where: 'mochalunt form-submit --email (the results form)',
      typed: "a captain's address typed into the results form, which records verified addresses",
      kind: 'report',
      message:
        'mochalunt form-submit: the form refused the response; nothing was saved:\n  the form "MOCHALUNT: results" records the respondent\'s signed-in address (Verified) and has no field to type one: leave out --email',
    },
    [
      'form-submit',
      '{dir}/book.xlsx',
      '--form',
      'MOCHALUNT: results',
      ...ANSWERS,
      '--as',
      'mallory@example.net',
      '--email',
      cap('Samoa'),
    ],
    { base: 'mochalunt-boards', edit: withForm },
  ),
  command(
    {
      id: 'results-unpublished',
      where: 'mochalunt form-submit (the results form)',
      typed: 'a report to a results form unpublished in the form editor',
      kind: 'report',
      message:
        'mochalunt form-submit: the form refused the response; nothing was saved:\n  the form "MOCHALUNT: results" is not published, so it accepts no response (forms created after 30 June 2026 start unpublished): ask its owner to publish it, then run form-submit again',
    },
    ['form-submit', '{dir}/book.xlsx', '--form', 'MOCHALUNT: results', ...ANSWERS, '--as', cap('Samoa')],
    {
      base: 'mochalunt-boards',
      edit: changedForm('menuCreateResultsForm', unpublished),
    },
  ),
  sheet(
    'swiss-r1',
    'menuCreateResultsForm',
    {
      id: 'results-swiss-stranger',
      where: 'the results form (Swiss), a report',
      typed: "a report of a game from an address that is no entrant's",
      kind: 'report',
      message: `Results log, row 2, column outcome (G2): not counted: the sender is neither Ada nor Eva (a player reports only their own game, a captain their team's boards). ${CHECK_ENTRANT}`,
    },
    (e) => {
      withEntrantForm(e);
      sendItem(e, 0, 'mallory@example.net', '1-0');
    },
  ),
  sheet(
    'swiss-r1',
    'menuCreateResultsForm',
    {
      id: 'results-swiss-unpaired',
      where: 'the results form (Swiss), a report',
      typed: 'a report for a game whose pairing was undone (Undo last action)',
      kind: 'report',
      message: `Results log, row 2, column outcome (G2): not counted: round 1 is not paired (an unpaired game). ${CHECK_ENTRANT}`,
    },
    (e) => {
      withEntrantForm(e);
      e.desk.click('menuUndo');
      sendItem(e, 0, 0, '1-0');
    },
  ),
  sheet(
    'multiplayer-r1',
    'menuCreateResultsForm',
    {
      id: 'results-multiplayer-dispute',
      where: 'the results form (multi-player), two reports of one table',
      typed: 'two players of a table report different places',
      kind: 'report',
      message:
        'R1, row 5, column place (D5): in dispute: Dan reported 1 2 3 4 (2024-01-25 12:00 UTC); Cleo reported 2 1 3 4 (2024-01-25 13:00 UTC) (Results log, row 3). the organizers decide: type the places of Table 1: Dan, Cleo, Ben, Ada in D5 of R1',
    },
    (e) => {
      withEntrantForm(e);
      sendItem(e, 0, 0, '1 2 3 4');
      sendItem(e, 0, 1, '2 1 3 4', new Date('2024-01-25T13:00:00Z'));
    },
  ),
  {
    ...sheet(
      'swiss',
      'menuEntrantAddresses',
      {
        id: 'results-addresses-unknown',
        where: "Entrants' addresses (prompt)",
        typed: 'an address line for a name that is no entrant',
        kind: 'unknown name',
        message:
          'line 2: "Zed" is not an entrant of the Entrants tab (nor a player of a team\'s boards): type the name as written there',
        cell: false,
      },
      undefined,
      [{ button: 'OK', text: 'Ada: ada@example.org\nZed: zed@example.org' }],
    ),
    action: "Entrants' addresses...",
  },
  sheet(
    'swiss-r1',
    'menuCreateResultsForm',
    {
      id: 'results-swiss-withdrawn',
      where: 'the results form (Swiss), a report',
      typed: 'a report of a game whose entrant withdrew before the round (Entrants, left after round 0)',
      kind: 'report',
      message: `Results log, row 2, column outcome (G2): not counted: Ada withdrew before round 1 (Entrants, left after round 0, K6): no result with Ada is scored from a report; the organizers decide. ${CHECK_ENTRANT}`,
    },
    (e) => {
      withEntrantForm(e);
      const g = e.desk.read('Entrants') ?? [];
      const row = g.findIndex((r) => String(r[0]) === 'Ada') + 1;
      e.desk.type('Entrants', row, g[0].map(String).indexOf('left after round') + 1, [[0]]);
      sendItem(e, 0, 0, '1-0');
    },
  ),
  sheet(
    'swiss-r1',
    'menuCreateResultsForm',
    {
      id: 'results-swiss-after-scoring',
      where: 'the results form (Swiss), a report',
      typed: 'a report sent after its round was scored',
      kind: 'report',
      message:
        'Results log, row 2, column outcome (G2): not counted: round 1 is already scored: the organizers decide (type the result on R1 and Score round again). check it against the round tab: the scored result stands until an organizer changes it and scores the round again',
    },
    (e) => {
      withEntrantForm(e);
      const g = e.desk.read('R1') ?? [];
      const c = g[0].map(String).indexOf('result') + 1;
      g.forEach((r, i) => {
        if (i > 0 && String(r[c - 1]) === '') e.desk.type('R1', i + 1, c, [['1-0']]);
      });
      e.desk.click('menuScoreRound');
      sendItem(e, 0, 0, '0-1');
    },
  ),
];
