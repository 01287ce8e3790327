// Each results-form report is judged from its own form-submit event (its row on the answers tab, its answers and
// address from e.namedValues): no report is lost when its trigger cannot get the document lock or is stopped
// (it stays pending, its address kept privately, and the next report's trigger or Create results form judges it,
// in arrival order, once), and judging one report costs the same Google calls whatever the number of responses
// before it (the board's earlier counted reports come from its own record, never from the form's responses).
// Through the bundle: responses by local/gas/forms.ts submitResponse, triggers by fireFormSubmitTriggers, whose
// `beforeRun` plants the lock held by another execution or the execution stopped at a call.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers, type TriggerOutcome } from '../../local/gas/triggers';
import { sentMail } from '../../local/gas/mail';
import type { AddonSession } from '../../local/runner';
import type { CallCounts } from '../../local/gas/calls';
import { boardsPaired, tournament } from './support';

const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const GAMES = ['1-0', '½-½', '0-1', '1-0'];
const DAY = 86400_000;

/** 4 teams with captains, round 1 paired into boards, the results form created. */
async function season() {
  const t = await tournament(4, 41);
  boardsPaired(t, [...t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`), 'organizers: boss@example.org']);
  t.desk.click('menuCreateResultsForm');
  const form = t.book.forms.find((f) => f.title.endsWith(': results'))!;
  const g = t.desk.read('R1')!;
  const c = g[0].map(String).indexOf('published (UTC)');
  const published = Date.parse(String(g.find((r, i) => i > 0 && String(r[c]) !== '')![c]).replace(' ', 'T') + ':00Z');
  return { ...t, form, published };
}
type T = Awaited<ReturnType<typeof season>>;

/** How a trigger's run goes: as usual, the document lock held by another execution, or stopped at a call. */
type Run = 'runs' | 'lock held' | 'stopped at once' | 'stopped after its mask';

/** `email`'s report of `label` sent at `at` (its trigger not run yet). */
function submitted(t: T, email: string, label: string, at: Date) {
  const m = /^(.+) v (.+), board \d+: /.exec(label)!;
  const sent = submitResponse(t.book, t.form.id, {
    answers: new Map([
      ['Round', 'Round 1'],
      ['Team match', `${m[1]} v ${m[2]}`],
      ['Board', label],
      ...GAMES.map((g, j) => [`Game ${j + 1}`, g] as [string, string]),
    ]),
    email,
    at,
  });
  if (!sent.ok) throw new Error(sent.problems.join('; '));
  return sent.value;
}

/**
 * Sends `email`'s report of `label` at `at`, runs its trigger as `run` says (`seen` receives its execution);
 * returns the trigger's outcomes.
 */
function send(
  t: T,
  email: string,
  label: string,
  at: Date,
  run: Run = 'runs',
  seen: { run?: AddonSession } = {},
): TriggerOutcome[] {
  const sent = submitted(t, email, label, at);
  const out = fireFormSubmitTriggers(
    t.desk.session,
    { formId: t.form.id, responseId: sent.response.id, destination: sent.destination },
    {
      beforeRun: (r) => {
        seen.run = r;
        t.book.locks.set('document', run === 'lock held' ? -1 : null);
        if (run === 'stopped at once') r.counter.killAfter(1);
        // stopped as it asks for the lock: its address kept and its row masked already
        if (run === 'stopped after its mask')
          r.counter.beforeCall = (_n, method) => {
            if (method === 'LockService.getDocumentLock') r.counter.killAfter(1);
          };
      },
    },
  );
  t.book.locks.set('document', null);
  return out;
}

/** The first board's label and its two captains. */
function firstBoard(t: T) {
  const label = t.form.items.find((i) => i.title === 'Board')!.choices[0];
  const m = /^(.+) v (.+), board \d+: /.exec(label)!;
  return { label, team1: m[1], team2: m[2] };
}

/** The first board's four results and reported cell on R1. */
function boardRow(t: T): { results: string[]; reported: string } {
  const g = t.desk.read('R1')!;
  const h = g[0].map(String);
  const row = g.find((r, i) => i > 0 && String(r[h.indexOf('board')]) === '1')!;
  return {
    results: [1, 2, 3, 4].map((k) => String(row[h.indexOf(`game ${k}`)])),
    reported: String(row[h.indexOf('reported')] ?? ''),
  };
}

const logRows = (t: T) => {
  const log = t.desk.read('Results log') ?? [];
  const h = (log[0] ?? []).map(String);
  return log.slice(1).map((r) => ({
    by: String(r[h.indexOf('reported by')]),
    counted: String(r[h.indexOf('counted')]),
    outcome: String(r[h.indexOf('outcome')]),
    after: String(r[h.indexOf('results after')]),
  }));
};

describe('two captains report the same board: one agreed result, two log rows, two e-mails, whatever the triggers', () => {
  const cases: [string, 1 | 2, Run][] = [];
  for (const first of [1, 2] as const)
    for (const failing of ['none', 'first', 'second'] as const)
      for (const how of failing === 'none'
        ? (['runs'] as Run[])
        : (['lock held', 'stopped at once', 'stopped after its mask'] as Run[]))
        cases.push([failing === 'none' ? 'none' : `${failing}: ${how}`, first, failing === 'none' ? 'runs' : how]);

  test.each(cases)('failing trigger: %s; team %s of the board reports first', async (failing, first, how) => {
    const t = await season();
    const b = firstBoard(t);
    const teams = first === 1 ? [b.team1, b.team2] : [b.team2, b.team1];
    const runs: Run[] = failing.startsWith('first')
      ? [how, 'runs']
      : failing.startsWith('second')
        ? ['runs', how]
        : ['runs', 'runs'];
    const failed = runs.findIndex((r) => r !== 'runs');
    const outs = teams.map((team, k) => {
      const out = send(t, cap(team), b.label, new Date(t.published + DAY + k * 60_000), runs[k]);
      if (k !== failed) return out;
      // the trigger stopped (Google's runtime limit) or judged nothing without the lock: the report is pending
      if (how === 'lock held')
        expect(String(out[0].result)).toMatch(/^pending: another execution held the document lock/);
      else expect(out[0]).toMatchObject({ ok: false, error: 'Exception: Exceeded maximum execution time' });
      // stopped before anything: the row still shows the address Google wrote; else its address is kept
      // privately and the row masked
      const kept = [...t.book.documentProperties.keys()].filter((p) => p.includes('pending'));
      const shown = JSON.stringify(t.desk.read('Results form answers'));
      expect([kept.length, /@example\.org/.test(shown)]).toEqual(how === 'stopped at once' ? [0, true] : [1, false]);
      return out;
    });
    if (failed === 1) {
      // the last report pending: nothing agreed yet; the next organizer action judges it
      expect(boardRow(t).results).toEqual(['', '', '', '']);
      expect(t.desk.click('menuCreateResultsForm')).toMatch(/\n1 pending report\(s\) judged now \(Results log\)\.$/);
    } else {
      // the second report's trigger judged the first (pending) first, then its own
      expect(String(outs[1][0].result).split('\n')).toHaveLength(failed === 0 ? 2 : 1);
    }
    expect(boardRow(t).results).toEqual(GAMES);
    expect(boardRow(t).reported).toMatch(/^agreed: 1-0 ½-½ 0-1 1-0 \(/);
    const rows = logRows(t);
    expect(rows.filter((r) => r.counted !== '').map((r) => [r.by, r.counted])).toEqual(
      teams.map((team) => [`${team}'s captain`, 'yes']),
    );
    expect(rows.filter((r) => r.by === 'the add-on (reports)').map((r) => r.after)).toEqual([GAMES.join(' ')]);
    // the report judged late says so
    expect(rows.filter((r) => / \(pending until then\)$/.test(r.outcome))).toHaveLength(failed >= 0 ? 1 : 0);
    expect(sentMail(t.book).map((m) => m.to)).toEqual(teams.map((team) => [cap(team)]));
    // the public file keeps no address; none is kept once judged
    expect(JSON.stringify(t.desk.read('Results form answers'))).not.toMatch(/@example\.org/);
    expect([...t.book.documentProperties.keys()].filter((k) => k.includes('pending'))).toEqual([]);
    // each report is judged once: clicking again judges nothing
    expect(t.desk.click('menuCreateResultsForm')).not.toMatch(/judged now/);
    expect(logRows(t)).toHaveLength(rows.length);
  });
});

