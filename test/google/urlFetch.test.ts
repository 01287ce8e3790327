// The local UrlFetchApp (local/gas/urlFetch.ts) serves only the Forms REST API's forms.get and forms.batchUpdate,
// the add-on's one use of it, with the API's status codes and JSON (formsApi.ts), the execution's OAuth token
// required, and Apps Script's "Request failed" unless muteHttpExceptions; any other request is refused.
import { formsApiOff } from '../../local/gas/hand';
import { probe } from '../helpers/gas';
import { modeAllows, permissionMessage } from '../../local/gas/access';

const API = 'https://forms.googleapis.com/v1/forms/';
const VERIFIED = {
  requests: [{ updateSettings: { settings: { emailCollectionType: 'VERIFIED' }, updateMask: 'emailCollectionType' } }],
};

function setup() {
  const session = probe();
  const { UrlFetchApp, ScriptApp, FormApp } = session.inspect;
  const id = FormApp.create('Line-ups').getId();
  const form = session.workbook.forms.find((f) => f.id === id);
  if (!form) throw new Error('no form');
  const auth = { Authorization: `Bearer ${ScriptApp.getOAuthToken()}` };
  const call = (url: string, o: Record<string, unknown> = {}) => {
    const r = UrlFetchApp.fetch(url, { headers: auth, muteHttpExceptions: true, ...o });
    return { code: r.getResponseCode(), body: JSON.parse(r.getContentText()) as Record<string, never> };
  };
  const update = (body: unknown, o: Record<string, unknown> = {}) =>
    call(`${API}${id}:batchUpdate`, {
      method: 'post',
      contentType: 'application/json',
      payload: JSON.stringify(body),
      ...o,
    });
  return { session, UrlFetchApp, id, form, auth, call, update };
}

describe('UrlFetchApp, locally: the Forms API only', () => {
  test('forms.get reads the setting and forms.batchUpdate sets it (200)', () => {
    const { id, form, call, update } = setup();
    expect(call(API + id)).toEqual({
      code: 200,
      body: { formId: id, settings: { emailCollectionType: 'DO_NOT_COLLECT' } },
    });
    expect(update(VERIFIED).code).toBe(200);
    expect(form.emailCollection).toBe('VERIFIED');
    expect(call(API + id).body.settings).toEqual({ emailCollectionType: 'VERIFIED' });
  });

  test('invalid requests are 400 and change nothing: no mask, an unlisted type, not JSON', () => {
    const { form, update } = setup();
    const noMask = { requests: [{ updateSettings: { settings: { emailCollectionType: 'VERIFIED' } } }] };
    expect(update(noMask)).toMatchObject({ code: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT' } } });
    const bad = {
      requests: [
        ...VERIFIED.requests,
        { updateSettings: { ...VERIFIED.requests[0].updateSettings, settings: { emailCollectionType: 'ANY' } } },
      ],
    };
    expect(update(bad).code).toBe(400);
    expect(update(VERIFIED, { contentType: 'application/x-www-form-urlencoded' }).code).toBe(400);
    expect(form.emailCollection).toBe('DO_NOT_COLLECT');
  });

  test('403 for a user who may not open the form or when the administrator turned the API off; 404 for an unknown form', () => {
    const { session, id, form, call, update } = setup();
    expect(call(`${API}nosuchform`)).toMatchObject({ code: 404, body: { error: { status: 'NOT_FOUND' } } });
    formsApiOff(session.workbook);
    expect(update(VERIFIED)).toMatchObject({ code: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
    session.workbook.formsApiOff = false;
    form.owner = 'someone.else@example.org';
    expect(call(API + id)).toMatchObject({ code: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
    expect(update(VERIFIED).code).toBe(403);
    expect(form.emailCollection).toBe('DO_NOT_COLLECT');
  });

  test("the request must carry the execution's OAuth token (401 otherwise)", () => {
    const { id, auth, call, update } = setup();
    expect(call(API + id, { headers: {} }).code).toBe(401);
    expect(update(VERIFIED, { headers: { Authorization: 'Bearer ya29.someone-elses' } }).code).toBe(401);
    // header names are case-insensitive
    expect(call(API + id, { headers: { authorization: auth.Authorization } }).code).toBe(200);
  });

  test('without muteHttpExceptions a refusal throws Apps Script\'s "Request failed"; any other request is refused', () => {
    const { UrlFetchApp, id } = setup();
    expect(() => UrlFetchApp.fetch(`${API}nosuchform`, { muteHttpExceptions: false })).toThrow(
      /^Request failed for https:\/\/forms\.googleapis\.com returned code 401\./,
    );
    for (const [url, method] of [
      ['https://example.org/', 'get'],
      [`${API}${id}`, 'post'],
      [`${API}${id}:batchUpdate`, 'get'],
      [`https://forms.googleapis.com/v1/forms/${id}/responses`, 'get'],
    ] as const)
      expect(() => UrlFetchApp.fetch(url, { method })).toThrow(
        /serves only the Forms API's forms\.get and forms\.batchUpdate/,
      );
  });

  test('it needs a FULL execution and the scope script.external_request (appsscript.json)', () => {
    expect(modeAllows('LIMITED', 'UrlFetchApp', 'fetch')).toBe(false);
    expect(permissionMessage('UrlFetchApp', 'fetch')).toBe(
      'You do not have permission to call UrlFetchApp.fetch. Required permissions: https://www.googleapis.com/auth/script.external_request',
    );
  });
});
