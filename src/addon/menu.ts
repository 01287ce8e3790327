// The MOCHALUNT menu, built by onOpen. Captions and the handler each calls; handler names are fixed
// (the command line maps `mochalunt run <action>` to "menu" + PascalCase(action)).
export interface MenuItem {
  readonly caption: string;
  readonly handler: string;
}

/** The menu, in order; null is a separator. */
export const MENU: readonly (MenuItem | null)[] = [
  { caption: 'Set up tournament', handler: 'menuSetUp' },
  { caption: 'Captains and protections...', handler: 'menuCaptains' },
  { caption: 'Create registration form', handler: 'menuCreateRegistrationForm' },
  { caption: 'Add registered players', handler: 'menuAddRegistrations' },
  null,
  { caption: 'Check line-ups', handler: 'menuCheckLineups' },
  { caption: 'Pair next round', handler: 'menuPairNextRound' },
  { caption: 'Pair individual matches', handler: 'menuPairIndividual' },
  { caption: 'Send pairings...', handler: 'menuSendPairings' },
  { caption: 'Score round', handler: 'menuScoreRound' },
  { caption: 'Update standings', handler: 'menuUpdateStandings' },
  { caption: 'Individual ranking', handler: 'menuIndividualRanking' },
  null,
  { caption: 'Undo last action (repeat to go further back)', handler: 'menuUndo' },
  { caption: 'Export JSON', handler: 'menuExport' },
];

export const MENU_TITLE = 'MOCHALUNT';

/** onOpen: adds the menu (a simple trigger: needs no authorization, never throws). */
export function buildMenu(): void {
  try {
    const menu = SpreadsheetApp.getUi().createMenu(MENU_TITLE);
    for (const item of MENU) {
      if (item) menu.addItem(item.caption, item.handler);
      else menu.addSeparator();
    }
    menu.addToUi();
  } catch (e) {
    console.log(`MOCHALUNT onOpen: ${e instanceof Error ? e.message : String(e)}`);
  }
}
