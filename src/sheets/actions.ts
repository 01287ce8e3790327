// The one table of the menu's actions: each row says everything the rest of the code knows of one action (its
// caption in the menu, its label in messages, the questions it asks, who may click it, its command-line name
// and help, whether the workbook's format must offer it). The menu (src/addon/menu.ts), the add-on's entry
// points (src/addon/actions.ts, exported by src/index.ts, stubbed by scripts/build.mjs), the titles of the
// registry's refusals (src/sheets/formats/registry.ts) and the command line's list (local/cli/actions.ts) are
// made from it; test/addon/actionTable.test.ts holds that nothing else names an action.
// The keys are the actions' ids: a format's planners and tools (src/sheets/formats/entry.ts) are keyed by them.

interface ActionRow {
  /** the menu item's caption ("..." when it opens a dialog) */
  readonly caption: string;
  /** the action in messages, toasts, its undo step and "organizers only"; the title of a plan refusing it */
  readonly label: string;
  /** its command-line name, `mochalunt run <cli>`; its handler is "menu" + the name in PascalCase (handlerOf) */
  readonly cli: string;
  /** what it does, in one line, for `mochalunt run --help` */
  readonly does: string;
  /**
   * 'plan': a planner of the workbook's format does its work (FormatAction); 'tool': a form, dialog, trigger or
   * e-mail of the add-on a format lists (FormatTool); 'undo': Undo
   */
  readonly kind: 'plan' | 'tool' | 'undo';
  /** in every format's menu (and in the add-on's menu before the file may be read); else only in formats offering it */
  readonly common?: true;
  /** the question asking which round to act on (the planner's natural round offered) */
  readonly askRound?: string;
  /** on a spreadsheet whose Settings tab names no format, asked first */
  readonly askFormat?: string;
  /** always shows the plan's summary and asks YES/NO before writing */
  readonly confirm?: string;
  /** only the organizers may run it (guard.ts); anyone who can open the menu otherwise */
  readonly organizersOnly: boolean;
  /** never changes the workbook (the command line takes a read-only file) */
  readonly readOnly?: true;
  /** the menu shows a separator before it */
  readonly separatorBefore?: true;
}

