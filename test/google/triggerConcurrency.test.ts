// Form-submit triggers running at the same time (local/gas/concurrent.ts): results-form reports that arrive
// together are recorded first, then their trigger executions run under seeded schedules (order, start gaps, one
// starting between two calls of another), each lock attempt resolved by the schedule. Whatever the schedule,
// no report is lost or judged twice: each response has exactly one Results log row, an agreed board is written
// once, each counted sender gets one e-mail per report. Google: executions run concurrently, up to 30 per user
// (https://developers.google.com/apps-script/guides/services/quotas).
import { submitResponse } from '../../local/gas/forms';
import { fireConcurrently, type Arrival } from '../../local/gas/concurrent';
import { sentMail, forgetSentMail } from '../../local/gas/mail';
import { resetQuotas } from '../../local/gas/quotas';
import { startAddon, type LocalWorkbook } from '../../local/runner';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from '../addon/support';
import { cloneWorkbook } from '../helpers/cloneWorkbook';

const OWNER = 'organizer@example.com';
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const STRANGER = 'someone@example.net';
const GAMES = ['1-0', '½-½', '0-1', '1-0'];
const SCHEDULES = 100;

/** 4 teams, captains known, round 1 paired into boards, the results form created: the fixture every schedule copies. */
async function fixture() {
  const t = await tournament(4, 41);
  const lines = [...t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`), 'organizers: boss@example.org'];
  t.desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(1), t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
  t.desk.click('menuCreateResultsForm');
  const form = t.book.forms.find((f) => f.title.endsWith(': results'))!;
  const g = t.desk.read('R1')!;
  const c = g[0].map(String).indexOf('published (UTC)');
  const published = Date.parse(String(g.find((r, i) => i > 0 && String(r[c]) !== '')![c]).replace(' ', 'T') + ':00Z');
  return { book: t.book, formId: form.id, boards: form.items.find((i) => i.title === 'Board')!.choices, published };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

const parts = (label: string) => {
  const m = /^(.+) v (.+), board (\d+): (.+) v (.+)$/.exec(label)!;
  return { team1: m[1], team2: m[2], match: `${m[1]} v ${m[2]}` };
};

interface Report {
  readonly email: string;
  readonly label: string;
}

/** Records every report at the same time (the form writes each answer first), on a copy of the fixture. */
function arrive(f: Fixture, reports: readonly Report[]): { book: LocalWorkbook; arrivals: Arrival[]; ids: string[] } {
  const book = cloneWorkbook(f.book);
  const at = new Date(f.published + 10 * 86400_000);
  const arrivals: Arrival[] = [];
  const ids: string[] = [];
  for (const r of reports) {
    const sent = submitResponse(book, f.formId, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Team match', parts(r.label).match],
        ['Board', r.label],
        ...GAMES.map((g, k) => [`Game ${k + 1}`, g] as [string, string]),
      ]),
      email: r.email,
      at,
    });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    arrivals.push({ formId: f.formId, responseId: sent.value.response.id, destination: sent.value.destination });
    ids.push(sent.value.response.id);
  }
  return { book, arrivals, ids };
}

/** What the organizers' Results log and the outbox say after one schedule. */
function play(f: Fixture, reports: readonly Report[], seed: number, callLatencyMs?: number) {
  resetQuotas(); // each schedule is its own day of the organizer's quotas
  forgetSentMail();
  const { book, arrivals } = arrive(f, reports);
  const host = startAddon(book, { user: OWNER, callLatencyMs });
  const runs = fireConcurrently(host, arrivals, { seed });
  const log = (
    host.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Results log')?.getDataRange().getValues() ?? []
  )
    .slice(1)
    .map((r) => r.map(String));
  return { book, runs, log, mails: sentMail(book) };
}

describe('results-form reports whose triggers run at the same time', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
  });

  test(`${SCHEDULES} schedules of 5 reports (both captains of two boards agreeing, a stranger): none lost, none judged twice`, () => {
    const [b1, b2] = [f.boards[0], f.boards[1]];
    const reports: Report[] = [
      { email: cap(parts(b1).team1), label: b1 },
      { email: cap(parts(b1).team2), label: b1 },
      { email: cap(parts(b2).team1), label: b2 },
      { email: STRANGER, label: b2 },
      { email: cap(parts(b2).team2), label: b2 },
    ];
    const shapes = new Set<string>();
    /** executions that started after the one before had ended, yet met its lock (virtual clocks) and gave up */
    let waitedOut = 0;
    for (let seed = 1; seed <= SCHEDULES; seed++) {
      const r = play(f, reports, seed);
      waitedOut += r.runs.filter(
        (x, k) => k > 0 && x.inside === null && /^pending: another execution held/.test(String(x.outcomes[0]?.result)),
      ).length;
      const where = `schedule ${seed}: ${JSON.stringify(r.runs.map((x) => [x.arrival, x.inside]))}`;
      shapes.add(JSON.stringify(r.runs.map((x) => [x.arrival, x.inside])));
      // every execution ran and ended (none killed, none refused by a quota)
      expect([where, r.runs.flatMap((x) => x.outcomes).every((o) => o.ran && o.ok)]).toEqual([where, true]);
      // each response has exactly one Results log row (the report rows: those with a "counted" answer)
      const reportRows = r.log.filter((x) => x[5] !== '');
      expect([where, reportRows.map((x) => `${x[2]} | ${x[3]}`).sort()]).toEqual([
        where,
        [
          `${b1} | ${parts(b1).team1}'s captain`,
          `${b1} | ${parts(b1).team2}'s captain`,
          `${b2} | ${parts(b2).team1}'s captain`,
          `${b2} | ${parts(b2).team2}'s captain`,
          `${b2} | an unknown sender (no captain's or player's address)`,
        ].sort(),
      ]);
      // each agreed board is written once
      const changes = r.log.filter((x) => x[3] === 'the add-on (reports)').map((x) => `${x[2]} | ${x[8]}`);
      expect([where, changes.sort()]).toEqual([
        where,
        [`${b1} | ${GAMES.join(' ')}`, `${b2} | ${GAMES.join(' ')}`].sort(),
      ]);
      // one e-mail per counted report, to its sender; none to the stranger
      expect([where, r.mails.map((m) => `${m.to.join()} ${m.subject.replace(/^.*, R1, /, '')}`).sort()]).toEqual([
        where,
        reports
          .filter((x) => x.email !== STRANGER)
          .map((x) => `${x.email} ${x.label}: agreed`)
          .sort(),
      ]);
    }
    // the schedules differ: orders and executions started inside others
    expect(shapes.size).toBeGreaterThan(SCHEDULES / 2);
    // arriving together, executions run one after another still meet each other's lock (clock.ts)
    expect(waitedOut).toBeGreaterThan(0);
  });

  // KNOWN LOSS of today's handler (src/addon/mochalunt/resultsArrival.ts, being rewritten): the first execution
  // to take the document lock judges every pending report in one go; when 30 arrive together and judging them takes
  // more than 6 minutes, it is killed part-way, while the 29 others already gave up the lock (10 s): the reports
  // it had not reached are left unjudged (no log row, no e-mail) until a later report's trigger or Create results
  // form. What-if: every call 60 ms (flat latency) makes this small workbook as slow as a larger one (the 16-team
  // season's triggers take 13 s each by the latency model: npm run bench -- triggers). `test.failing` passes while
  // the loss is there; once judging is bounded per execution it fails: make it a plain test then.
  let burst: ReturnType<typeof play> | null = null;
  /** 30 reports at once (both captains of every board, and re-sends) under schedule 7, every call 60 ms */
  const thirty = () => {
    const reports: Report[] = [];
    for (const b of f.boards)
      reports.push({ email: cap(parts(b).team1), label: b }, { email: cap(parts(b).team2), label: b });
    for (let k = 0; reports.length < 30; k++) {
      const b = f.boards[k % f.boards.length];
      reports.push({ email: cap(parts(b).team1), label: b });
    }
    burst = burst ?? play(f, reports, 7, 60);
    return burst;
  };
  test('30 reports at once, judging over 6 minutes: the first execution is killed at 6 minutes, the 29 others gave up the lock', () => {
    const r = thirty();
    expect(r.runs[0].outcomes[0]).toMatchObject({
      ok: false,
      error: 'Exception: Exceeded maximum execution time',
      ms: 6 * 60_000,
    });
    expect(r.runs.slice(1).every((x) => /^pending: another execution held/.test(String(x.outcomes[0].result)))).toBe(
      true,
    );
  });
  test.failing('30 reports at once, judging over 6 minutes: none left unjudged (fails today: 5 of 30 left)', () => {
    expect(thirty().log.filter((x) => x[5] !== '')).toHaveLength(30);
  });
});
