// The MOCHALUNT menu, built by onOpen and onInstall. Captions and the handler each calls; handler names are
// fixed (the command line maps `mochalunt run <action>` to "menu" + PascalCase(action)).
//
// One bundle, two installs, told apart without any service the authorization mode may forbid first:
// - e.authMode NONE: only an Editor add-on's onOpen ever runs in NONE (installed for the user, not yet used in
//   this file: https://developers.google.com/workspace/add-ons/concepts/editor-auth-lifecycle#authorization_modes),
//   so the menu goes under Extensions (createAddonMenu) and nothing else is touched;
// - onInstall(e): only add-ons get it, so the same add-on menu;
// - otherwise (LIMITED or FULL) the script property INSTALL_PROPERTY decides: "addon" is set once in the
//   add-on's own Apps Script project (Project Settings > Script properties), whose properties every
//   installation shares; a script bound to one spreadsheet has no such property and gets the top-level
//   MOCHALUNT menu, as always. Properties may be read in LIMITED (the same table).
export interface MenuItem {
  readonly caption: string;
  readonly handler: string;
}

/** The menu, in order; null is a separator. */
export const MENU: readonly (MenuItem | null)[] = [
  { caption: 'Set up tournament', handler: 'menuSetUp' },
  { caption: 'Captains and protections...', handler: 'menuCaptains' },
  { caption: 'Start line-up log', handler: 'menuStartLineupLog' },
  { caption: 'Create registration form', handler: 'menuCreateRegistrationForm' },
  { caption: 'Add registered players', handler: 'menuAddRegistrations' },
  null,
  { caption: 'Create line-up form', handler: 'menuCreateLineupForm' },
  { caption: 'Check line-ups', handler: 'menuCheckLineups' },
  { caption: 'Pair next round', handler: 'menuPairNextRound' },
  { caption: 'Pair individual matches', handler: 'menuPairIndividual' },
  { caption: 'Create scheduling form', handler: 'menuCreateSchedulingForm' },
  { caption: 'Send pairings...', handler: 'menuSendPairings' },
  { caption: 'Score round', handler: 'menuScoreRound' },
  { caption: 'Update standings', handler: 'menuUpdateStandings' },
  { caption: 'Individual ranking', handler: 'menuIndividualRanking' },
  null,
  { caption: 'Undo last action (repeat to go further back)', handler: 'menuUndo' },
  { caption: 'Export JSON', handler: 'menuExport' },
];

export const MENU_TITLE = 'MOCHALUNT';

/** The script property that marks the add-on's own project: value INSTALL_ADDON. */
export const INSTALL_PROPERTY = 'MOCHALUNT_INSTALL';
export const INSTALL_ADDON = 'addon';

export type Install = 'addon' | 'bound';

/** The parts of the open/install event the menu uses. */
export interface OpenEvent {
  readonly authMode?: GoogleAppsScript.Script.AuthMode | string;
}

/** Which install runs this onOpen (see the header): NONE means an add-on; else the script property. */
export function installOf(e: OpenEvent | undefined): Install {
  if (e && String(e.authMode) === 'NONE') return 'addon';
  try {
    return PropertiesService.getScriptProperties().getProperty(INSTALL_PROPERTY) === INSTALL_ADDON ? 'addon' : 'bound';
  } catch {
    return 'bound';
  }
}

/** Adds the menu: under Extensions for the add-on, top-level for a bound script. Touches only the Ui. */
export function addMenu(install: Install): void {
  const ui = SpreadsheetApp.getUi();
  const menu = install === 'addon' ? ui.createAddonMenu() : ui.createMenu(MENU_TITLE);
  for (const item of MENU) {
    if (item) menu.addItem(item.caption, item.handler);
    else menu.addSeparator();
  }
  menu.addToUi();
}

/** onOpen: adds the menu (a simple trigger: never throws, touches no service beyond the Ui in NONE). */
export function buildMenu(e?: OpenEvent): void {
  try {
    addMenu(installOf(e));
  } catch (err) {
    console.log(`MOCHALUNT onOpen: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** onInstall (add-ons only, FULL): the add-on menu, so it shows at once without reloading the file. */
export function installMenu(): void {
  try {
    addMenu('addon');
  } catch (err) {
    console.log(`MOCHALUNT onInstall: ${err instanceof Error ? err.message : String(err)}`);
  }
}
