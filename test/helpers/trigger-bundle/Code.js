// A tiny Apps Script project for the tests of installable triggers and forms in the local service: it creates
// an installable edit trigger and a form with a form-submit trigger, and its handlers write who they ran as.
function installEditTrigger() {
  return ScriptApp.newTrigger('logEdit').forSpreadsheet(SpreadsheetApp.getActive()).onEdit().create().getUniqueId();
}

function listTriggers() {
  return ScriptApp.getProjectTriggers().map(function (t) {
    return [t.getHandlerFunction(), String(t.getEventType()), String(t.getTriggerSource()), t.getTriggerSourceId()].join(' ');
  });
}

function listDocumentTriggers() {
  return ScriptApp.getUserTriggers(SpreadsheetApp.getActive()).map(function (t) {
    return [t.getHandlerFunction(), String(t.getEventType()), String(t.getTriggerSource()), t.getTriggerSourceId()].join(' ');
  });
}

function deleteAllTriggers() {
  ScriptApp.getProjectTriggers().forEach(function (t) { ScriptApp.deleteTrigger(t); });
}

function logSheet() {
  var ss = SpreadsheetApp.getActive();
  return ss.getSheetByName('Log') || ss.insertSheet('Log');
}

function logEdit(e) {
  logSheet().appendRow([Session.getEffectiveUser().getEmail(), e.user.getEmail(), String(e.authMode), e.range.getA1Notation(), e.value, e.oldValue === undefined ? '(empty)' : e.oldValue]);
}

function createForm() {
  var form = FormApp.create('Scheduling');
  form.addListItem().setTitle('Board').setChoiceValues(['A v B, board 1', 'A v B, board 2']).setRequired(true);
  form.addDateTimeItem().setTitle('Agreed time (UTC)').setRequired(true);
  form.setEmailCollectionType(FormApp.EmailCollectionType.VERIFIED);
  if (form.supportsAdvancedResponderPermissions()) form.setPublished(true);
  form.setDestination(FormApp.DestinationType.SPREADSHEET, SpreadsheetApp.getActive().getId());
  ScriptApp.newTrigger('onSubmitSheet').forSpreadsheet(SpreadsheetApp.getActive()).onFormSubmit().create();
  ScriptApp.newTrigger('onSubmitForm').forForm(form).onFormSubmit().create();
  return form.getId();
}

function onSubmitSheet(e) {
  logSheet().appendRow(['sheet', Session.getEffectiveUser().getEmail(), e.namedValues['Board'][0], e.values[3], e.range.getA1Notation()]);
}

function onSubmitForm(e) {
  var answers = e.response.getItemResponses().map(function (r) { return r.getItem().getTitle() + '=' + r.getResponse(); });
  logSheet().appendRow(['form', Session.getEffectiveUser().getEmail(), e.response.getRespondentEmail(), answers.join('; '), e.response.getTimestamp().toISOString()]);
}

// Forms as Google makes them (test/foundation/forms.test.ts): a draft (never published), a form whose
// respondents type their address, and a form opened or shared by id.
function createDraftForm() {
  var form = FormApp.create('Draft');
  form.addTextItem().setTitle('Name').setRequired(true);
  return form.getId();
}

function createTypedAddressForm() {
  var form = FormApp.create('Typed');
  form.addTextItem().setTitle('Name').setRequired(true);
  form.setCollectEmail(true);
  if (form.supportsAdvancedResponderPermissions()) form.setPublished(true);
  return [form.getId(), String(form.getEmailCollectionType()), form.isAcceptingResponses()];
}

function openFormTitle(id) {
  return FormApp.openById(id).getTitle();
}

function shareForm(id, email) {
  FormApp.openById(id).addEditor(email);
  return FormApp.openById(id).getEditors().map(function (u) { return u.getEmail(); });
}

function acceptWhileUnpublished() {
  FormApp.create('Closed').setAcceptingResponses(true);
}
