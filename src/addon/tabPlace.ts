// Tabs the add-on makes outside a plan (a form's answers, which Google puts first; the Line-up log) are
// organizers' tabs: they go after every other tab, so the public tabs stay in front (src/sheets/tabOrder.ts).
// https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#moveactivesheetpos

/** Moves `sheet` to the last place (it becomes the active sheet, as moveActiveSheet requires). */
export function toLastPlace(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
): void {
  ss.setActiveSheet(sheet);
  ss.moveActiveSheet(ss.getNumSheets());
}

/** A tab name not taken yet: `base`, else "base 2", "base 3", ... (sheet names are unique, ignoring case). */
export function freeTabName(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, base: string): string {
  let name = base;
  for (let n = 2; ss.getSheetByName(name); n++) name = `${base} ${n}`;
  return name;
}
