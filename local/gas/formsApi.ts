// The Forms API as Apps Script's advanced service `Forms` (appsscript.json enables it): forms.get and
// forms.batchUpdate, only as far as the add-on uses them, the form's settings' emailCollectionType
// (https://developers.google.com/workspace/forms/api/reference/rest/v1/forms#FormSettings,
// https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/batchUpdate). As strict as Google:
// - only a user who may open the form (its owner or an editor) reads or changes it; others get the API's 403;
// - batchUpdate applies all its requests or none; an updateSettings needs an updateMask naming the fields
//   ("Only values named in this mask are changed. At least one field must be specified"), and only the
//   collection types FormSettings lists are accepted;
// - a legacy form (from before the API) is served the same way;
// - it needs the authorization the API names (forms.body): FULL only, as every other user-data service here.
// - an administrator may turn the API off for a Workspace's users (hand.ts formsApiOff): every call is refused.
import { countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { gasError, list } from './values';
import { canOpenForm } from './forms';
import { requireMode } from './access';
import type { EmailCollection, FormRecord } from './records';

const COLLECTIONS: readonly EmailCollection[] = ['DO_NOT_COLLECT', 'VERIFIED', 'RESPONDER_INPUT'];

/** `Forms.Forms`: the forms collection of the Forms API. */
export class LocalFormsCollection implements Facade<GoogleAppsScript.Forms_v1.FormsCollection, 'get' | 'batchUpdate'> {
  constructor(readonly x: Execution) {}
  private _form(method: string, formId: string): FormRecord {
    requireMode(this.x, 'Forms', method);
    if (this.x.book.formsApiOff)
      throw gasError(
        this.x.realm,
        `API call to forms.forms.${method} failed with error: Google Forms API is turned off for your organization`,
      );
    const f = this.x.book.forms.find((r) => r.id === String(formId));
    if (!f)
      throw gasError(
        this.x.realm,
        `API call to forms.forms.${method} failed with error: Requested entity was not found.`,
      );
    if (!canOpenForm(f, this.x.user))
      throw gasError(
        this.x.realm,
        `API call to forms.forms.${method} failed with error: The caller does not have permission`,
      );
    return f;
  }
  /** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/get: the form, its settings included. */
  get(formId: string): GoogleAppsScript.Forms_v1.Form {
    const f = this._form('get', formId);
    const o = new this.x.realm.Object() as GoogleAppsScript.Forms_v1.Form;
    o.formId = f.id;
    const settings = new this.x.realm.Object() as GoogleAppsScript.Forms_v1.FormSettings;
    settings.emailCollectionType = f.emailCollection;
    o.settings = settings;
    return o;
  }
  /** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/batchUpdate: all requests or none. */
  batchUpdate(
    resource: GoogleAppsScript.Forms_v1.BatchUpdateFormRequest,
    formId: string,
  ): GoogleAppsScript.Forms_v1.BatchUpdateFormResponse {
    const f = this._form('batchUpdate', formId);
    const fail = (why: string) =>
      gasError(this.x.realm, `API call to forms.forms.batchUpdate failed with error: Invalid requests: ${why}`);
    const requests = (resource as { requests?: unknown } | null)?.requests;
    if (!Array.isArray(requests) || requests.length === 0) throw fail('requests[] is required');
    const changes: EmailCollection[] = [];
    requests.forEach((r: unknown, i) => {
      const u = (r as { updateSettings?: { settings?: { emailCollectionType?: unknown }; updateMask?: unknown } })
        ?.updateSettings;
      if (!u) throw fail(`requests[${i}]: only updateSettings is modelled`);
      const mask = (typeof u.updateMask === 'string' ? u.updateMask : '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean);
      if (!mask.length) throw fail(`requests[${i}].updateSettings.updateMask: at least one field must be specified`);
      if (mask.some((m) => m !== 'emailCollectionType' && m !== '*'))
        throw fail(`requests[${i}].updateSettings.updateMask: only emailCollectionType is modelled`);
      const t = u.settings?.emailCollectionType;
      if (!COLLECTIONS.includes(t as EmailCollection))
        throw fail(`requests[${i}].updateSettings.settings.emailCollectionType: "${String(t)}"`);
      changes.push(t as EmailCollection);
    });
    for (const t of changes) f.emailCollection = t;
    const reply = new this.x.realm.Object() as GoogleAppsScript.Forms_v1.BatchUpdateFormResponse;
    reply.replies = list(
      this.x.realm,
      changes.map(() => new this.x.realm.Object()),
    );
    return reply;
  }
}
export type FormsCollectionSurface = Surface<
  GoogleOnly<LocalFormsCollection, GoogleAppsScript.Forms_v1.FormsCollection>
>; // only Google's methods (execution.ts)

/** The advanced service's global, `Forms`. */
export class LocalFormsApi {
  readonly Forms: LocalFormsCollection;
  constructor(x: Execution) {
    this.Forms = new LocalFormsCollection(x);
  }
}

export type FormsApiSurface = Surface<GoogleOnly<LocalFormsApi, GoogleAppsScript.Forms_v1.Service>>; // only Google's methods (execution.ts)

countCalls(LocalFormsCollection, 'Forms', {});
