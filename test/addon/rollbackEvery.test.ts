// All or nothing at every call of every action that writes: a failure planted at a write or formatting call
// (Google's quota error, counter.failAfter(k): the script may catch it) leaves the whole workbook as it was
// (test/errors/book.ts bookDifference: the tab order, every tab's size, frozen rows, visibility, column widths,
// bandings, row and column groups, conditional colours, charts, every cell's value, formula, formats, note and
// validation, the protections, the sharing, the forms, the triggers, the document, script and user
// properties, the spreadsheet's name, time zone and locale). Every menu item of every format (MOCHALUNT,
// Swiss, league, multi-player), Undo (which either puts everything back or finishes), the Captains dialog's
// submit handler (captains, organizers, player addresses, categories), the line-up log's edit trigger and the
// scheduling form's submit trigger (compared with the workbook as it was when the trigger started).
// Quick run: every STEP-th call plus the first and last of each action; MOCHALUNT_TEST_DEPTH=full: every call.
// SHOW_CALLS=1 prints the calls per action.
import type { LocalWorkbook, UiAnswer } from '../../local/runner';
import { QUOTA_MESSAGE } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { categoryLines, typeField, typeLineups } from '../../local/demo/season';
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { createRng } from '../../src/engine/core/rng';
import { bookDifference, baseBook, copyBook, FIELD, type BaseName } from '../errors/book';
import { requireBundle } from './support';
import { readFileSync } from 'fs';
import { join } from 'path';
import { ACTION_IDS, handlerOf } from '../../src/sheets/actions';
import { HANDLERS } from '../../src/index';

import { sample } from '../helpers/depth';
import { LINEUP_LOG_NOTE_COLUMN, LINEUP_LOG_TAB } from '../../src/sheets/tabs/lineupLog';
import { jsString } from '../../local/gas/jsString';
const STEP = 5;

const captainLines = (organizers = 'boss@example.org'): string =>
  FIELD.teams
    .map((t, i) => `${t.name}: captain${i + 1}@example.org`)
    .concat([`organizers: ${organizers}`])
    .join('\n');

/** One run of an action with a fault at its k-th write/formatting call (null: none): what it said, what it should leave. */
interface Run {
  readonly summary: string;
  readonly reference: LocalWorkbook;
  readonly calls: number;
  readonly fired: boolean;
}
interface Case {
  readonly label: string;
  /** the bundle's top-level functions (menu items, triggers, dialog handlers) the case runs */
  readonly handlers: readonly string[];
  readonly base: () => LocalWorkbook;
  readonly act: (desk: Desk, k: number | null, book: LocalWorkbook) => Run;
  /** Undo: a failure may also end with everything undone (it finishes rather than half undo) */
  readonly orDone?: boolean;
  /** why the action makes no write or formatting call (nothing to plant a fault at) */
  readonly noCalls?: string;
  /**
   * a record the action writes on purpose when it fails (a known leak): takes it out of `left` (copied from
   * `reference`), so that anything else it left still fails the test
   */
  readonly onPurpose?: (left: LocalWorkbook, reference: LocalWorkbook) => void;
  /** what the action leaves outside the spreadsheet (a form file in Drive): taken out before comparing */
  readonly outside?: (left: LocalWorkbook, reference: LocalWorkbook) => void;
}

/**
 * A form creation that failed leaves its form file in the organizer's Drive (outside the spreadsheet: FormApp
 * has no way to delete it), unlinked from the spreadsheet and unrecorded; the action says so.
 */
const formLeftInDrive = (left: LocalWorkbook, reference: LocalWorkbook): void => {
  const known = new Set(reference.forms.map((f) => f.id));
  left.forms = left.forms.filter((f) => known.has(f.id) || f.destination);
};

function menu(
  label: string,
  base: BaseName | (() => LocalWorkbook),
  handler: string,
  answers: UiAnswer[] = [],
  orDone = false,
): Case {
  return {
    label,
    orDone,
    handlers: handler === 'menuCaptains' ? [handler, 'captainsSubmit'] : [handler],
    base: typeof base === 'string' ? () => baseBook(base) : base,
    act: (desk, k, book) => {
      const reference = copyBook(book);
      if (k !== null) desk.session.counter.failAfter(k);
      const summary = desk.click(handler, ...answers);
      const c = desk.session.calls();
      return { summary, reference, calls: c.writes + c.formatting, fired: desk.session.counter.faultFired };
    },
  };
}

