// Every menu action's cost in Google, at 8 and 64 teams: a season played through the bundle (build/Code.js)
// with every item of the MOCHALUNT menu clicked at least once, each action measured at one click (which one:
// BENCH_ACTIONS), with its calls by kind (read, write, slow, other: local/gas/latency.ts), the time those
// calls would take on Google's servers by the latency model (virtual, never slept), its computing time here,
// and the projected seconds: the two added. Targets: at 64 teams every action under 10 s projected, Captains
// and protections under 60 s. Send pairings sends one e-mail per team: its recipients are reported with the
// days that Google's daily quota (100 recipients a consumer account, 1,500 Google Workspace) needs for them;
// the bench itself runs with a quota large enough for a season, as the demo does.
import { openWorkbook, type CallCounts, type LocalWorkbook } from '../local/runner';
import { Desk, type Click } from '../local/demo/desk';
import { demoField, type DemoField } from '../local/demo/data';
import {
  captainEmail,
  categoryLines,
  drawResults,
  typeCategoryResults,
  typeField,
  typeLineups,
} from '../local/demo/season';
import type { DrawnBoard } from '../local/demo/reports';
import { boardEntry } from '../src/addon/forms/judgedReports';
import { addressLines } from '../local/demo/mail';
import { scheduleBoards } from '../local/demo/scheduling';
import { configureMail, sentMail } from '../local/gas/mail';
import { submitResponse } from '../local/gas/forms';
import { createRng } from '../src/engine/core/rng';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as latency from '../local/gas/latency';
import type { LatencyKind } from '../local/gas/latency';
import type { BenchSection } from './section';

/** The round whose actions are measured: a phase-1 round whose tab is new and whose previous round is scored. */
const BENCH_ROUND = 2;
/**
 * Score round is measured later, at round 3: the document properties then hold the results form's board records
 * of three rounds (recordReports), as a season reported through the form leaves them.
 */
const SCORE_ROUND = 3;
/** The team counts measured. */
const BENCH_TEAMS = [8, 64] as const;
/**
 * Targets at 64 teams, in seconds of the calls' time in Google by the latency model (calls alone; computing here
 * is reported beside it, and CPU time has its own targets in the swiss_1500 section): every click of a round 10 s,
 * each form's creation 20 s, Captains and protections 60 s, Send pairings 120 s (its e-mails).
 */
const TARGET_S = 10;
const FORM_TARGET_S = 20;
const CAPTAINS_TARGET_S = 60;
const SEND_TARGET_S = 120;
const FORM_KEYS: readonly string[] = ['registration_form', 'lineup_form', 'scheduling_form', 'results_form'];
/** Google's daily mail quotas in recipients (https://developers.google.com/apps-script/guides/services/quotas). */
const CONSUMER_MAIL_QUOTA = 100;
const WORKSPACE_MAIL_QUOTA = 1500;

interface BenchAction {
  /** the menu item's handler (src/addon/menu.ts) */
  readonly handler: string;
  /** short name in the table and the JSON */
  readonly key: string;
  /** which click is measured */
  readonly measured: string;
}

/**
 * Every item of the MOCHALUNT menu (src/addon/menu.ts MENU, in its order; a test keeps the two lists equal, so a
 * new item cannot escape the bench) and the click measured.
 */
