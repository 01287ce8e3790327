// Whether a form records verified addresses (the respondent's signed-in Google account, which nobody types for
// somebody else), set and read through the Forms API's advanced service `Forms` (src/google/extensions.d.ts):
// FormSettings.emailCollectionType, written by forms.batchUpdate's updateSettings and read by forms.get
// (https://developers.google.com/workspace/forms/api/reference/rest/v1/forms). Apps Script's Form class documents
// no such method, so none is called. Every call is guarded: when the service is missing or refuses, the form is
// taken as not verified (its responses are not used) and the organizer is told what to set in the form.

type Form = GoogleAppsScript.Forms.Form;

/** What the organizer sets by hand when the add-on cannot. */
const SET_BY_HAND =
  'open the form, Settings > Responses, set "Collect email addresses" to "Verified", then click this item again';

/** The advanced service, or why it cannot be used. */
function service(): GoogleAppsScript.Forms_v1.FormsCollection | string {
  return typeof Forms === 'undefined' || !Forms
    ? 'the script does not enable the Forms API service (appsscript.json)'
    : Forms.Forms;
}

/** True when the form records verified addresses; false when it does not, or when that cannot be read. */
export function collectsVerified(form: Form): boolean {
  const api = service();
  if (typeof api === 'string') return false;
  try {
    return api.get(form.getId()).settings?.emailCollectionType === 'VERIFIED';
  } catch {
    return false;
  }
}

/**
 * Makes the form record verified addresses. Returns '' when done, else the sentence for the organizer: what
 * Google said and what to set by hand (the form's responses are not used until it records verified addresses).
 */
export function requireVerified(form: Form): string {
  const api = service();
  const failed = (why: string) =>
    ` The form could not be made to record verified addresses (${why}): until it does, its responses are not used; ${SET_BY_HAND}.`;
  if (typeof api === 'string') return failed(api);
  try {
    api.batchUpdate(
      {
        requests: [
          { updateSettings: { settings: { emailCollectionType: 'VERIFIED' }, updateMask: 'emailCollectionType' } },
        ],
      },
      form.getId(),
    );
    return '';
  } catch (e) {
    return failed(`Google said: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * A form kept from before, made to record verified addresses when it does not: `already` when it did; `now` when
 * it does from now on (the time kept under `sinceKey`: responses before it are not used); `refused` with what
 * Google said and what to set by hand.
 */
export function verifiedFromNow(form: Form, sinceKey: string): 'already' | 'now' | { readonly refused: string } {
  if (collectsVerified(form)) return 'already';
  const refused = requireVerified(form);
  if (refused) return { refused };
  PropertiesService.getDocumentProperties().setProperty(sinceKey, String(Date.now()));
  return 'now';
}