/** A workbook built from `from` by some clicks (once). */
function built(from: BaseName, steps: (d: Desk) => void): () => LocalWorkbook {
  let b: LocalWorkbook | null = null;
  return () => {
    if (!b) {
      b = copyBook(baseBook(from));
      steps(Desk.open(b));
    }
    return b;
  };
}

/** Set up's first click, then the field typed (Set up then adds the round and check tabs). */
const fieldTyped = built('new', (d) => {
  d.click('menuSetUp');
  typeField(d, FIELD, 8);
});
/** Set up's first click, then the format changed to Swiss (Set up then lays out the Swiss tabs). */
const swissChosen = built('new', (d) => {
  d.click('menuSetUp');
  const rows = d.read('Settings') ?? [];
  d.type('Settings', rows.findIndex((r) => String(r[0]) === 'format') + 1, 2, [['swiss']]);
});
const withCaptains = built('mochalunt', (d) => {
  d.click('menuCaptains', { button: 'OK', text: captainLines() });
});
const loggedR1 = built('mochalunt', (d) => {
  d.click('menuPairNextRound');
  d.click('menuStartLineupLog');
});
const scheduling = built('mochalunt-boards', (d) => {
  d.click('menuCreateSchedulingForm');
});
const captainsR1 = built('mochalunt', (d) => {
  d.click('menuCaptains', { button: 'OK', text: captainLines() });
  d.click('menuPairNextRound');
  typeLineups(d, createRng(1), FIELD, 1, false, false);
});

/** A captain types a line-up with the line-up log on: the log's trigger fails at its k-th call. */
const logEdit: Case = {
  label: 'line-up log (edit trigger)',
  handlers: ['onLineupLogEdit_'],
  base: loggedR1,
  act: (desk, k, book) => {
    const grid = desk.read('Line-ups') ?? [];
    const [rc, tc, lc] = ['round', 'team', 'line-up'].map((h) => desk.column('Line-ups', h));
    const row = grid.findIndex((r) => Number(r[rc - 1]) === 1 && String(r[tc - 1]) === FIELD.teams[0].name) + 1;
    const a1 = `${String.fromCharCode(64 + lc)}${row}`;
    let reference: LocalWorkbook = book;
    let run: Desk['session'] | null = null;
    desk.session.edit(
      'Line-ups',
      a1,
      FIELD.teams[0].players
        .slice(0, 4)
        .map((p) => p.name)
        .join(', '),
      {
        beforeTrigger: (r) => {
          reference = copyBook(book);
          run = r;
          if (k !== null) r.counter.failAfter(k);
        },
      },
    );
    const r = run as Desk['session'] | null;
    if (!r) throw new Error('the line-up log trigger did not run');
    const c = r.calls();
    return {
      summary: r.ui.log.map((d) => d.text).join('\n'),
      reference,
      calls: c.writes + c.formatting,
      fired: r.counter.faultFired,
    };
  },
  // the "not logged" notice (the log tab's cell G1) is the record of the failure, written on purpose; the edit's
  // row, once appended, is the log's record: a failure after it (the Needs you tab's refresh, all or nothing)
  // leaves it
  onPurpose: (left, reference) => {
    const [to, from] = [left, reference].map((b) => b.sheetByName(LINEUP_LOG_TAB));
    if (!to || !from) return;
    const filled = (row: (typeof to.grid)[number] | undefined) =>
      (row ?? []).some((c) => c !== undefined && c.v !== undefined && c.v !== '');
    for (let i = 1; i < to.grid.length; i++)
      if (!filled(from.grid[i]) && filled(to.grid[i]))
        to.grid[i] = JSON.parse(JSON.stringify(from.grid[i] ?? [])) as (typeof to.grid)[number];
    const cell = from.cell(1, LINEUP_LOG_NOTE_COLUMN);
    (to.grid[0] ??= [])[LINEUP_LOG_NOTE_COLUMN - 1] = cell
      ? (JSON.parse(JSON.stringify(cell)) as typeof cell)
      : undefined;
  },
};

