// The actions of `mochalunt run`: one per item of the add-on's menu (src/addon/menu.ts), in the menu's order,
// with the caption a person clicks in Sheets and what the action does from the command line. Kept by hand so
// that `mochalunt run --help` and README's table describe each one; test/addon/cli-actions.test.ts holds it
// equal to the menu, so a new menu item cannot be missing here.

interface RunAction {
  /** the word typed after `mochalunt run` */
  readonly action: string;
  /** the menu handler it calls: "menu" + PascalCase(action) */
  readonly handler: string;
  /** the menu item's caption in Sheets */
  readonly caption: string;
  /** what it does, in one line, for the help */
  readonly does: string;
  /** only in a MOCHALUNT team championship (the menu shows it for that format only) */
  readonly mochaluntOnly?: boolean;
  /** never changes the workbook (a read-only workbook may be given) */
  readonly readOnly?: boolean;
}

export const RUN_ACTIONS: readonly RunAction[] = [
  {
    action: 'set-up',
    handler: 'menuSetUp',
    caption: 'Set up tournament',
    does: 'asks the format of a new workbook (--format NAME), creates its tabs; again after Settings change',
  },
  {
    action: 'captains',
    handler: 'menuCaptains',
    caption: 'Captains and protections...',
    mochaluntOnly: true,
    does: 'captains\' e-mails (--answer "Team: e-mail; ..."); protects their Line-ups rows',
  },
  {
    action: 'entrant-addresses',
    handler: 'menuEntrantAddresses',
    caption: "Entrants' addresses...",
    does: 'Swiss, league, multi-player: the addresses the results form checks reporters against, kept privately (--answer "Name: e-mail; ...")',
  },
  {
    action: 'start-lineup-log',
    handler: 'menuStartLineupLog',
    caption: 'Start line-up log',
    mochaluntOnly: true,
    does: 'the edit trigger that logs each Line-ups change on Line-up log (M13, M7)',
  },
  {
    action: 'create-registration-form',
    handler: 'menuCreateRegistrationForm',
    caption: 'Create registration form',
    mochaluntOnly: true,
    does: 'the registration form; its responses fill the Registrations tab',
  },
  {
    action: 'add-registrations',
    handler: 'menuAddRegistrations',
    caption: 'Add registered players',
    mochaluntOnly: true,
    does: 'copies new Registrations rows into Teams and Players',
  },
  {
    action: 'create-lineup-form',
    handler: 'menuCreateLineupForm',
    caption: 'Create line-up form',
    mochaluntOnly: true,
    does: 'the form captains send line-ups with, privately (Settings line-ups: form)',
  },
  {
    action: 'check-lineups',
    handler: 'menuCheckLineups',
    caption: 'Check line-ups',
    does: "checks the line-ups (or entrants) and writes each row's check",
  },
  {
    action: 'pair-next-round',
    handler: 'menuPairNextRound',
    caption: 'Pair next round',
    does: 'pairs the next round on its tab R1, R2, ... (--round N)',
  },
  {
    action: 'pair-individual',
    handler: 'menuPairIndividual',
    caption: 'Pair individual matches',
    mochaluntOnly: true,
    does: "the individual matches of a round's team matches (M9-M11)",
  },
  {
    action: 'create-scheduling-form',
    handler: 'menuCreateSchedulingForm',
    caption: 'Create scheduling form',
    mochaluntOnly: true,
    does: 'the form where players send their agreed match times',
  },
  {
    action: 'create-results-form',
    handler: 'menuCreateResultsForm',
    caption: 'Create results form',
    does: "the form where captains and players report a board's (game's, table's) results (written once both sides agree)",
  },
  {
    action: 'send-pairings',
    handler: 'menuSendPairings',
    caption: 'Send pairings...',
    mochaluntOnly: true,
    does: "each team's e-mail as .eml files in <workbook>.outbox/round-N/",
  },
  {
    action: 'score-round',
    handler: 'menuScoreRound',
    caption: 'Score round',
    does: 'scores a round from the results typed on its round tab',
  },
  {
    action: 'update-standings',
    handler: 'menuUpdateStandings',
    caption: 'Update standings',
    does: 'rewrites the Standings tab',
  },
  {
    action: 'individual-ranking',
    handler: 'menuIndividualRanking',
    caption: 'Individual ranking',
    mochaluntOnly: true,
    does: 'the Individual tab; draws and plays the M20 prize categories',
  },
  {
    action: 'undo',
    handler: 'menuUndo',
    caption: 'Undo last action (repeat to go further back)',
    does: 'puts back what the last action wrote (asks: --yes)',
  },
  {
    action: 'export',
    handler: 'menuExport',
    caption: 'Export JSON',
    readOnly: true,
    does: 'prints the tournament as JSON; never rewrites the workbook',
  },
];

/** The actions as aligned lines for the help, "*" marking those of a MOCHALUNT championship only. */
export function actionLines(indent = '  '): string[] {
  const width = Math.max(...RUN_ACTIONS.map((a) => a.action.length));
  return [
    ...RUN_ACTIONS.map((a) => `${indent}${a.action.padEnd(width)} ${a.mochaluntOnly ? '*' : ' '} ${a.does}`),
    `${indent}* a MOCHALUNT team championship only (the menu shows these for that format)`,
  ];
}
