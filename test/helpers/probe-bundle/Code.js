// A tiny Apps Script project for the foundation tests: probes what a script sees inside the sandbox
// (realms, missing Node globals) and gives `mochalunt run` handlers that return, prompt and fail.
function probeRealm(sheetName) {
  var range = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(sheetName).getRange(1, 1, 1, 3);
  var values = range.getValues();
  var caught = null;
  try { range.setValues([[1]]); } catch (e) { caught = e; }
  var props = PropertiesService.getDocumentProperties();
  props.setProperty('k', 'v');
  return {
    isArray: Array.isArray(values),
    rowIsArray: values[0] instanceof Array,
    outerIsArray: values instanceof Array,
    dateIsDate: values[0][1] instanceof Date,
    sheetsIsArray: SpreadsheetApp.getActiveSpreadsheet().getSheets() instanceof Array,
    propertiesIsObject: props.getProperties() instanceof Object && props.getProperties().constructor === Object,
    errorIsError: caught instanceof Error,
    errorMessage: caught && caught.message,
  };
}

function probeNodeGlobals() {
  return [typeof require, typeof process, typeof Buffer, typeof module, typeof setTimeout, typeof global].join(',');
}

function probeServices() {
  return [typeof SpreadsheetApp, typeof LockService, typeof PropertiesService, typeof Utilities, typeof Session,
    typeof HtmlService, typeof console].join(',');
}

// How a handler ends, as the add-on's bundle does (src/index.ts HANDLERS, scripts/build.mjs): each handler of
// MOCHALUNT.HANDLERS returns its outcome, and its top-level function returns the outcome's text; the command
// line's exit code comes from the outcome's status, never from the words.
var MOCHALUNT = { HANDLERS: {} };
function outcome_(status, text, round) {
  return round ? { status: status, text: text, round: round, problems: [] } : { status: status, text: text, problems: [] };
}

MOCHALUNT.HANDLERS.menuExport = function () {
  return outcome_('done', JSON.stringify({ sheets: SpreadsheetApp.getActiveSpreadsheet().getSheets().map(function (s) { return s.getName(); }) }));
};

MOCHALUNT.HANDLERS.menuAskRound = function () {
  var ui = SpreadsheetApp.getUi();
  var answer = ui.prompt('Score a round', 'Which round? [1]', ui.ButtonSet.OK_CANCEL);
  if (answer.getSelectedButton() !== ui.Button.OK) return outcome_('declined', 'cancelled');
  var ok = ui.alert('Confirm', 'Score round ' + answer.getResponseText() + '?', ui.ButtonSet.YES_NO);
  if (ok !== ui.Button.YES) return outcome_('declined', 'no');
  SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1').getRange(1, 1).setValue('round ' + answer.getResponseText());
  SpreadsheetApp.getActiveSpreadsheet().toast('Scored', 'MOCHALUNT');
  return outcome_('done', 'scored ' + answer.getResponseText(), Number(answer.getResponseText()));
};

// Says "nothing written" and "cancelled" yet ends done, and the other way round: the command line's exit
// code follows the returned status, whatever the words (test/addon/cli-outcome.test.ts)
MOCHALUNT.HANDLERS.menuWordsSayNothing = function () {
  SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1').getRange(1, 1).setValue('written');
  return outcome_('done', 'Score round: cancelled, nothing written');
};

MOCHALUNT.HANDLERS.menuWordsSayDone = function () {
  return outcome_('nothing to do', 'Scored round 1: 4 matches written');
};

// their top-level functions, as build.mjs writes them
function menuExport() { return MOCHALUNT.HANDLERS.menuExport.apply(this, arguments).text; }
function menuAskRound() { return MOCHALUNT.HANDLERS.menuAskRound.apply(this, arguments).text; }
function menuWordsSayNothing() { return MOCHALUNT.HANDLERS.menuWordsSayNothing.apply(this, arguments).text; }
function menuWordsSayDone() { return MOCHALUNT.HANDLERS.menuWordsSayDone.apply(this, arguments).text; }

// a handler that returns no outcome: the command line does not guess from its words
function menuSaysNothing() {
  return 'Scored round 1';
}

function menuFail() {
  SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1').getRange(0, 1);
}

function lockAndHold() {
  return LockService.getDocumentLock().tryLock(1000);
}

function onEdit(e) {
  var log = PropertiesService.getDocumentProperties();
  log.setProperty('lastEdit', [e.range.getA1Notation(), e.value, String(e.oldValue), e.source.getName(),
    e.user.getEmail(), e.range.getValue() instanceof Date].join('|'));
  return e.range.getSheet().getName();
}

function logEdit(e) {
  PropertiesService.getDocumentProperties().setProperty('installable',
    [e.range.getA1Notation(), e.value, e.authMode, e.user.getEmail(), Session.getEffectiveUser().getEmail()].join('|'));
}

// Google's runtime limit (test/foundation/kill.test.ts): three writes under the document lock, a catch that
// tries to repair and a finally that leaves a mark; neither can call anything once the execution is killed.
function writeThree() {
  var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1');
  var lock = LockService.getDocumentLock();
  lock.tryLock(1000);
  try {
    sheet.getRange(1, 1).setValue('a');
    sheet.getRange(1, 2).setValue('b');
    sheet.getRange(1, 3).setValue('c');
    return 'done';
  } catch (e) {
    sheet.getRange(1, 1).setValue('repaired');
    return 'caught ' + e.message;
  } finally {
    PropertiesService.getDocumentProperties().setProperty('finally', 'ran');
  }
}

// A catch that swallows the error without calling anything, and returns.
function writeSwallowed() {
  try {
    SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1').getRange(1, 1).setValue('x');
    SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1').getRange(1, 2).setValue('y');
  } catch (e) {
    return 'swallowed ' + e.message;
  }
  return 'done';
}

// Takes the document lock, then asks (test/foundation/dialogs.test.ts), then reads the document properties: the
// test looks at the lock at that call, whether this execution still holds it.
function lockThenAsk(kind) {
  var lock = LockService.getDocumentLock();
  lock.tryLock(1000);
  var ui = SpreadsheetApp.getUi();
  if (kind === 'alert') ui.alert('Sure?', 'Go on?', ui.ButtonSet.YES_NO);
  if (kind === 'inform') ui.alert('Note', 'Just so you know.', ui.ButtonSet.OK);
  if (kind === 'prompt') ui.prompt('Round', 'Which round?', ui.ButtonSet.OK_CANCEL);
  if (kind === 'modal') ui.showModalDialog(HtmlService.createHtmlOutput('<p>hello</p>'), 'Modal');
  if (kind === 'toast') SpreadsheetApp.getActiveSpreadsheet().toast('hello', 'MOCHALUNT');
  PropertiesService.getDocumentProperties().setProperty('asked', kind);
  return kind;
}