/** A person types a line-up (no line-up log): the simple trigger onEdit fails at its k-th call. */
const lineupEdit: Case = {
  label: 'Line-ups check cells (onEdit trigger)',
  handlers: ['onEdit'],
  base: () => baseBook('mochalunt-r1'),
  act: (desk, k, book) => {
    const grid = desk.read('Line-ups') ?? [];
    const [rc, tc, lc] = ['round', 'team', 'line-up'].map((h) => desk.column('Line-ups', h));
    const row = grid.findIndex((r) => Number(r[rc - 1]) === 1 && String(r[tc - 1]) === FIELD.teams[0].name) + 1;
    const a1 = `${String.fromCharCode(64 + lc)}${row}`;
    let reference: LocalWorkbook = book;
    let before = 0;
    desk.session.edit(
      'Line-ups',
      a1,
      FIELD.teams[0].players
        .slice(0, 4)
        .map((p) => p.name)
        .join(', '),
      {
        afterInput: () => {
          reference = copyBook(book);
          const c = desk.session.calls();
          before = c.writes + c.formatting;
          if (k !== null) desk.session.counter.failAfter(k);
        },
      },
    );
    const c = desk.session.calls();
    return {
      summary: 'trigger',
      reference,
      calls: c.writes + c.formatting - before,
      fired: desk.session.counter.faultFired,
    };
  },
};

/** A player sends an agreed time: the scheduling form's submit trigger fails at its k-th call. */
const scheduleSubmit: Case = {
  label: 'scheduling form (submit trigger)',
  handlers: ['onSpreadsheetFormSubmit_'],
  base: scheduling,
  onPurpose: (left, reference) => addressMasked('Scheduling form answers')(left, reference),
  act: (desk, k, book) => {
    const form = book.forms.find((f) => f.items.some((i) => i.title === 'Individual match') && f.destination);
    if (!form) throw new Error('no scheduling form');
    const board = form.items.find((i) => i.title === 'Individual match')?.choices[0] ?? '';
    const sent = submitResponse(book, form.id, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Individual match', board],
        ['Agreed date and time (UTC)', '2099-01-02 18:00'],
      ]),
      email: 'organizer@example.com', // the form records the signed-in address (VERIFIED)
      at: new Date(),
    });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    let reference: LocalWorkbook = book;
    let calls = 0;
    let fired = false;
    const out = fireFormSubmitTriggers(
      desk.session,
      { formId: form.id, responseId: sent.value.response.id, destination: sent.value.destination },
      {
        beforeRun: (r) => {
          reference = copyBook(book);
          if (k !== null) r.counter.failAfter(k);
          const end = r.counter.endExecution.bind(r.counter);
          r.counter.endExecution = () => {
            const c = r.calls();
            calls += c.writes + c.formatting;
            fired ||= r.counter.faultFired;
            return end();
          };
        },
      },
    );
    return { summary: out.map((o) => jsString(o.result ?? o.error)).join('\n'), reference, calls, fired };
  },
};

/** Sets a Settings key (column B of its row). */
function setting(d: Desk, key: string, value: string): void {
  const rows = d.read('Settings') ?? [];
  d.type('Settings', rows.findIndex((r) => String(r[0]) === key) + 1, 2, [[value]]);
}

/** One response sent to the form picked by `pick`; its submit trigger fails at its k-th call (all runs summed). */
function submitCase(
  label: string,
  handler: string,
  base: () => LocalWorkbook,
  pick: (f: LocalWorkbook['forms'][number]) => boolean,
  answer: (
    book: LocalWorkbook,
    form: LocalWorkbook['forms'][number],
  ) => { answers: Map<string, string>; email: string },
): Case {
  return {
    label,
    base,
    handlers: [handler],
    act: (desk, k, book) => {
      const form = book.forms.find((f) => pick(f));
      if (!form) throw new Error(`${label}: no form`);
      const a = answer(book, form);
      const sent = submitResponse(book, form.id, { at: new Date('2030-01-01T10:00:00Z'), ...a });
      if (!sent.ok) throw new Error(sent.problems.join('; '));
      let reference: LocalWorkbook = book;
      let calls = 0;
      let fired = false;
      const out = fireFormSubmitTriggers(
        desk.session,
        { formId: form.id, responseId: sent.value.response.id, destination: sent.value.destination },
        {
          beforeRun: (r) => {
            reference = copyBook(book);
            if (k !== null) r.counter.failAfter(k);
            const end = r.counter.endExecution.bind(r.counter);
            r.counter.endExecution = () => {
              const c = r.calls();
              calls += c.writes + c.formatting;
              fired ||= r.counter.faultFired;
              return end();
            };
          },
        },
      );
      return {
        summary: out
          .map((o) => (typeof o.result === 'string' ? o.result : JSON.stringify(o.result ?? o.error)))
          .join('\n'),
        reference,
        calls,
        fired,
      };
    },
  };
}