export const BENCH_ACTIONS: readonly BenchAction[] = [
  { handler: 'menuSetUp', key: 'set_up', measured: 'on a new workbook (creates every tab)' },
  {
    handler: 'menuCaptains',
    key: 'captains',
    measured:
      "every team's captain, two players in three with an address, every player's categories: the dialog and its Save",
  },
  { handler: 'menuStartLineupLog', key: 'start_lineup_log', measured: 'after the season' },
  { handler: 'menuCreateRegistrationForm', key: 'registration_form', measured: 'before round 1' },
  {
    handler: 'menuAddRegistrations',
    key: 'add_registrations',
    measured: 'one registration per team of 5 players or more, before round 1',
  },
  { handler: 'menuCreateLineupForm', key: 'lineup_form', measured: 'after the season' },
  { handler: 'menuCheckLineups', key: 'check_lineups', measured: `round ${BENCH_ROUND}` },
  { handler: 'menuPairNextRound', key: 'pair_next_round', measured: `round ${BENCH_ROUND}` },
  { handler: 'menuPairIndividual', key: 'pair_individual', measured: `round ${BENCH_ROUND}` },
  { handler: 'menuCreateSchedulingForm', key: 'scheduling_form', measured: 'round 1, after its individual matches' },
  {
    handler: 'menuCreateResultsForm',
    key: 'results_form',
    measured: 'round 1, after its individual matches (lists its boards)',
  },
  { handler: 'menuSendPairings', key: 'send_pairings', measured: `round ${BENCH_ROUND}, individual matches` },
  {
    handler: 'menuScoreRound',
    key: 'score_round',
    measured: `round ${SCORE_ROUND}, with the board records of ${SCORE_ROUND} rounds reported through the results form`,
  },
  { handler: 'menuUpdateStandings', key: 'update_standings', measured: `round ${BENCH_ROUND}` },
  {
    handler: 'menuIndividualRanking',
    key: 'individual_ranking',
    measured: 'first click: the draw of the category semi-finals',
  },
  { handler: 'menuUndo', key: 'undo', measured: `undoing Pair individual matches of round ${BENCH_ROUND}` },
  { handler: 'menuExport', key: 'export', measured: 'after the season' },
];

/** One measured click. */
interface ActionCost {
  readonly calls: number;
  readonly byKind: Record<LatencyKind, number>;
  readonly flushes: number;
  /** the calls' time in Google by the latency model, ms */
  readonly modelMs: number;
  /** computing time here (Node, the local service included), ms */
  readonly localMs: number;
  /** modelMs + localMs, in seconds */
  readonly projectedS: number;
  /** of modelMs, the reads of the tabs' structure (latency.ts TAB_STRUCTURE_READS: the strict reading) */
  readonly structureMs: number;
  /** the three methods (or the flushes) that cost the most model time: "Method ×count seconds" */
  readonly top: readonly string[];
  /** Send pairings: e-mails and recipients of the click */
  readonly mail?: { readonly emails: number; readonly recipients: number };
  /** the calls charged latency.PROTECTION_MS (protect, a protection's editors, remove) */
  readonly protectionCalls: number;
}

const sum = (o: Record<string, number>): number => Object.values(o).reduce((a, b) => a + b, 0);

/** A click's cost; `top` names the methods whose calls cost the most by the model (the flushes apart). */
function actionCost(click: Click, mail?: ActionCost['mail']): ActionCost {
  const c: CallCounts = click.calls;
  return {
    calls: sum(c.byLatency),
    byKind: { ...c.byLatency },
    flushes: c.flushes,
    modelMs: c.virtualMs,
    localMs: click.ms,
    projectedS: Math.round((c.virtualMs + click.ms) / 10) / 100,
    structureMs: latency.TAB_STRUCTURE_READS.reduce((n, m) => n + (c.msByMethod[m] ?? 0), 0),
    top: topMethods(c),
    ...(mail ? { mail } : {}),
    protectionCalls: latency.PROTECTION_CALLS.reduce((n, m) => n + (c.byMethod[m] ?? 0), 0),
  };
}

/** The three methods (or the flushes) that take the most model time in a click. */
function topMethods(c: CallCounts): string[] {
  return Object.entries(c.msByMethod)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([m, ms]) => `${m} ×${c.byMethod[m] ?? c.flushes} ${(ms / 1000).toFixed(1)} s`);
}

/**
 * The board records the results form's judgments leave for a round's results (judgedReports.ts: each board's
 * counted reports, both captains agreeing), written straight into the document properties: the bench types the
 * results, since a trigger execution for each of a 64-team round's 300 reports would take it minutes.
 */
function recordReports(book: LocalWorkbook, round: number, drawn: readonly DrawnBoard[]): void {
  drawn.forEach((d, k) => {
    const at = Date.UTC(2024, 0, 10 * round, 9, k);
    const reports = [d.team1, d.team2].map((team, side) => ({
      id: `row ${2 * k + side + 2}`,
      at: at + side * 3_600_000,
      side: side + 1,
      by: `${captainEmail(team).split('@')[0]} (captain of ${team})`,
      results: d.results,
    }));
    const [key, value] = boardEntry({ round: `Round ${round}`, board: d.label, reports });
    book.documentProperties.set(key, value);
  });
}

