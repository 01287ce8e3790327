// Menu "Create registration form": a Google Form (FormApp, scope forms) with the questions Name and Team (a
// list of the Teams tab), whose responses go to this spreadsheet. It asks nothing more: the responses tab is
// part of the public file (age group and gender, M20, are typed privately in Captains and protections). The
// responses tab it creates is renamed "Registrations", the tab "Add registered players" reads
// (src/sheets/formats/mochalunt/addRegistrations.ts). The form's id is kept in the document properties: a
// second click gives the form's links again (publishing and sharing it with the organizers if needed, formFile.ts)
// instead of a second form; an organizer who cannot open it (another organizer's form, not shared with them) is
// told whose it is and what to do, and nothing is created.
// https://developers.google.com/apps-script/reference/forms/form-app,
// https://developers.google.com/apps-script/reference/forms/form#setDestination(DestinationType,String)
import { ACTIONS } from '../../sheets/actions';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { readTeams } from '../../sheets/tabs/teams';
import { REGISTRATIONS_TAB } from '../../sheets/formats/mochalunt/addRegistrations';
import { toLastPlace } from '../tabPlace';
import { readSettings } from '../../sheets/tabs/settings';
import { withDocumentLock } from '../lock';
import { guarded } from '../guard';
import { inform, toast } from '../ui';
import { openRecorded, publishAndShare, recordForm, unreachableText } from '../forms/formFile';
import { outcome, type Outcome } from '../../sheets/outcome';
import { formLeftText, propertiesNow, undoDestination } from '../forms/undoDestination';

const REGISTRATION_FORM_PROPERTY = 'mochalunt.registrationForm';

/** The question titles, as the Registrations tab's headers read them. */
const REGISTRATION_QUESTIONS = { name: 'Name', team: 'Team' } as const;

function links(form: GoogleAppsScript.Forms.Form): string {
  return `players register at ${form.getPublishedUrl()} (edit the form at ${form.getEditUrl()})`;
}

/** Menu: "Create registration form". */
export function registrationFormAction(): Outcome {
  const label = ACTIONS.registrationForm.label;
  return withDocumentLock(label, () =>
    guarded(label, () => {
      const known = openRecorded(REGISTRATION_FORM_PROPERTY);
      if (known.state === 'open') {
        const text = `The registration form exists already: ${links(known.form)}${publishAndShare(known.form, known.owner)}. Nothing was created.`;
        inform(label, text);
        return outcome('nothing to do', `${label}: ${text}`);
      }
      if (known.state === 'unreachable' && !known.mine) {
        const text = `${unreachableText('The registration form', label, known)} Nothing was created.`;
        inform(label, text);
        return outcome('refused', `${label}: ${text}`);
      }
      const book = SpreadsheetApp.getActiveSpreadsheet();
      if (book.getSheetByName(REGISTRATIONS_TAB)) {
        const text = `There is a ${REGISTRATIONS_TAB} tab already: rename or delete it first, so the form's responses get their own tab. Nothing was created.`;
        inform(label, text);
        return outcome('refused', `${label}: ${text}`);
      }
      const wb = gasWorkbook(book);
      const teams = readTeams(wb).teams.map((t) => t.name as string);
      if (teams.length === 0) {
        const text =
          'The Teams tab lists no team yet: the form offers the teams as a list. Type the teams first. Nothing was created.';
        inform(label, text);
        return outcome('refused', `${label}: ${text}`);
      }
      const event = readSettings(wb).settings.eventName || 'MOCHALUNT';
      const form = FormApp.create(`${event} registration`);
      form.setDescription(
        `Register as a player of your national team for ${event}. The organizers add you to the Players tab of the tournament spreadsheet.`,
      );
      form
        .addTextItem()
        .setTitle(REGISTRATION_QUESTIONS.name)
        .setHelpText('as your captain will write it in the line-ups')
        .setRequired(true);
      form.addListItem().setTitle(REGISTRATION_QUESTIONS.team).setChoiceValues(teams).setRequired(true);
      const before = new Set(book.getSheets().map((s) => s.getSheetId()));
      const kept = propertiesNow([REGISTRATION_FORM_PROPERTY, `${REGISTRATION_FORM_PROPERTY}.owner`]);
      let responses: GoogleAppsScript.Spreadsheet.Sheet | undefined;
      let shared: string;
      try {
        form.setDestination(FormApp.DestinationType.SPREADSHEET, book.getId());
        SpreadsheetApp.flush();
        responses = book.getSheets().find((s) => !before.has(s.getSheetId()));
        if (responses) {
          responses.setName(REGISTRATIONS_TAB);
          toLastPlace(book, responses); // Google puts it first: the organizers' tabs come after the public ones
        }
        shared = publishAndShare(form, recordForm(REGISTRATION_FORM_PROPERTY, form));
      } catch (e) {
        undoDestination(book, form, before, kept);
        const text = formLeftText(label, e, form);
        inform(`${label}: nothing written`, text);
        return outcome('error', `${label}: ${text}`);
      }
      const summary = `${label}: ${links(form)}${shared}; responses go to the ${responses ? REGISTRATIONS_TAB : 'new responses'} tab${responses ? '' : ` (rename it "${REGISTRATIONS_TAB}")`}; Add registered players turns them into Players rows.`;
      toast(summary, 10);
      return outcome('done', summary);
    }),
  );
}