/**
 * A report whose write failed is logged in the Results log with the failure (NOT WRITTEN: the organizers type
 * it), on purpose (docs/decisions.md): the rows added that record it are taken out, and so are the judgments
 * recorded with them (judgedReports.ts: a report judged stays judged); any other row is a leak.
 */
/** The address Google wrote on a form's answers tab is masked first thing, on purpose (answersTab.ts): put back. */
const addressMasked =
  (tab: string) =>
  (left: LocalWorkbook, reference: LocalWorkbook): void => {
    const [masked, shown] = [left, reference].map((b) => b.sheetByName(tab));
    masked?.grid.forEach((row, r) =>
      row.forEach((c, j) => {
        const was = shown?.grid[r]?.[j];
        if (c && was && c.v === '(an e-mail address)' && String(was.v ?? '').includes('@')) row[j] = { ...was };
      }),
    );
  };

const failureLogged = (left: LocalWorkbook, reference: LocalWorkbook): void => {
  addressMasked('Results form answers')(left, reference);
  // a report whose judgment failed stays pending, its address kept privately until judged (judgedReports.ts)
  for (const k of [...left.documentProperties.keys()])
    if (k.startsWith('mochalunt.judged.pending.') && !reference.documentProperties.has(k))
      left.documentProperties.delete(k);
  const [to, from] = [left, reference].map((b) => b.sheetByName('Results log'));
  if (!to || !from) return;
  if (to.grid.some((row) => row.some((c) => String(c?.v ?? '').includes('NOT WRITTEN'))))
    for (const k of [...left.documentProperties.keys()]) {
      if (!k.startsWith('mochalunt.judged.')) continue;
      const was = reference.documentProperties.get(k);
      if (was === undefined) left.documentProperties.delete(k);
      else left.documentProperties.set(k, was);
    }
  const failed = (row: LocalWorkbook['sheets'][number]['grid'][number] | undefined): boolean =>
    (row ?? []).some((c) => String(c?.v ?? '').includes('NOT WRITTEN'));
  to.grid.forEach((row, r) => {
    if (failed(row) && !failed(from.grid[r])) to.grid[r] = (from.grid[r] ?? []).map((c) => (c ? { ...c } : c));
  });
};