/** Clicks a menu item; throws when the action did not go through. */
function clicker(desk: Desk) {
  return (handler: string, ...answers: Parameters<Desk['click']>[1][]): Click => {
    const s = desk.click(handler, ...answers);
    if (/nothing written, \d+ problem|stopped on an error|busy|cancelled|nothing created|problem\(s\)/.test(s)) {
      throw new Error(`${handler} did not go through:\n${s.slice(0, 800)}`);
    }
    return desk.clicks[desk.clicks.length - 1];
  };
}

/**
 * Players register through the registration form: one new player per team of 5 players or more (a fifth
 * player would change what a 4-player team's line-up needs, and the demo's captains draw from the field).
 */
function register(book: LocalWorkbook, field: DemoField): void {
  const form = book.forms.find((f) => f.items.some((i) => i.title === 'Team') && f.destination);
  if (!form) throw new Error('the registration form was not created');
  field.teams
    .filter((t) => t.players.length > 4)
    .forEach((t, i) => {
      const r = submitResponse(book, form.id, {
        at: new Date(Date.UTC(2024, 0, 2, 10, i)),
        answers: new Map([
          ['Name', `Newcomer ${i + 1}`],
          ['Team', t.name],
        ]),
      });
      if (!r.ok) throw new Error(`registration refused: ${r.problems.join('; ')}`);
    });
}

interface BenchSeason {
  readonly teams: number;
  readonly actions: Record<string, ActionCost>;
  /** the whole season's wall time here, ms */
  readonly seasonMs: number;
}

/**
 * Plays a season of `teams` teams through the bundle, clicking every menu item, and measures each action at
 * the click BENCH_ACTIONS names. The season is the demo's (local/demo/season.ts: line-ups, results, the M20
 * category matches), with the addresses typed and the pairings e-mailed.
 */
export async function benchSeason(teams: number, seed = 1, rounds = 8): Promise<BenchSeason> {
  const started = Date.now();
  const book = await openWorkbook();
  const desk = Desk.open(book);
  const click = clicker(desk);
  const field = demoField(teams, seed, rounds, Math.min(5, rounds));
  const rng = createRng(seed * 7919 + 1);
  const categoryRng = createRng(seed * 7919 + 2);
  const semiFinal = rounds - 1;
  // a season's worth of recipients, as the demo (the quotas are reported, not applied: see the header)
  configureMail(book, { quota: 1_000_000 });
  const measured = new Map<string, ActionCost>();
  const keep = (handler: string, c: Click, mail?: ActionCost['mail']) => {
    if (!measured.has(handler)) measured.set(handler, actionCost(c, mail));
  };
  const mailed = (handler: string) => {
    const before = sentMail(book).length;
    const c = click(handler);
    const sent = sentMail(book).slice(before);
    return {
      c,
      mail: { emails: sent.length, recipients: sent.reduce((n, m) => n + m.to.length + m.cc.length + m.bcc.length, 0) },
    };
  };

  keep('menuSetUp', click('menuSetUp'));
  typeField(desk, field, rounds);
  click('menuSetUp');
  keep(
    'menuCaptains',
    click('menuCaptains', { button: 'OK', text: `${addressLines(field)}\n${categoryLines(field)}` }),
  );
  keep('menuCreateRegistrationForm', click('menuCreateRegistrationForm'));
  register(book, field);
  keep('menuAddRegistrations', click('menuAddRegistrations'));
  for (let r = 1; r <= rounds; r++) {
    const at = r === BENCH_ROUND ? keep : () => undefined;
    at('menuPairNextRound', click('menuPairNextRound'));
    mailed('menuSendPairings');
    typeLineups(desk, rng, field, r, false, r > 5);
    at('menuCheckLineups', click('menuCheckLineups'));
    at('menuPairIndividual', click('menuPairIndividual'));
    if (r === BENCH_ROUND) {
      keep('menuUndo', click('menuUndo'));
      click('menuPairIndividual');
    }
    if (r === 1) keep('menuCreateSchedulingForm', click('menuCreateSchedulingForm'));
    if (r === 1) keep('menuCreateResultsForm', click('menuCreateResultsForm'));
    scheduleBoards(desk, r, captainEmail);
    const individual = mailed('menuSendPairings');
    at('menuSendPairings', individual.c, individual.mail);
    const drawn = drawResults(desk, rng, field, r);
    for (const d of drawn) desk.type(`R${r}`, d.row, d.col, [d.results]);
    recordReports(book, r, drawn);
    if (r === semiFinal) typeCategoryResults(desk, categoryRng, field, ['SF1', 'SF2']);
    if (r === rounds) typeCategoryResults(desk, categoryRng, field, ['F']);
    (r === SCORE_ROUND ? keep : () => undefined)('menuScoreRound', click('menuScoreRound'));
    at('menuUpdateStandings', click('menuUpdateStandings'));
    if ((r === semiFinal - 1 || r === semiFinal) && r < rounds)
      keep('menuIndividualRanking', click('menuIndividualRanking'));
  }
  click('menuIndividualRanking');
  keep('menuExport', click('menuExport'));
  keep('menuStartLineupLog', click('menuStartLineupLog'));
  keep('menuCreateLineupForm', click('menuCreateLineupForm'));
  const actions: Record<string, ActionCost> = {};
  for (const a of BENCH_ACTIONS) {
    const m = measured.get(a.handler);
    if (!m) throw new Error(`the bench did not measure ${a.handler}`);
    actions[a.key] = m;
  }
  return { teams, actions, seasonMs: Date.now() - started };
}

