// Whether a form records verified addresses (the respondent's signed-in Google account, which nobody types for
// somebody else), set and read through the Forms REST API called with UrlFetchApp, as Google's guide for Apps
// Script does (https://developers.google.com/workspace/forms/api/guides/apps-script-setup): the header
// `Authorization: Bearer ` + ScriptApp.getOAuthToken(), the scopes forms.body and script.external_request in
// appsscript.json, and the Forms API enabled in the script's Google Cloud project. FormSettings.emailCollectionType
// is written by forms.batchUpdate's updateSettings and read by forms.get
// (https://developers.google.com/workspace/forms/api/reference/rest/v1/forms). Apps Script's Form class documents
// no such method, and Apps Script has no Forms advanced service, so neither is used. Every call is guarded: when
// Google refuses or cannot be reached, the form is taken as not verified (its responses are not used) and the
// organizer is told what to set in the form.

type Form = GoogleAppsScript.Forms.Form;

const FORMS_API = 'https://forms.googleapis.com/v1/forms/';

/** What the organizer sets by hand when the add-on cannot. */
const SET_BY_HAND =
  'open the form, Settings > Responses, set "Collect email addresses" to "Verified", then click this item again';

/** The API's JSON answer, or what failed in Google's words. */
type Answer = { readonly ok: unknown } | { readonly failed: string };

/** Calls forms.get (no body) or forms.batchUpdate (a body) on the form. Never throws. */
function formsApi(form: Form, batchUpdate?: object): Answer {
  try {
    const id = encodeURIComponent(form.getId());
    const response = UrlFetchApp.fetch(batchUpdate ? `${FORMS_API}${id}:batchUpdate` : FORMS_API + id, {
      method: batchUpdate ? 'post' : 'get',
      headers: { Authorization: `Bearer ${ScriptApp.getOAuthToken()}` },
      contentType: 'application/json',
      ...(batchUpdate ? { payload: JSON.stringify(batchUpdate) } : {}),
      muteHttpExceptions: true,
    });
    const code = response.getResponseCode();
    const text = response.getContentText();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (code === 200) return { ok: body };
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    return { failed: `HTTP ${code}${typeof message === 'string' ? `, ${message}` : ''}` };
  } catch (e) {
    return { failed: e instanceof Error ? e.message : String(e) };
  }
}

/** True when the form records verified addresses; false when it does not, or when that cannot be read. */
export function collectsVerified(form: Form): boolean {
  const a = formsApi(form);
  return (
    'ok' in a &&
    (a.ok as { settings?: { emailCollectionType?: unknown } } | null)?.settings?.emailCollectionType === 'VERIFIED'
  );
}

/**
 * Makes the form record verified addresses. Returns '' when done, else the sentence for the organizer: what
 * Google said and what to set by hand (the form's responses are not used until it records verified addresses).
 */
export function requireVerified(form: Form): string {
  const a = formsApi(form, {
    requests: [
      { updateSettings: { settings: { emailCollectionType: 'VERIFIED' }, updateMask: 'emailCollectionType' } },
    ],
  });
  if ('ok' in a) return '';
  return ` The form could not be made to record verified addresses (Google said: ${a.failed}; the add-on sets it through the Forms API, which its Google Cloud project must have enabled): until it does, its responses are not used; ${SET_BY_HAND}.`;
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
