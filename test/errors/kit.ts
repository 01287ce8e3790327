// The error catalogue's kit: the row type and the helpers every rows file uses to write a row (a menu item clicked
// on a seeded workbook after an edit, or a command line with its files). See catalogue.ts.
import type { UiAnswer } from '../../local/runner';
import { collectAddresses, removeFormEditor } from '../../local/gas/hand';
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import type { BaseName } from './book';
import type { Editor, Scenario } from './scenario';

export type InputKind =
  | 'typo'
  | 'unknown name'
  | 'duplicate name'
  | 'case, accents or spaces'
  | 'empty required cell'
  | 'number for text'
  | 'text for number'
  | 'impossible date or time'
  | 'result in a wrong form'
  | 'negative, fractional or huge number'
  | '50,000 characters'
  | 'Unicode'
  | 'header renamed, moved or deleted'
  | 'extra column'
  | 'tab renamed or deleted'
  | 'action out of order'
  | 'malformed or hostile file'
  | 'contact data'
  | 'edited output'
  | 'bad argument'
  | 'outside the protected block'
  | 'structural edit'
  | 'rewritten history'
  | 'formula-looking text'
  | 'look-alike letters'
  | 'add-on marker'
  | 'damaged record'
  | 'concurrent process'
  | 'changed since the action'
  | 'report';

export interface CatalogueRow {
  readonly id: string;
  /** the tab and column (or the command and argument) */
  readonly where: string;
  /** what was typed, as a person would say it */
  readonly typed: string;
  readonly kind: InputKind;
  /** the action that meets it: the menu item or the command */
  readonly action: string;
  /** the message shown, word for word */
  readonly message: string;
  /** what is left unchanged */
  readonly unchanged: string;
  /** the message names a tab, row and column (false: the problem has no cell, e.g. a missing tab or an argument) */
  readonly cell: boolean;
  readonly scenario: Scenario;
}

export const WORKBOOK = 'the whole workbook (cells, notes, formats, validations, protections)';
/** the document property that marks an action Google stopped halfway (src/addon/unfinished.ts) */
export const STOPPED = 'mochalunt.unfinished';
const FILES = 'the files: nothing written, no workbook saved';

export const LONG = 'x'.repeat(50000);
const MENU: Record<string, string> = {
  menuSetUp: 'Set up tournament',
  menuCheckLineups: 'Check line-ups',
  menuPairNextRound: 'Pair next round',
  menuPairIndividual: 'Pair individual matches',
  menuScoreRound: 'Score round',
  menuUpdateStandings: 'Update standings',
  menuIndividualRanking: 'Individual ranking',
  menuExport: 'Export JSON',
  menuUndo: 'Undo last action',
  menuCaptains: 'Captains and protections...',
  menuCreateLineupForm: 'Create line-up form',
  menuCreateSchedulingForm: 'Create scheduling form',
  menuCreateResultsForm: 'Create results form',
  menuCreateRegistrationForm: 'Create registration form',
};

type RowText = Omit<CatalogueRow, 'scenario' | 'action' | 'unchanged' | 'cell'> & {
  readonly cell?: boolean;
  readonly unchanged?: string;
};

export function sheet(
  base: BaseName,
  click: string,
  r: RowText,
  edit?: (e: Editor) => void,
  answers?: readonly UiAnswer[],
): CatalogueRow {
  return {
    cell: true,
    unchanged: WORKBOOK,
    ...r,
    action: MENU[click] ?? click,
    scenario: { kind: 'sheet', base, click, edit, answers },
  };
}

export function command(
  r: RowText,
  argv: readonly string[],
  extra: {
    base?: BaseName;
    files?: Record<string, string>;
    folders?: string[];
    readOnly?: string[];
    edit?: (e: Editor) => void;
  } = {},
): CatalogueRow {
  return {
    cell: false,
    unchanged: FILES,
    ...r,
    action: `mochalunt ${argv[0]}`,
    scenario: { kind: 'cli', argv, ...extra },
  };
}

export const roundAnswer = (text: string): UiAnswer[] => [{ button: 'OK', text }];

/** the first board row of R1 that has players (not a forfeit) */
export const boardRow = (e: Editor): number => e.rowWhere('R1', 'board', (v) => v !== '' && v !== 'board');
export const teamRow = (e: Editor, team: string): number => e.rowWhere('Teams', 'team', team);
export const playerRow = (e: Editor, player: string): number => e.rowWhere('Players', 'player', player);
export const lineupRow = (e: Editor, team: string): number => {
  const g = e.grid('Line-ups');
  const [rc, tc] = [e.col('Line-ups', 'round') - 1, e.col('Line-ups', 'team') - 1];
  return g.findIndex((r) => Number(r[rc]) === 1 && String(r[tc]) === team) + 1;
};
export const setLineup =
  (team: string, lineup: string, more: Record<string, string | number> = {}) =>
  (e: Editor) => {
    const row = lineupRow(e, team);
    e.set('Line-ups', row, 'line-up', lineup);
    for (const [h, v] of Object.entries(more)) e.set('Line-ups', row, h, v);
  };
export const resultAt = (header: string, v: string | number) => (e: Editor) => e.set('R1', boardRow(e), header, v);

const ALICE = 'alice@example.org';
const lastForm = (e: Editor) => e.desk.session.workbook.forms[e.desk.session.workbook.forms.length - 1].id;
/** Alice (an organizer) clicks `click`, which creates a form shared with the file's owner; she then takes the owner off its editors. */
export const alicesForm = (click: string) => (e: Editor) => {
  const alice = e.desk.session.newExecution({ user: ALICE });
  alice.call(click);
  removeFormEditor(e.desk.session.workbook, lastForm(e), 'organizer@example.com');
};
/** The organizer creates the form with `click`, then changes it in the form editor (`formId`: that form). */
export const changedForm = (click: string, change: (e: Editor, formId: string) => void) => (e: Editor) => {
  e.desk.click(click);
  change(e, lastForm(e));
};
/** "Collect email addresses" switched to "Responder input" in the form editor. */
export const typedAddresses = (e: Editor, formId: string) => {
  collectAddresses(e.desk.session.workbook, formId, 'RESPONDER_INPUT');
};
/** The form unpublished in the form editor. */
export const unpublished = (e: Editor, formId: string) => {
  e.desk.session.inspect.FormApp.openById(formId).setPublished(false);
};

/** One response sent to the form `formId`, signed in as `email`, and the form-submit triggers run (as their creators). */
export function sendResponse(e: Editor, formId: string, answers: [string, string][], email: string, at: Date): void {
  const book = e.desk.session.workbook;
  const r = submitResponse(book, formId, { answers: new Map(answers), email, at });
  if (!r.ok) throw new Error(r.problems.join('; '));
  fireFormSubmitTriggers(e.desk.session, { formId, responseId: r.value.response.id, destination: r.value.destination });
}
