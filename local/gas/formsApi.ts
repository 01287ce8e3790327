// The Forms REST API, forms.get and forms.batchUpdate, only as far as the add-on uses them: the form's settings'
// emailCollectionType (https://developers.google.com/workspace/forms/api/reference/rest/v1/forms#FormSettings,
// https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/batchUpdate). The add-on calls them
// with UrlFetchApp (urlFetch.ts serves these two endpoints from here); each answer is the API's HTTP status and
// JSON body, an error as Google's error object ({error: {code, message, status}}). As strict as Google:
// - only a user who may open the form (its owner or an editor) reads or changes it; others get 403;
// - an unknown form id is 404;
// - batchUpdate applies all its requests or none; an updateSettings needs an updateMask naming the fields
//   ("Only values named in this mask are changed. At least one field must be specified"), and only the
//   collection types FormSettings lists are accepted: otherwise 400 and nothing changes;
// - a legacy form (from before the API) is served the same way;
// - an administrator may turn the API off for a Workspace's users (hand.ts formsApiOff): every call is 403.
import type { Execution } from './execution';
import { canOpenForm } from './forms';
import type { EmailCollection, FormRecord } from './records';

const COLLECTIONS: readonly EmailCollection[] = ['DO_NOT_COLLECT', 'VERIFIED', 'RESPONDER_INPUT'];

/** An answer of the API: its HTTP status and JSON body. */
export interface ApiAnswer {
  readonly code: number;
  readonly body: unknown;
}

const STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
};

/** Google's error body (https://cloud.google.com/apis/design/errors#http_mapping). */
export function apiError(code: number, message: string): ApiAnswer {
  return { code, body: { error: { code, message, status: STATUS[code] } } };
}

/** The form `formId` names, or the API's refusal. */
function openForm(x: Execution, formId: string): FormRecord | ApiAnswer {
  if (x.book.formsApiOff) return apiError(403, 'Google Forms API is turned off for your organization');
  const f = x.book.forms.find((r) => r.id === formId);
  if (!f) return apiError(404, 'Requested entity was not found.');
  if (!canOpenForm(f, x.user)) return apiError(403, 'The caller does not have permission');
  return f;
}

/** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/get: the form, its settings included. */
export function formsGet(x: Execution, formId: string): ApiAnswer {
  const f = openForm(x, formId);
  if (!('id' in f)) return f;
  return { code: 200, body: { formId: f.id, settings: { emailCollectionType: f.emailCollection } } };
}

/** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/batchUpdate: all requests or none. */
export function formsBatchUpdate(x: Execution, formId: string, resource: unknown): ApiAnswer {
  const f = openForm(x, formId);
  if (!('id' in f)) return f;
  const invalid = (why: string) => apiError(400, `Invalid requests: ${why}`);
  const requests = (resource as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests) || requests.length === 0) return invalid('requests[] is required');
  const changes: EmailCollection[] = [];
  for (const [i, r] of requests.entries()) {
    const u = (r as { updateSettings?: { settings?: { emailCollectionType?: unknown }; updateMask?: unknown } })
      ?.updateSettings;
    if (!u) return invalid(`requests[${i}]: only updateSettings is modelled`);
    const mask = (typeof u.updateMask === 'string' ? u.updateMask : '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    if (!mask.length) return invalid(`requests[${i}].updateSettings.updateMask: at least one field must be specified`);
    if (mask.some((m) => m !== 'emailCollectionType' && m !== '*'))
      return invalid(`requests[${i}].updateSettings.updateMask: only emailCollectionType is modelled`);
    const t = u.settings?.emailCollectionType;
    if (!COLLECTIONS.includes(t as EmailCollection))
      return invalid(`requests[${i}].updateSettings.settings.emailCollectionType: "${String(t)}"`);
    changes.push(t as EmailCollection);
  }
  for (const t of changes) f.emailCollection = t;
  return { code: 200, body: { replies: changes.map(() => ({})), writeControl: {} } };
}