const mailOf = (name: string): string => `${name.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const captainOf = (team: string): string => `captain${FIELD.teams.findIndex((t) => t.name === team) + 1}@example.org`;
const isResults = (f: LocalWorkbook['forms'][number]): boolean => f.title.endsWith(': results');
const isLineups = (f: LocalWorkbook['forms'][number]): boolean => f.items.some((i) => i.title === 'Line-up');
/** The MOCHALUNT results form's report of its first board by `side` (1 or 2): that team's captain. */
const boardReport = (side: 1 | 2) => (_b: LocalWorkbook, form: LocalWorkbook['forms'][number]) => {
  const label = form.items.find((i) => i.title === 'Board')?.choices[0] ?? '';
  const m = /^(.+) v (.+), board (\d+): /.exec(label);
  if (!m) throw new Error(`board choice ${label}`);
  return {
    email: captainOf(m[side]),
    at: new Date(side === 1 ? '2024-02-13T09:00:00Z' : '2024-02-13T10:00:00Z'),
    answers: new Map([
      ['Round', 'Round 1'],
      ['Team match', `${m[1]} v ${m[2]}`],
      ['Board', label],
      ...['1-0', '½-½', '0-1', '1-0'].map((g, i) => [`Game ${i + 1}`, g] as [string, string]),
    ]),
  };
};
/** The Swiss results form's report of its first game by `side`. */
const gameReport = (side: 1 | 2) => (_b: LocalWorkbook, form: LocalWorkbook['forms'][number]) => {
  const label = form.items.find((i) => i.title === 'Game')?.choices[0] ?? '';
  const m = /: (.+) v (.+)$/.exec(label);
  if (!m) throw new Error(`game choice ${label}`);
  return {
    email: mailOf(m[side]),
    answers: new Map([
      ['Round', 'Round 1'],
      ['Game', label],
      ['Result', '1-0'],
    ]),
  };
};
const swissAddresses = (d: Desk): string =>
  (d.read('Entrants') ?? [])
    .slice(1)
    .map((r) => String(r[0]))
    .filter((n) => n !== '')
    .map((n) => `${n}: ${mailOf(n)}`)
    .join('\n');

const registered = built('mochalunt', (d) => {
  d.click('menuCreateRegistrationForm');
  const form = d.session.workbook.forms[0];
  const sent = submitResponse(d.session.workbook, form.id, {
    at: new Date(),
    answers: new Map([
      ['Name', 'Rita Response'],
      ['Team', FIELD.teams[2].name],
    ]),
  });
  if (!sent.ok) throw new Error(sent.problems.join('; '));
});
const lineupsByForm = built('mochalunt', (d) => {
  setting(d, 'line-ups', 'form');
  d.click('menuCaptains', { button: 'OK', text: captainLines() });
});
const lineupFormR1 = built('mochalunt', (d) => {
  setting(d, 'line-ups', 'form');
  d.click('menuCaptains', { button: 'OK', text: captainLines() });
  d.click('menuCreateLineupForm');
  d.click('menuPairNextRound');
});
const resultsReady = built('mochalunt', (d) => {
  d.click('menuCaptains', { button: 'OK', text: captainLines() });
  d.click('menuPairNextRound');
  typeLineups(d, createRng(1), FIELD, 1, false, false);
  d.click('menuPairIndividual');
});
const resultsReported = built('mochalunt', (d) => {
  d.click('menuCaptains', { button: 'OK', text: captainLines() });
  d.click('menuPairNextRound');
  typeLineups(d, createRng(1), FIELD, 1, false, false);
  d.click('menuPairIndividual');
  d.click('menuCreateResultsForm');
  const book = d.session.workbook;
  const form = book.forms.find(isResults);
  if (!form) throw new Error('no results form');
  const sent = submitResponse(book, form.id, boardReport(1)(book, form));
  if (!sent.ok) throw new Error(sent.problems.join('; '));
  fireFormSubmitTriggers(d.session, {
    formId: form.id,
    responseId: sent.value.response.id,
    destination: sent.value.destination,
  });
});
const swissAddressed = built('swiss-r1', (d) => {
  d.click('menuEntrantAddresses', { button: 'OK', text: swissAddresses(d) });
});
const swissReported = built('swiss-r1', (d) => {
  d.click('menuEntrantAddresses', { button: 'OK', text: swissAddresses(d) });
  d.click('menuCreateResultsForm');
  const book = d.session.workbook;
  const form = book.forms.find(isResults);
  if (!form) throw new Error('no results form');
  const sent = submitResponse(book, form.id, { ...gameReport(1)(book, form), at: new Date('2030-01-01T09:00:00Z') });
  if (!sent.ok) throw new Error(sent.problems.join('; '));
  fireFormSubmitTriggers(d.session, {
    formId: form.id,
    responseId: sent.value.response.id,
    destination: sent.value.destination,
  });
});

const CASES: Case[] = [
  // MOCHALUNT
  menu('Set up (new workbook)', 'new', 'menuSetUp'),
  menu('Set up (field typed)', fieldTyped, 'menuSetUp'),
  menu('Captains and protections (submit)', 'mochalunt', 'menuCaptains', [{ button: 'OK', text: captainLines() }]),
  menu('Captains and protections (changed, submit)', withCaptains, 'menuCaptains', [
    { button: 'OK', text: captainLines('boss@example.org, alice@example.org') },
  ]),
  menu('Captains and protections (categories, submit)', 'mochalunt', 'menuCaptains', [
    { button: 'OK', text: categoryLines(FIELD) },
  ]),
  menu('Start line-up log', 'mochalunt-r1', 'menuStartLineupLog'),
  menu('Pair next round (round 1)', 'mochalunt', 'menuPairNextRound'),
  menu('Pair next round (captains set)', withCaptains, 'menuPairNextRound'),
  menu('Check line-ups', 'mochalunt-lineups', 'menuCheckLineups'),
  menu('Pair individual matches', 'mochalunt-lineups', 'menuPairIndividual'),
  menu('Pair individual matches (captains set)', captainsR1, 'menuPairIndividual'),
  menu(
    'Pair individual matches (line-up log)',
    built('mochalunt', (d) => {
      d.click('menuPairNextRound');
      d.click('menuStartLineupLog');
      typeLineups(d, createRng(1), FIELD, 1, false, false);
    }),
    'menuPairIndividual',
  ),
  menu('Score round', 'mochalunt-results', 'menuScoreRound'),
  menu(
    'Update standings',
    built('mochalunt-results', (d) => {
      d.click('menuScoreRound');
    }),
    'menuUpdateStandings',
  ),
  menu('Individual ranking', 'mochalunt-scored', 'menuIndividualRanking'),
  menu(
    'Individual ranking (categories)',
    built('mochalunt-categories', (d) => {
      d.click('menuUndo');
    }),
    'menuIndividualRanking',
  ),
  menu('Pair next round (round 2)', 'mochalunt-scored', 'menuPairNextRound'),
  { ...menu('Create registration form', 'mochalunt', 'menuCreateRegistrationForm'), outside: formLeftInDrive },
  { ...menu('Create scheduling form', 'mochalunt-boards', 'menuCreateSchedulingForm'), outside: formLeftInDrive },
  {
    ...menu(
      'Send pairings',
      built('mochalunt-boards', (d) => {
        d.click('menuCaptains', { button: 'OK', text: captainLines() });
      }),
      'menuSendPairings',
    ),
    // the e-mails sent and their records stay (an e-mail cannot be taken back); its one write, the Needs you
    // tab's refresh after them, is all or nothing
    onPurpose: (left, reference) => {
      left.documentProperties = new Map(reference.documentProperties);
    },
  },
  {
    ...menu('Export JSON', 'mochalunt-scored', 'menuExport'),
    noCalls: "it writes no cell: it shows the workbook's JSON in a dialog (actions.ts)",
  },
  menu('Undo (Pair next round)', 'mochalunt-r1', 'menuUndo', [], true),
  menu('Undo (Pair individual matches)', 'mochalunt-boards', 'menuUndo', [], true),
  menu('Undo (Update standings)', 'mochalunt-scored', 'menuUndo', [], true),
  menu(
    'Undo (Set up)',
    built('new', (d) => {
      d.click('menuSetUp');
    }),
    'menuUndo',
    [],
    true,
  ),
  logEdit,
  lineupEdit,
  scheduleSubmit,
  menu('Add registered players', registered, 'menuAddRegistrations'),
  {
    ...menu('Create line-up form', lineupsByForm, 'menuCreateLineupForm'),
    outside: formLeftInDrive,
    noCalls:
      'it makes no spreadsheet write or formatting call: it creates the form (FormApp), shares it and installs its trigger (ScriptApp), keeping its id in a document property',
  },
  {
    ...submitCase('line-up form (submit trigger)', 'onLineupFormSubmit_', lineupFormR1, isLineups, (_b, f) => ({
      email: 'captain1@example.org',
      answers: new Map([
        ['Round', f.items[0]?.choices[0] ?? 'Round 1'],
        [
          'Line-up',
          FIELD.teams[0].players
            .slice(0, 4)
            .map((p) => p.name)
            .join(', '),
        ],
      ]),
    })),
    noCalls:
      'it writes no cell: it e-mails the captain the check of the line-up sent (lineupArrival); the line-up is read from the form at Pair individual matches',
  },
  {
    ...menu('Create results form', resultsReady, 'menuCreateResultsForm'),
    outside: formLeftInDrive,
  },
  {
    ...submitCase(
      'results form (submit trigger, agreeing report)',
      'onSpreadsheetFormSubmit_',
      resultsReported,
      isResults,
      boardReport(2),
    ),
    onPurpose: failureLogged,
  },
  // Swiss, league, multi-player
  menu('Swiss: Set up', swissChosen, 'menuSetUp'),
  menu('Swiss: Pair next round', 'swiss', 'menuPairNextRound'),
  menu('Swiss: Score round', 'swiss-results', 'menuScoreRound'),
  menu(
    'Swiss: Update standings',
    built('swiss-results', (d) => {
      d.click('menuScoreRound');
    }),
    'menuUpdateStandings',
  ),
  menu(
    'Swiss: Pair next round (round 2)',
    built('swiss-results', (d) => {
      d.click('menuScoreRound');
      d.click('menuUpdateStandings');
    }),
    'menuPairNextRound',
  ),
  menu('Swiss teams: Pair next round', 'swiss-team', 'menuPairNextRound'),
  menu('League: Pair next round', 'league', 'menuPairNextRound'),
  menu('Multi-player: Pair next round', 'multiplayer', 'menuPairNextRound'),
  menu('Multi-player: Score round', 'multiplayer-results', 'menuScoreRound'),
  menu(
    'Multi-player: Update standings',
    built('multiplayer-results', (d) => {
      d.click('menuScoreRound');
    }),
    'menuUpdateStandings',
  ),
  {
    ...menu("Swiss: Entrants' addresses", 'swiss-r1', 'menuEntrantAddresses', [
      { button: 'OK', text: 'Ada: ada@example.org\nBen: ben@example.org, ben2@example.org' },
    ]),
    noCalls: 'it writes no cell: the addresses are kept in one document property (private data, out of the tabs)',
  },
  {
    ...menu('Swiss: Create results form', swissAddressed, 'menuCreateResultsForm'),
    outside: formLeftInDrive,
  },
  {
    ...submitCase(
      'Swiss: results form (submit trigger, agreeing report)',
      'onSpreadsheetFormSubmit_',
      swissReported,
      isResults,
      gameReport(2),
    ),
    onPurpose: failureLogged,
  },
  menu('Multi-player: Undo', 'multiplayer-r1', 'menuUndo', [], true),
];

/**
 * Leaks found and not yet fixed, in files of other work under way: counted apart and printed with SHOW_CALLS.
 * The list is exact: an action listed here that no longer leaks fails the test (take it off the list).
 */
const KNOWN = new Map<string, string>([
  [
    'scheduling form (submit trigger)',
    'schedulingForm.ts: on purpose, the address Google wrote on the answers tab is masked first thing, before the lock (the file is public); nothing else is left (onPurpose)',
  ],
  [
    'Line-ups check cells (onEdit trigger)',
    "onedit.ts: by design, the check cells are written first and the sent times stamped after, each block all or nothing (a captain may not stamp: the sent columns are protected, the organizers' side stamps them); a failure at the stamp leaves the check cell, which describes the typed line-up, and the time unstamped, as for a captain",
  ],
  [
    'results form (submit trigger, agreeing report)',
    'resultsArrival.ts: on purpose, the record of the failure: a report whose write failed is logged (NOT WRITTEN: the organizers type it); nothing else is left (onPurpose)',
  ],
  [
    'Swiss: results form (submit trigger, agreeing report)',
    'formatResults.ts: on purpose, the record of the failure: a report whose write failed is logged (NOT WRITTEN: the organizers type it); nothing else is left (onPurpose)',
  ],
  [
    'Send pairings',
    "sendPairings.ts: on purpose, the e-mails sent before a failure stay sent and recorded (an e-mail cannot be taken back); the Needs you tab's refresh after them is put back whole (onPurpose)",
  ],
  [
    'line-up log (edit trigger)',
    'lineupLog.ts: on purpose, the record of the failure: an edit the trigger could not log is noted in the log tab\'s "not logged" cell (G1) for the organizers; nothing else is left (onPurpose)',
  ],
]);

/**
 * The bundle's top-level functions no case runs, with why: a new menu item or trigger handler without a case
 * fails the test below.
 */
const NOT_COVERED = new Map<string, string>([
  [
    'onLineupCheckHourly_',
    "the add-on install's hourly line-up check: it e-mails captains and keeps how far it read in the document properties; no write to the workbook",
  ],
  ['onLineupCheckHourly', 'an earlier name of the hourly line-up check: the same function as onLineupCheckHourly_'],
  ['onOpen', 'builds the menu only (Ui.createAddonMenu): no write to the workbook'],
  ['onInstall', 'builds the menu only, as onOpen: no write to the workbook'],
  [
    'onResultsFormSubmit',
    "an earlier version's trigger on the results form: it judges the pending reports as onSpreadsheetFormSubmit_ does (run by the results form cases)",
  ],
  [
    'onSchedulingSubmit',
    "an earlier version's spreadsheet trigger: the same function as onSpreadsheetFormSubmit_ (run by the scheduling case)",
  ],
  [
    'onSpreadsheetFormSubmit',
    "an earlier version's spreadsheet trigger: the same function as onSpreadsheetFormSubmit_ (run by the scheduling case)",
  ],
  [
    'onLineupFormSubmit',
    "an earlier version's line-up form trigger: the same function as onLineupFormSubmit_ (run by the line-up form case)",
  ],
  [
    'onLineupLogEdit',
    "an earlier version's line-up log trigger: the same function as onLineupLogEdit_ (run by its case)",
  ],
]);

/** The handlers of the menu (one per row of src/sheets/actions.ts) and the functions the bundle exports (src/index.ts, its HANDLERS). */
function entryPoints(): string[] {
  const root = join(__dirname, '..', '..', 'src');
  const index = readFileSync(join(root, 'index.ts'), 'utf8');
  const names = new Set<string>([...ACTION_IDS.map(handlerOf), ...Object.keys(HANDLERS)]);
  for (const m of index.matchAll(/^export function (\w+)/gm)) names.add(m[1]);
  for (const m of index.matchAll(/^export \{([^}]*)\} from/gm))
    for (const n of m[1].split(','))
      names.add(
        n
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
      );
  // exported constants (HANDLERS) are no entry points
  return [...names].filter((n) => /^[a-z]\w*$/.test(n));
}

test('every menu handler and every function the bundle exports is run by a case, or listed with a reason', () => {
  const covered = new Set(CASES.flatMap((c) => c.handlers));
  const points = entryPoints();
  expect(points).toEqual(
    expect.arrayContaining([
      'menuSetUp',
      'onEdit',
      'onLineupLogEdit_',
      'onResultsFormSubmit',
      'captainsSubmit',
      'menuExport',
    ]),
  );
  expect(points.filter((n) => !covered.has(n) && !NOT_COVERED.has(n))).toEqual([]);
  expect([...NOT_COVERED.keys()].filter((n) => covered.has(n) || !points.includes(n))).toEqual([]);
});

/** The call indexes tried: all (full depth), else every STEP-th, the first and the last. */
const indexes = (calls: number): number[] => sample(calls, 1, STEP);

test('a failure at any write or formatting call of any action that writes leaves the whole workbook as it was', () => {
  requireBundle();
  const lines: string[] = [];
  const failures: string[] = [];
  const known = new Map<string, string[]>();
  let tried = 0;
  for (const c of CASES) {
    const base = c.base();
    // one add-on session per action; its workbook's contents are replaced by a fresh copy for every run
    const book = copyBook(base);
    const desk = Desk.open(book);
    const clean = c.act(desk, null, book);
    expect({ label: c.label, said: clean.summary }).not.toEqual({
      label: c.label,
      said: expect.stringMatching(/nothing written|stopped on an error|nothing was changed/) as unknown,
    });
    const done = copyBook(book);
    const ks = indexes(clean.calls);
    lines.push(
      `${c.label}: ${clean.calls} calls, ${ks.length} tried${c.label.includes('submit trigger') ? ` (said "${clean.summary.slice(0, 80)}")` : ''}`,
    );
    if ((clean.calls === 0) !== Boolean(c.noCalls))
      failures.push(
        `${c.label}: ${clean.calls} write or formatting calls${c.noCalls ? `, though ${c.noCalls}` : ` (said "${clean.summary.slice(0, 200)}"): nothing is tried`}`,
      );
    for (const k of ks) {
      Object.assign(book, copyBook(base));
      tried++;
      const run = c.act(desk, k, book);
      if (!run.fired) {
        failures.push(`${c.label}, call ${k}: the fault did not fire`);
        continue;
      }
      if (c.outside) c.outside(book, run.reference);
      const left = bookDifference(run.reference, book);
      if (left === null) {
        if (!run.summary.includes(QUOTA_MESSAGE.replace(/\.$/, '')) && !c.label.includes('trigger'))
          failures.push(`${c.label}, call ${k}: nothing changed, but it said "${run.summary.slice(0, 200)}"`);
        continue;
      }
      if (c.orDone && bookDifference(done, book) === null) continue;
      const leak = `${c.label}, fault at call ${k} of ${run.calls}: ${left.slice(0, 160)} (said "${run.summary.slice(0, 100)}")`;
      if (c.onPurpose) {
        const rest = copyBook(book);
        c.onPurpose(rest, run.reference);
        const more = bookDifference(run.reference, rest);
        if (more !== null)
          failures.push(`${c.label}, fault at call ${k}: besides what it records on purpose: ${more.slice(0, 200)}`);
      }
      if (KNOWN.has(c.label)) known.set(c.label, [...(known.get(c.label) ?? []), leak]);
      else failures.push(leak);
    }
  }
  for (const label of KNOWN.keys())
    if (!known.has(label))
      failures.push(`${label}: listed as a known leak, but no fault leaks any more: take it off KNOWN`);
  const leaks = [...known.values()].reduce((n, l) => n + l.length, 0);
  lines.push(`${CASES.length} actions, ${tried} cases, ${failures.length} failures, ${leaks} known leaks:`);
  for (const [label, l] of known) lines.push(`  ${label}: ${l.length} (${KNOWN.get(label)})`);
  if (process.env.SHOW_CALLS) console.log(lines.join('\n'));
  expect(failures).toEqual([]);
}, 600000);
