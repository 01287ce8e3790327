// Results reported through the results form (Create results form): a captain, or a player for their own board,
// reports a board's four results; both sides the same: written on the round tab (the `reported` column says by
// whom and when, Undo puts it back); different, one side only, late, a stranger, a typed address, an unpaired or
// re-paired board: nothing written, the Results log (organizers only) says why; an organizer's result stands.
// Through the bundle: responses by local/gas/forms.ts submitResponse, the trigger by fireFormSubmitTriggers.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { sentMail } from '../../local/gas/mail';
import { removeFormEditor } from '../../local/gas/hand';
import { mkdtempSync, readdirSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { playSeason, typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { eachInstall, tournament, visibleValues } from './support';

const OWNER = 'organizer@example.com';
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const who = (player: string) => `${player.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const DAY = 86400_000;

type T = Awaited<ReturnType<typeof season>>;

/** 4 teams, captains and every first player's address known, round 1 paired into boards, the results form created. */
async function season(seed = 41) {
  const t = await tournament(4, seed);
  const lines = [
    ...t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`),
    ...t.field.teams.map((x) => `${x.players[0].name}: ${who(x.players[0].name)}`),
    'organizers: boss@example.org',
  ];
  t.desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(1), t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
  const created = t.desk.click('menuCreateResultsForm');
  const form = t.book.forms.find((f) => f.title.endsWith(': results'))!;
  return { ...t, created, form };
}

const boardsOf = (t: T) => t.form.items.find((i) => i.title === 'Board')!.choices;
/** The board choice's parts: "A v B, board 3: X v Y" */
const parts = (label: string) => {
  const m = /^(.+) v (.+), board (\d+): (.+) v (.+)$/.exec(label)!;
  return { team1: m[1], team2: m[2], board: Number(m[3]), player1: m[4], player2: m[5], match: `${m[1]} v ${m[2]}` };
};

/** `days` (and `s` seconds) after round 1's team pairings were published (the demo's calendar, M21). */
function when(t: T, days: number, s = 0): Date {
  const g = t.desk.read('R1')!;
  const c = g[0].map(String).indexOf('published (UTC)');
  const pub = Date.parse(String(g.find((r, i) => i > 0 && String(r[c]) !== '')![c]).replace(' ', 'T') + ':00Z');
  return new Date(pub + days * DAY + s * 1000);
}

/** Sends one report signed in as `email` (or typing `typed`) and runs the trigger; returns its outcome text. */
function report(t: T, email: string, label: string, games: string[], at = when(t, 10), typed?: string): string {
  const sent = submitResponse(t.book, t.form.id, {
    answers: new Map([
      ['Round', 'Round 1'],
      ['Team match', parts(label).match],
      ['Board', label],
      ...games.map((g, k) => [`Game ${k + 1}`, g] as [string, string]),
    ]),
    ...(typed ? { typedEmail: typed } : { email }),
    at,
  });
  if (!sent.ok) throw new Error(sent.problems.join('; '));
  const out = fireFormSubmitTriggers(t.desk.session, {
    formId: t.form.id,
    responseId: sent.value.response.id,
    destination: sent.value.destination,
  });
  expect(out).toHaveLength(1);
  expect(out[0]).toMatchObject({ ok: true, user: OWNER });
  return String(out[0].result);
}

/** The board row of `label` on R1: its results and reported cell. */
function row(t: T, label: string) {
  const g = t.desk.read('R1')!;
  const h = g[0].map(String);
  const p = parts(label);
  const at = g.findIndex(
    (r) =>
      String(r[h.indexOf('player 1')]) === p.player1 &&
      String(r[h.indexOf('player 2')]) === p.player2 &&
      Number(r[h.indexOf('board')]) === p.board,
  );
  return {
    at: at + 1,
    results: [1, 2, 3, 4].map((k) => String(g[at][h.indexOf(`game ${k}`)])),
    reported: String(g[at][h.indexOf('reported')] ?? ''),
    col: h.indexOf('game 1') + 1,
  };
}

const log = (t: T) => (t.desk.read('Results log') ?? []).slice(1).map((r) => r.map(String));
const GAMES = ['1-0', '½-½', '0-1', '1-0'];

