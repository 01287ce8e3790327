// The add-on's entry points. Every function exported here becomes a top-level Apps Script function in
// build/Code.js (see scripts/build.mjs): triggers (onOpen, onEdit) and the menu's handlers.
export function onOpen(): void {
  SpreadsheetApp.getUi().createMenu('MOCHALUNT').addItem('Set up tournament', 'menuSetUp').addToUi();
}

export function menuSetUp(): void {
  SpreadsheetApp.getActiveSpreadsheet().toast('Set-up is not available yet', 'MOCHALUNT');
}
