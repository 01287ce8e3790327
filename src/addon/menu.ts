// The MOCHALUNT menu, built by onOpen and onInstall: one item per row of the table of actions
// (src/sheets/actions.ts), its caption and the handler it calls (src/addon/actions.ts, src/index.ts).
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
// Which items: in NONE the common ones (every format has them; the file may not be read). Otherwise the
// workbook's format, read from its Settings tab, adds its own (the registry of formats: menuOf).
import type { FormatAction, FormatTool } from '../sheets/formats';
import { menuOf } from '../sheets/formats';
import { gasWorkbook } from './workbook/gasWorkbook';
import { ACTION_IDS, actionRow, handlerOf } from '../sheets/actions';

export interface MenuItem {
  readonly caption: string;
  readonly handler: string;
  /** shown only when the workbook's format has this action or tool; common to every format when absent */
  readonly needs?: FormatAction | FormatTool;
}

/** The menu, in order, one item per row of the table of actions (src/sheets/actions.ts); null is a separator. */
export const MENU: readonly (MenuItem | null)[] = ACTION_IDS.flatMap((id) => {
  const row = actionRow(id);
  const item: MenuItem = {
    caption: row.caption,
    handler: handlerOf(id),
    ...(row.common ? {} : { needs: id as FormatAction | FormatTool }),
  };
  return row.separatorBefore ? [null, item] : [item];
});

const MENU_TITLE = 'MOCHALUNT';

/** The script property that marks the add-on's own project: value INSTALL_ADDON. */
const INSTALL_PROPERTY = 'MOCHALUNT_INSTALL';
const INSTALL_ADDON = 'addon';

type Install = 'addon' | 'bound';

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

/** What the workbook's format offers beyond the common items, or null for the common items alone. */
type MenuScope = ReadonlySet<FormatAction | FormatTool> | null;

/** The items shown for a scope, separators kept between shown items only. */
export function menuItems(scope: MenuScope): (MenuItem | null)[] {
  const shown = MENU.filter(
    (item) => item === null || item.needs === undefined || (scope !== null && scope.has(item.needs)),
  );
  return shown.filter((item, i) => item !== null || (i > 0 && shown[i - 1] !== null && i < shown.length - 1));
}

/**
 * The workbook's format's items (its Settings tab, read in LIMITED or FULL), or null for the common items:
 * in NONE (nothing of the file may be read), for an unknown format, or when reading fails.
 */
function menuScope(e: OpenEvent | undefined): MenuScope {
  if (e && String(e.authMode) === 'NONE') return null;
  try {
    const offer = menuOf(gasWorkbook(SpreadsheetApp.getActiveSpreadsheet()));
    return offer ? new Set<FormatAction | FormatTool>([...offer.actions, ...offer.tools]) : null;
  } catch {
    return null;
  }
}

/** Adds the menu: under Extensions for the add-on, top-level for a bound script. Touches only the Ui. */
function addMenu(install: Install, scope: MenuScope): void {
  const ui = SpreadsheetApp.getUi();
  const menu = install === 'addon' ? ui.createAddonMenu() : ui.createMenu(MENU_TITLE);
  for (const item of menuItems(scope)) {
    if (item) menu.addItem(item.caption, item.handler);
    else menu.addSeparator();
  }
  menu.addToUi();
}

/** onOpen: adds the menu (a simple trigger: never throws; in NONE touches no service beyond the Ui). */
export function buildMenu(e?: OpenEvent): void {
  try {
    addMenu(installOf(e), menuScope(e));
  } catch (err) {
    console.log(`MOCHALUNT onOpen: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** onInstall(e) (add-ons only, FULL): the add-on menu of the file's format, shown at once without reloading. */
export function installMenu(e?: OpenEvent): void {
  try {
    addMenu('addon', menuScope(e));
  } catch (err) {
    console.log(`MOCHALUNT onInstall: ${err instanceof Error ? err.message : String(err)}`);
  }
}