/** Every action, in the menu's order. */
export const ACTIONS = {
  setUp: {
    caption: 'Set up tournament',
    label: 'Set up tournament',
    cli: 'set-up',
    does: 'asks the format of a new workbook (--format NAME), creates its tabs; again after Settings change',
    kind: 'plan',
    common: true,
    askFormat: 'Which format is this tournament?',
    organizersOnly: true,
  },
  captains: {
    caption: 'Captains and protections...',
    label: 'Captains and protections',
    cli: 'captains',
    does: 'captains\' e-mails (--answer "Team: e-mail; ..."); protects their Line-ups rows',
    kind: 'tool',
    organizersOnly: true,
  },
  entrantAddresses: {
    caption: "Entrants' addresses...",
    label: "Entrants' addresses",
    cli: 'entrant-addresses',
    does: 'Swiss, league, multi-player: the addresses the results form checks reporters against, kept privately (--answer "Name: e-mail; ...")',
    kind: 'tool',
    organizersOnly: true,
  },
  lineupLog: {
    caption: 'Start line-up log',
    label: 'Start line-up log',
    cli: 'start-lineup-log',
    does: 'the edit trigger that logs each Line-ups change on Line-up log (M13, M7)',
    kind: 'tool',
    organizersOnly: true,
  },
  registrationForm: {
    caption: 'Create registration form',
    label: 'Create registration form',
    cli: 'create-registration-form',
    does: 'the registration form; its responses fill the Registrations tab',
    kind: 'tool',
    organizersOnly: true,
  },
  addRegistrations: {
    caption: 'Add registered players',
    label: 'Add registered players',
    cli: 'add-registrations',
    does: 'copies new Registrations rows into Teams and Players',
    kind: 'plan',
    organizersOnly: true,
  },
  lineupForm: {
    caption: 'Create line-up form',
    label: 'Create line-up form',
    cli: 'create-lineup-form',
    does: 'the form captains send line-ups with, privately (Settings line-ups: form)',
    kind: 'tool',
    organizersOnly: true,
    separatorBefore: true,
  },
  checkLineups: {
    caption: 'Check line-ups',
    label: 'Check line-ups',
    cli: 'check-lineups',
    does: "checks the line-ups (or entrants) and writes each row's check",
    kind: 'plan',
    common: true,
    organizersOnly: true,
  },
  pairNextRound: {
    caption: 'Pair next round',
    label: 'Pair next round',
    cli: 'pair-next-round',
    does: 'pairs the next round on its tab R1, R2, ... (--round N)',
    kind: 'plan',
    common: true,
    askRound: 'Pair round',
    confirm: 'Write these pairings?',
    organizersOnly: true,
  },
  pairIndividual: {
    caption: 'Pair individual matches',
    label: 'Pair individual matches',
    cli: 'pair-individual',
    does: "the individual matches of a round's team matches (M9-M11)",
    kind: 'plan',
    askRound: 'Pair the individual matches of round',
    organizersOnly: true,
  },
  schedulingForm: {
    caption: 'Create scheduling form',
    label: 'Create scheduling form',
    cli: 'create-scheduling-form',
    does: 'the form where players send their agreed match times',
    kind: 'tool',
    organizersOnly: true,
  },
  resultsForm: {
    caption: 'Create results form',
    label: 'Create results form',
    cli: 'create-results-form',
    does: "the form where captains and players report a board's (game's, table's) results (written once both sides agree)",
    kind: 'tool',
    organizersOnly: true,
  },
  sendPairings: {
    caption: 'Send pairings...',
    label: 'Send pairings',
    cli: 'send-pairings',
    does: "each team's e-mail as .eml files in <workbook>.outbox/round-N/",
    kind: 'tool',
    organizersOnly: true,
  },
  scoreRound: {
    caption: 'Score round',
    label: 'Score round',
    cli: 'score-round',
    does: 'scores a round from the results typed on its round tab',
    kind: 'plan',
    common: true,
    askRound: 'Score round',
    organizersOnly: true,
  },
  updateStandings: {
    caption: 'Update standings',
    label: 'Update standings',
    cli: 'update-standings',
    does: 'rewrites the Standings tab',
    kind: 'plan',
    common: true,
    organizersOnly: true,
  },
  individualRanking: {
    caption: 'Individual ranking',
    label: 'Individual ranking',
    cli: 'individual-ranking',
    does: 'the Individual tab; draws and plays the M20 prize categories',
    kind: 'plan',
    organizersOnly: true,
  },
  undo: {
    caption: 'Undo last action (repeat to go further back)',
    label: 'Undo last action',
    cli: 'undo',
    does: 'puts back what the last action wrote (asks: --yes)',
    kind: 'undo',
    common: true,
    organizersOnly: true,
    separatorBefore: true,
  },
  exportJson: {
    caption: 'Export JSON',
    label: 'Export JSON',
    cli: 'export',
    does: 'prints the tournament as JSON; never rewrites the workbook',
    kind: 'plan',
    common: true,
    organizersOnly: false,
    readOnly: true,
  },
} as const satisfies Readonly<Record<string, ActionRow>>;

type Actions = typeof ACTIONS;

/** An action's id: a key of ACTIONS. */
export type ActionId = keyof Actions;

/** The actions a planner of the workbook's format does (kind 'plan'). */
export type FormatAction = { [K in ActionId]: Actions[K]['kind'] extends 'plan' ? K : never }[ActionId];

/** The add-on's forms, dialogs, triggers and e-mail a format lists (kind 'tool'). */
export type FormatTool = { [K in ActionId]: Actions[K]['kind'] extends 'tool' ? K : never }[ActionId];

/** The ids in the menu's order. */
export const ACTION_IDS = Object.keys(ACTIONS) as ActionId[];

/** An action's row, with every optional column (the table's literal types narrowed to the row's). */
export function actionRow(id: ActionId): ActionRow {
  return ACTIONS[id];
}

/** The handler a command-line name calls: "menu" + the name in PascalCase (set-up: menuSetUp). */
export function handlerName(cli: string): string {
  return (
    'menu' +
    cli
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('')
  );
}

/** The top-level function an action's menu item calls: its handlerName (setUp: menuSetUp). */
export function handlerOf(id: ActionId): string {
  return handlerName(ACTIONS[id].cli);
}
