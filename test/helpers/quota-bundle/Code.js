// A tiny Apps Script project for the tests of Google's per-user quotas in the local service
// (test/google/triggerQuota.test.ts): an installable edit trigger whose handler reads a cell as many times as
// the typed value says, catching every error and going on, then writes where it got; and an e-mail sender.
function installEditTrigger() {
  return ScriptApp.newTrigger('readMany')
    .forSpreadsheet(SpreadsheetApp.getActiveSpreadsheet())
    .onEdit()
    .create()
    .getUniqueId();
}

// e.value reads of A1 (each a round trip), every error caught; then B1 says how far it got
function readMany(e) {
  var sheet = e.range.getSheet();
  var n = Number(e.value);
  var caught = 0;
  for (var i = 0; i < n; i++) {
    try {
      sheet.getRange('A1').getValues();
    } catch (err) {
      caught++;
    }
  }
  try {
    sheet.getRange('B1').setValue('done after ' + caught + ' errors');
  } catch (err) {
    caught++;
  }
  return 'finished: ' + caught + ' errors caught';
}

// one e-mail to each address of the list, one after another; how many went
function sendEach(addresses) {
  var sent = 0;
  for (var i = 0; i < addresses.length; i++) {
    MailApp.sendEmail(addresses[i], 'Quota test', 'one e-mail');
    sent++;
  }
  return sent;
}

function remaining() {
  return MailApp.getRemainingDailyQuota();
}