test('an event without namedValues: the report is read from its row (header and cells, before the mask)', async () => {
  const t = await season();
  const b = firstBoard(t);
  const sent = submitted(t, cap(b.team1), b.label, new Date(t.published + DAY));
  const run = t.desk.session.newExecution({ user: 'organizer@example.com' });
  const e = run.evaluate('({})') as Record<string, unknown>;
  e.range = run.services.SpreadsheetApp.getActiveSpreadsheet()
    .getSheetByName('Results form answers')!
    .getRange(sent.destination!.a1);
  expect(String(run.call('onSpreadsheetFormSubmit_', e))).toMatch(
    new RegExp(`^waiting for ${b.team2}: ${b.team1}'s captain reported 1-0 ½-½ 0-1 1-0`),
  );
  expect(logRows(t).map((r) => [r.by, r.counted])).toEqual([[`${b.team1}'s captain`, 'yes']]);
  expect(JSON.stringify(t.desk.read('Results form answers'))).not.toMatch(/@example\.org/);
});

test('a row Create results form judges before its own trigger runs: masked then, judged once, no address kept', async () => {
  const t = await season();
  const b = firstBoard(t);
  const sent = submitted(t, cap(b.team1), b.label, new Date(t.published + DAY));
  expect(JSON.stringify(t.desk.read('Results form answers'))).toMatch(/@example\.org/);
  expect(t.desk.click('menuCreateResultsForm')).toMatch(/\n1 pending report\(s\) judged now \(Results log\)\.$/);
  expect(JSON.stringify(t.desk.read('Results form answers'))).not.toMatch(/@example\.org/);
  const late = fireFormSubmitTriggers(t.desk.session, {
    formId: t.form.id,
    responseId: sent.response.id,
    destination: sent.destination,
  });
  expect(String(late[0].result)).toBe('nothing pending');
  expect(logRows(t).map((r) => [r.by, r.counted])).toEqual([[`${b.team1}'s captain`, 'yes']]);
  expect(sentMail(t.book)).toHaveLength(1);
  expect([...t.book.documentProperties.keys()].filter((k) => k.includes('pending'))).toEqual([]);
});

