// A tiny Apps Script project for the tests of installable triggers and forms in the local service: it creates
// an installable edit trigger and a form with a form-submit trigger, and its handlers write who they ran as.
function installEditTrigger() {
  return ScriptApp.newTrigger('logEdit').forSpreadsheet(SpreadsheetApp.getActiveSpreadsheet()).onEdit().create().getUniqueId();
}

function listTriggers() {
  return ScriptApp.getProjectTriggers().map(function (t) {
    return [t.getHandlerFunction(), t.getTriggerSourceId()].join(' ');
  });
}

function listDocumentTriggers() {
  return ScriptApp.getUserTriggers(SpreadsheetApp.getActiveSpreadsheet()).map(function (t) {
    return [t.getHandlerFunction(), t.getTriggerSourceId()].join(' ');
  });
}

function deleteAllTriggers() {
  ScriptApp.getProjectTriggers().forEach(function (t) { ScriptApp.deleteTrigger(t); });
}

function logSheet() {
  var ss = SpreadsheetApp.getActiveSpreadsheet();
  return ss.getSheetByName('Log') || ss.insertSheet('Log');
}

// a row under the last one of the Log tab
function logRow(row) {
  var sheet = logSheet();
  sheet.getRange(sheet.getLastRow() + 1, 1, 1, row.length).setValues([row]);
}

function logEdit(e) {
  logRow([Session.getEffectiveUser().getEmail(), e.user.getEmail(), String(e.authMode), e.range.getA1Notation(), e.value, e.oldValue === undefined ? '(empty)' : e.oldValue]);
}

function createForm() {
  var form = FormApp.create('Scheduling');
  form.addListItem().setTitle('Board').setChoiceValues(['A v B, board 1', 'A v B, board 2']).setRequired(true);
  form.addDateTimeItem().setTitle('Agreed time (UTC)').setRequired(true);
  UrlFetchApp.fetch('https://forms.googleapis.com/v1/forms/' + form.getId() + ':batchUpdate', {
    method: 'post',
    headers: { Authorization: 'Bearer ' + ScriptApp.getOAuthToken() },
    contentType: 'application/json',
    payload: JSON.stringify({ requests: [{ updateSettings: { settings: { emailCollectionType: 'VERIFIED' }, updateMask: 'emailCollectionType' } }] }),
  });
  if (form.supportsAdvancedResponderPermissions()) form.setPublished(true);
  form.setDestination(FormApp.DestinationType.SPREADSHEET, SpreadsheetApp.getActiveSpreadsheet().getId());
  ScriptApp.newTrigger('onSubmitSheet').forSpreadsheet(SpreadsheetApp.getActiveSpreadsheet()).onFormSubmit().create();
  ScriptApp.newTrigger('onSubmitForm').forForm(form).onFormSubmit().create();
  return form.getId();
}

function onSubmitSheet(e) {
  logRow(['sheet', Session.getEffectiveUser().getEmail(), e.namedValues['Board'][0], e.values[3], e.range.getA1Notation()]);
}

function onSubmitForm(e) {
  var answers = e.response.getItemResponses().map(function (r) { return r.getItem().getTitle() + '=' + r.getResponse(); });
  logRow(['form', Session.getEffectiveUser().getEmail(), e.response.getRespondentEmail(), answers.join('; '), e.response.getTimestamp().toISOString()]);
}

// Forms as Google makes them (test/foundation/forms.test.ts): a draft (never published), a form whose
// respondents type their address, and a form opened or shared by id.
function createDraftForm() {
  var form = FormApp.create('Draft');
  form.addTextItem().setTitle('Name').setRequired(true);
  return form.getId();
}

function createPublishedForm() {
  var form = FormApp.create('Typed');
  form.addTextItem().setTitle('Name').setRequired(true);
  if (form.supportsAdvancedResponderPermissions()) form.setPublished(true);
  return form.getId();
}

function openFormTitle(id) {
  return FormApp.openById(id).getTitle();
}

function shareForm(id, email) {
  FormApp.openById(id).addEditor(email);
  return FormApp.openById(id).getEditors().map(function (u) { return u.getEmail(); });
}

// A time-driven trigger of this document (ClockTriggerBuilder), every `hours` hours, or with no schedule at all.
function installClockTrigger(hours) {
  var builder = ScriptApp.newTrigger('logClock').timeBased();
  return (hours === undefined ? builder : builder.everyHours(hours)).create().getUniqueId();
}

function logClock(e) {
  logRow(['clock', Session.getEffectiveUser().getEmail(), String(e.authMode), e.hour, e.minute]);
}