eachInstall("results reported by the players' side, confirmed by the opponent", () => {
  test('Create results form: verified addresses, published, shared with the organizers, lists the boards, one trigger', async () => {
    const t = await season();
    expect(t.created).toMatch(
      /^Results form created \(\d+ boards of Round 1\): send captains and players https:\/\/docs\.google\.com\/forms\/.* \(published; shared with boss@example\.org; 8 responders added\)\. Each report is judged on arrival/,
    );
    expect(t.form).toMatchObject({
      emailCollection: 'VERIFIED',
      published: true,
      owner: OWNER,
      editors: ['boss@example.org'],
    });
    // it answers into the spreadsheet: its answers tab is the one the spreadsheet's form-submit trigger watches
    expect(t.form.destination).toMatchObject({ spreadsheetId: t.book.id });
    expect(t.book.sheetById(t.form.destination!.sheetId)!.name).toBe('Results form answers');
    expect(t.form.items.map((i) => [i.title, i.type, i.required])).toEqual([
      ['Round', 'LIST', true],
      ['Team match', 'LIST', true],
      ['Board', 'LIST', true],
      ['Game 1', 'LIST', true],
      ['Game 2', 'LIST', true],
      ['Game 3', 'LIST', true],
      ['Game 4', 'LIST', true],
    ]);
    // each game asks the same (Games 2 to 4 are copies of Game 1: ListItem.duplicate)
    const games = t.form.items.slice(3);
    expect(new Set(games.map((i) => JSON.stringify([i.helpText, i.choices]))).size).toBe(1);
    expect(games[0].helpText).toMatch(/^from the side of the player named first/);
    expect(games[0].choices.length).toBeGreaterThan(4);
    expect(boardsOf(t)[0]).toMatch(/^.+ v .+, board 1: .+ v .+$/);
    const submit = () => t.book.triggers.filter((x) => x.eventType === 'ON_FORM_SUBMIT');
    expect(submit()).toEqual([
      expect.objectContaining({
        handler: 'onSpreadsheetFormSubmit_',
        source: 'SPREADSHEETS',
        sourceId: t.book.id,
        creator: OWNER,
      }),
    ]);
    expect(t.desk.click('menuCreateResultsForm')).toMatch(/^The results form exists/);
    expect(submit()).toHaveLength(1);
  });

  test('a results form another organizer created and did not share is named with its creator; no second form', async () => {
    const t = await season();
    t.book.share('boss@example.org', 'editor');
    const boss = t.desk.session.newExecution({ user: 'boss@example.org' });
    // the form was shared with boss when created (an organizer); its creator takes boss off its editors
    removeFormEditor(t.book, t.form.id, 'boss@example.org');
    boss.ui.answer({ button: 'OK' });
    expect(String(boss.call('menuCreateResultsForm'))).toMatch(
      /^Create results form: nothing created\. The results form belongs to organizer@example\.com and is not shared with you/,
    );
    expect(t.book.forms.filter((f) => f.title.endsWith(': results'))).toHaveLength(1);
  });

  test('agreed reports are written on the round tab with who reported; the log and the e-mails; Undo puts them back', async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    const first = report(t, cap(p.team1), label, GAMES, when(t, 9, 60));
    expect(first).toMatch(new RegExp(`^waiting for ${p.team2}: ${p.team1}'s captain reported 1-0 ½-½ 0-1 1-0`));
    expect(row(t, label).results).toEqual(['', '', '', '']);
    expect(row(t, label).reported).toMatch(/^waiting for /);
    // the Overview's team match shows the report as it arrives
    const overview = () =>
      (t.desk.read('Overview') ?? [])
        .flat()
        .map(String)
        .filter((v) => / boards reported/.test(v));
    expect(overview()).toContainEqual(expect.stringMatching(/^0 of \d+ boards reported \(1 awaiting the opponent\)$/));
    const second = report(t, cap(p.team2), label, GAMES);
    expect(overview()).toContainEqual(expect.stringMatching(/^1 of \d+ boards reported \(1 by report\)$/));
    expect(second).toMatch(/^agreed: 1-0 ½-½ 0-1 1-0, written on R1, board \d+ of /);
    expect(row(t, label).results).toEqual(GAMES);
    expect(row(t, label).reported).toMatch(
      new RegExp(
        `^agreed: 1-0 ½-½ 0-1 1-0 \\(${p.team1}'s captain \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d, ${p.team2}'s captain .+ UTC\\)$`,
      ),
    );
    const rows = log(t);
    expect(rows.map((r) => [r[3], r[5]])).toEqual([
      [`${p.team1}'s captain`, 'yes'],
      [`${p.team2}'s captain`, 'yes'],
      ['the add-on (reports)', ''],
    ]);
    expect(rows[2].slice(7)).toEqual(['(blank)', '1-0 ½-½ 0-1 1-0']);
    const mails = sentMail(t.book);
    expect(mails.map((m) => m.to)).toEqual([[cap(p.team1)], [cap(p.team2)]]);
    expect(mails[1].subject).toMatch(/your result report, R1, .+: agreed$/);
    expect(mails[0].body).toContain('WAITING FOR THE OPPONENT');
    // no address in any visible tab (the log neither)
    expect(JSON.stringify(visibleValues(t.desk.session))).not.toMatch(/@example\.org/);
    // the Results log is the organizers' only
    const ss = t.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
    expect(
      ss.getSheetByName('Results log')!.getProtections(t.desk.session.inspect.SpreadsheetApp.ProtectionType.SHEET),
    ).toHaveLength(1);
    // Undo last action puts back what the add-on wrote (the results), the log keeps its rows
    expect(t.desk.click('menuUndo')).toMatch(/^Undone: Results reported: round 1/);
    expect(row(t, label).results).toEqual(['', '', '', '']);
    expect(row(t, label).reported).toMatch(/^waiting for /);
    expect(log(t)).toHaveLength(3);
  });

  test("a player reports their own board (not another); the opponent's captain confirms", async () => {
    const t = await season();
    const known = new Set(t.field.teams.map((x) => x.players[0].name));
    const label = boardsOf(t).find((b) => known.has(parts(b).player1))!;
    const p = parts(label);
    const other = boardsOf(t).find((b) => parts(b).team1 === p.team1 && b !== label)!;
    expect(report(t, who(p.player1), other, GAMES)).toMatch(
      /^not counted: the sender is neither a captain of .+ nor .+ \(a player reports only their own board\)/,
    );
    expect(report(t, who(p.player1), label, GAMES, when(t, 9, 1000))).toMatch(
      new RegExp(`^waiting for ${p.team2}: ${p.player1} \\(${p.team1}\\) reported`),
    );
    expect(report(t, cap(p.team2), label, GAMES)).toMatch(/^agreed/);
    expect(row(t, label).results).toEqual(GAMES);
    // Score round counts the agreed board as reported
    expect(t.desk.click('menuScoreRound')).toMatch(
      /\n1 board reported through the results form \(both sides agreed\)\./,
    );
    expect(log(t).map((r) => r[3])).toEqual([
      `${p.player1} (${p.team1})`,
      `${p.player1} (${p.team1})`,
      `${p.team2}'s captain`,
      'the add-on (reports)',
    ]);
  });

  test("a stranger's report does not count, gets no e-mail and writes nothing on the round tab", async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const before = t.desk.read('R1');
    expect(report(t, 'stranger@example.net', label, GAMES)).toMatch(
      /^not counted: the sender is neither a captain of .+ nor .+; no e-mail/,
    );
    expect(t.desk.read('R1')).toEqual(before);
    expect(sentMail(t.book)).toHaveLength(0);
    expect(log(t)[0].slice(3, 6)).toEqual([
      "an unknown sender (no captain's or player's address)",
      '1-0 ½-½ 0-1 1-0',
      'no',
    ]);
  });

  test("a report after the board's round deadline (M21) does not count", async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    expect(report(t, cap(p.team1), label, GAMES, when(t, 31))).toMatch(
      /^not counted: sent .+ UTC, after the board's round deadline .+ UTC \(M21, M16\)/,
    );
    expect(row(t, label).reported).toBe('');
    expect(sentMail(t.book)[0].subject).toMatch(/: not counted$/);
  });

  test('two conflicting reports: in dispute, nothing written, both reports listed; Score round names the board', async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    report(t, cap(p.team1), label, GAMES, when(t, 9, 1000));
    const out = report(t, cap(p.team2), label, ['1-0', '½-½', '0-1', '0-1']);
    expect(out).toMatch(
      new RegExp(
        `^in dispute: ${p.team1}'s captain reported 1-0 ½-½ 0-1 1-0 .*; ${p.team2}'s captain reported 1-0 ½-½ 0-1 0-1 .*; game 4 differs: the organizers decide`,
      ),
    );
    expect(row(t, label).results).toEqual(['', '', '', '']);
    expect(row(t, label).reported).toMatch(/^in dispute: /);
    expect(sentMail(t.book)[1].body).toContain('IN DISPUTE');
    const scored = t.desk.click('menuScoreRound');
    expect(scored).not.toMatch(/reported through the results form \(both sides agreed\)/);
    expect(scored).toMatch(
      new RegExp(
        `1 board reported through the results form but not settled \\(no result typed\\)[^\\n]*\\n${p.match}, board ${p.board} \\(${p.player1} v ${p.player2}\\): in dispute`,
      ),
    );
  });

  test("after an organizer's correction, a report does not overwrite the organizer's result", async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    report(t, cap(p.team1), label, GAMES, when(t, 9, 2000));
    report(t, cap(p.team2), label, GAMES, when(t, 9, 1000));
    const r = row(t, label);
    t.desk.type('R1', r.at, r.col + 3, [['0-1']]); // the organizer corrects game 4
    const again = report(t, cap(p.team1), label, GAMES);
    expect(again).toMatch(/^reports agree on 1-0 ½-½ 0-1 1-0 .*; the organizers' result 1-0 ½-½ 0-1 0-1 stands/);
    expect(row(t, label).results).toEqual(['1-0', '½-½', '0-1', '0-1']);
  });

  test("an organizer's typed result stands whatever its value: equal to the agreed reports, a later differing report does not blank it", async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    expect(report(t, cap(p.team1), label, GAMES, when(t, 9))).toMatch(/^waiting for /);
    const r = row(t, label);
    t.desk.type('R1', r.at, r.col, [GAMES]); // the organizer types the result the first report gave
    expect(report(t, cap(p.team2), label, GAMES, when(t, 9, 60))).toMatch(
      /^reports agree on 1-0 ½-½ 0-1 1-0 .*; the organizers' result 1-0 ½-½ 0-1 1-0 stands/,
    );
    expect(report(t, cap(p.team1), label, ['0-1', '0-1', '0-1', '0-1'], when(t, 9, 120))).toMatch(/^in dispute: /);
    expect(row(t, label).results).toEqual(GAMES);
    // the Results log says the add-on changed nothing on the round tab, as the round tab shows
    expect(log(t).filter((x) => x[3] === 'the add-on (reports)')).toEqual([]);
  });

  test("a report is judged once: a player's report sent before their address was known stays not counted", async () => {
    const t = await season();
    const firsts = new Set(t.field.teams.map((x) => x.players[0].name));
    const label = boardsOf(t).find((b) => !firsts.has(parts(b).player2))!;
    const p = parts(label);
    expect(report(t, who(p.player2), label, GAMES, when(t, 9))).toMatch(/^not counted: the sender is neither/);
    const lines = [
      ...t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`),
      ...t.field.teams.map((x) => `${x.players[0].name}: ${who(x.players[0].name)}`),
      `${p.player2}: ${who(p.player2)}`,
      'organizers: boss@example.org',
    ];
    t.desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
    const out = report(t, cap(p.team1), label, GAMES);
    expect(out.startsWith(`waiting for ${p.team2}: `)).toBe(true);
    expect(row(t, label).results).toEqual(['', '', '', '']);
    expect(log(t).map((x) => x[5])).toEqual(['no', 'yes']);
    // sent again now, it counts
    expect(report(t, who(p.player2), label, GAMES, when(t, 10, 60))).toMatch(/^agreed: /);
  });

  test('a report arriving after its round was scored changes no scored cell: logged and listed for the organizers', async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    report(t, cap(p.team1), label, GAMES, when(t, 9));
    expect(report(t, cap(p.team2), label, GAMES, when(t, 9, 60))).toMatch(/^agreed/);
    expect(t.desk.click('menuScoreRound')).toMatch(/^Score round/);
    const LOST = ['0-1', '0-1', '0-1', '0-1'];
    for (const [team, s] of [
      [p.team1, 0],
      [p.team2, 60],
    ] as const)
      expect(report(t, cap(team), label, LOST, when(t, 10, s))).toMatch(
        /^not counted: round 1 was scored before this report arrived: nothing written/,
      );
    expect(row(t, label).results).toEqual(GAMES);
    expect(
      log(t)
        .slice(-2)
        .map((r) => r[5]),
    ).toEqual(['no: round scored', 'no: round scored']);
    const n = log(t).length + 1;
    expect(t.desk.click('menuCreateResultsForm')).toContain(
      `Results log, row ${n}, column outcome (G${n}): not counted: round 1 was scored before this report arrived`,
    );
  });

  test('a typed (not verified) address does not count; Create results form makes the form verified again', async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    t.form.emailCollection = 'RESPONDER_INPUT'; // an organizer changed "Collect email addresses" in the form's editor
    expect(report(t, '', label, GAMES, when(t, 10), cap(p.team1))).toMatch(
      /^not counted: the form did not record a verified address/,
    );
    expect(sentMail(t.book)).toHaveLength(0);
    expect(log(t)[0][3]).toBe('an unverified sender');
    expect(t.desk.click('menuCreateResultsForm')).toMatch(/It records verified addresses again/);
    expect(t.form.emailCollection).toBe('VERIFIED');
  });

  test('a report for an unpaired board (the pairing undone) and for a re-paired round: only reports for the pairing on the tab count', async () => {
    const t = await season();
    const label = boardsOf(t)[0];
    const p = parts(label);
    report(t, cap(p.team1), label, GAMES, when(t, 9, 5000));
    expect(t.desk.click('menuUndo')).toMatch(/^Undone: Results reported/);
    expect(t.desk.click('menuUndo')).toMatch(/^Undone: .*individual/i);
    // the form still lists the boards until the round is paired again
    expect(report(t, cap(p.team2), label, GAMES, when(t, 9, 4000))).toMatch(
      /^not counted: round 1 has no individual matches paired \(an unpaired board\)/,
    );
    // the team's line-up changes, the round is paired again: the board has other players
    const lu = t.desk.read('Line-ups')!;
    const h = lu[0].map(String);
    const k = lu.findIndex((r) => Number(r[h.indexOf('round')]) === 1 && String(r[h.indexOf('team')]) === p.team1);
    const names = String(lu[k][h.indexOf('line-up')])
      .split('/')[0]
      .split(',')
      .map((s) => s.trim());
    t.desk.type('Line-ups', k + 1, h.indexOf('line-up') + 1, [[[...names].reverse().join(', ')]]);
    t.desk.click('menuPairIndividual');
    const now = boardsOf(t).find((b) => parts(b).match === p.match && parts(b).board === p.board)!;
    expect(now).not.toBe(label);
    expect(boardsOf(t)).not.toContain(label);
    // the old report (another pairing) does not count: the new board waits for both sides
    expect(report(t, cap(p.team2), now, GAMES)).toMatch(new RegExp(`^waiting for ${p.team1}:`));
  });
});

eachInstall('the demo reports its results through the form', () => {
  test("most boards agreed by both captains, one dispute the organizers settle, the checks under a gmail.com account's quota", async () => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'mochalunt-results-demo-')), 'demo.xlsx.outbox');
    const s = await playSeason({ teams: 8, seed: 7, outbox, stopAfter: 2 });
    for (const r of [1, 2]) {
      const g = s.desk.read(`R${r}`)!;
      const h = g[0].map(String);
      const boards = g
        .slice(1)
        .filter((x) => String(x[h.indexOf('board')]) !== '' && String(x[h.indexOf('game 1')]) !== '');
      const agreed = boards.filter((x) => String(x[h.indexOf('reported')]).startsWith('agreed: '));
      expect(agreed.length / boards.length).toBeGreaterThan(0.6);
      // the dispute of round 1: settled by the organizers' typing (its results are on the tab, so Score round counted
      // it and says so on the tab: reportedNote.ts)
      const note = (x: unknown[]) => String(x[h.indexOf('reported')]);
      expect(boards.filter((x) => note(x).startsWith('in dispute: '))).toHaveLength(0);
      const decided = boards.filter((x) =>
        /^decided by the organizers: .* \(the reports were in dispute: /.test(note(x)),
      );
      expect(decided).toHaveLength(r === 1 ? 1 : 0);
    }
    // every check e-mail dated on the season's calendar: never more than 100 recipients in 24 hours
    const sent: { at: number; n: number }[] = [];
    for (const d of readdirSync(outbox))
      for (const f of readdirSync(join(outbox, d))) {
        const head = readFileSync(join(outbox, d, f), 'utf8').split('\r\n\r\n')[0];
        sent.push({
          at: Date.parse(/^Date: (.+)$/m.exec(head)![1]),
          n: /^To: (.+)$/m.exec(head)![1].split(',').length,
        });
      }
    expect(readdirSync(join(outbox, 'other')).length).toBeGreaterThan(20);
    const busiest = Math.max(
      ...sent.map((m) => sent.filter((o) => o.at > m.at - DAY && o.at <= m.at).reduce((n, o) => n + o.n, 0)),
    );
    expect(busiest).toBeLessThanOrEqual(100);
    expect(JSON.stringify(s.desk.read('Results log'))).not.toMatch(/@example\.org/);
  }, 120000);
});