describe('the Google calls of one report', () => {
  /** Runs one report's trigger and returns its execution's calls. */
  function measured(t: T, email: string, label: string, at: Date): CallCounts {
    const seen: { run?: AddonSession } = {};
    const out = send(t, email, label, at, 'runs', seen);
    expect(String(out[0].result)).toMatch(/^waiting for /);
    return seen.run!.calls();
  }

  test("do not grow with the responses before it: a board's first report after 40 responses costs what the first did", async () => {
    const t = await season();
    const boards = t.form.items.find((i) => i.title === 'Board')!.choices;
    const at = (k: number) => new Date(t.published + DAY + k * 60_000);
    const team = (label: string) => /^(.+?) v /.exec(label)![1];
    // a stranger's report first: the Results log exists from then on
    send(t, 'stranger@example.net', boards[0], at(0));
    const first = measured(t, cap(team(boards[1])), boards[1], at(1));
    // 40 responses more, on other boards (counted, waiting for the opponent) and from strangers
    for (let k = 0; k < 40; k++) {
      const label = boards[3 + (k % (boards.length - 3))];
      send(t, k % 2 ? 'stranger@example.net' : cap(team(label)), label, at(2 + k));
    }
    const later = measured(t, cap(team(boards[2])), boards[2], at(50));
    const total = (c: CallCounts) => c.reads + c.writes + c.formatting + c.other;
    expect(total(later)).toBe(total(first));
    expect(later.byMethod).toEqual(first.byMethod);
  });
});