/** The verdict of one action at 64 teams: its target and whether its calls' time in Google is under it. */
function verdict(a: BenchAction, c: ActionCost): { readonly target: number; readonly ok: boolean } {
  const target =
    a.key === 'captains'
      ? CAPTAINS_TARGET_S
      : a.key === 'send_pairings'
        ? SEND_TARGET_S
        : FORM_KEYS.includes(a.key)
          ? FORM_TARGET_S
          : TARGET_S;
  return { target, ok: c.modelMs < target * 1000 };
}

/** Days of Google's daily mail quota that `recipients` need. */
const quotaDays = (recipients: number, quota: number): number => Math.ceil(recipients / quota);

const seconds = (ms: number): string => (ms / 1000).toFixed(1);
const kinds = (c: ActionCost): string =>
  `${c.byKind.read} + ${c.byKind.write} + ${c.byKind.slow} + ${c.byKind.other} = ${c.calls}`;

/** The markdown table of the README's Performance section, from two bench seasons (8 and 64 teams). */
function benchTable(small: BenchSeason, large: BenchSeason): string[] {
  const lines = [
    `| action (click measured) | calls at ${small.teams} teams: read + write + slow + other | projected at ${small.teams} | calls at ${large.teams} teams | calls' time in Google at ${large.teams} (of which tab structure) | computing here at ${large.teams} | projected at ${large.teams} | target | verdict | dominated at ${large.teams} by |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const a of BENCH_ACTIONS) {
    const c8 = small.actions[a.key];
    const c64 = large.actions[a.key];
    const v = verdict(a, c64);
    const mail = c64.mail ? `; ${c64.mail.emails} e-mails to ${c64.mail.recipients} recipients` : '';
    lines.push(
      `| ${a.key.replace(/_/g, ' ')} (${a.measured}) | ${kinds(c8)} | ${c8.projectedS.toFixed(1)} s | ${kinds(c64)} | ${seconds(c64.modelMs)} s (${seconds(c64.structureMs)} s) | ${seconds(c64.localMs)} s | ${c64.projectedS.toFixed(1)} s | < ${v.target} s | ${v.ok ? 'yes' : '**no**'} | ${c64.top.join('; ')}${mail} |`,
    );
  }
  return lines;
}

/** The model's constants, for the JSON. */
function modelConstants(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(latency)) if (typeof v === 'number') out[k] = v;
  return out;
}

/** Where the JSON goes: out/bench.json at the repository's root. */
const BENCH_JSON = join(__dirname, '..', 'out', 'bench.json');

/**
 * `npm run bench` section: every menu action at 8 and 64 teams, a markdown table (the README's) and the same
 * figures as JSON in out/bench.json.
 */
export const actionsSection: BenchSection = {
  name: "menu actions at 8 and 64 teams (through build/Code.js; projected = calls' time in Google by local/gas/latency.ts + computing here)",
  key: 'actions',
  async run() {
    const [small, large] = [await benchSeason(BENCH_TEAMS[0]), await benchSeason(BENCH_TEAMS[1])];
    const table = benchTable(small, large);
    const missed = BENCH_ACTIONS.filter((a) => !verdict(a, large.actions[a.key]).ok).map((a) => a.key);
    const send = large.actions.send_pairings.mail;
    const mail = send
      ? {
          recipients_64: send.recipients,
          days_consumer: quotaDays(send.recipients, CONSUMER_MAIL_QUOTA),
          days_workspace: quotaDays(send.recipients, WORKSPACE_MAIL_QUOTA),
        }
      : null;
    const cap = large.actions.captains;
    if (cap) {
      const whatIf = [200, 500, 1000].map(
        (ms) =>
          `${ms} ms: ${seconds(cap.modelMs - cap.protectionCalls * latency.PROTECTION_MS + cap.protectionCalls * ms + cap.localMs)} s`,
      );
      table.push(
        `Captains and protections at ${large.teams} teams makes ${cap.protectionCalls} protection calls (model: ${latency.PROTECTION_MS} ms each, no public figure); projected with each at ${whatIf.join(', ')}`,
      );
    }
    table.push(
      `targets at ${large.teams} teams, calls' time in Google: every click of a round under ${TARGET_S} s, each form's creation under ${FORM_TARGET_S} s, Captains and protections under ${CAPTAINS_TARGET_S} s, Send pairings under ${SEND_TARGET_S} s; missed: ${missed.length ? missed.join(', ') : 'none'}`,
    );
    if (mail) {
      const fits = (quota: number, n: number) =>
        n <= quota ? 'holds it' : `is too small (all or nothing: ${quotaDays(n, quota)} days if sent in parts)`;
      table.push(
        `Send pairings at ${large.teams} teams: ${mail.recipients_64} recipients a send, ${2 * mail.recipients_64} for a round's two sends (team pairings, then individual matches); a consumer account's daily quota (${CONSUMER_MAIL_QUOTA}) ${fits(CONSUMER_MAIL_QUOTA, mail.recipients_64)}; Google Workspace's (${WORKSPACE_MAIL_QUOTA}) ${fits(WORKSPACE_MAIL_QUOTA, 2 * mail.recipients_64)} for both sends`,
      );
    }
    table.push(
      `seasons through the bundle here (every menu action): ${small.teams} teams ${seconds(small.seasonMs)} s, ${large.teams} teams ${seconds(large.seasonMs)} s`,
    );
    const json = {
      measured_at: new Date().toISOString(),
      model_ms: modelConstants(),
      round: BENCH_ROUND,
      score_round: SCORE_ROUND,
      actions: Object.fromEntries(
        BENCH_ACTIONS.map((a) => [
          a.key,
          {
            handler: a.handler,
            measured: a.measured,
            target_s: verdict(a, large.actions[a.key]).target,
            ok: verdict(a, large.actions[a.key]).ok,
            [String(small.teams)]: small.actions[a.key],
            [String(large.teams)]: large.actions[a.key],
          },
        ]),
      ),
      missed,
      mail,
      season_ms: { [String(small.teams)]: small.seasonMs, [String(large.teams)]: large.seasonMs },
    };
    mkdirSync(dirname(BENCH_JSON), { recursive: true });
    writeFileSync(BENCH_JSON, `${JSON.stringify(json, null, 2)}\n`);
    table.push(`written: ${BENCH_JSON}`);
    return { table, json: { actions: json.actions, missed, mail, season_ms_64: large.seasonMs } };
  },
};
