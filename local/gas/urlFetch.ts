// UrlFetchApp (https://developers.google.com/apps-script/reference/url-fetch/url-fetch-app) as the add-on uses it:
// to call the Forms REST API, as Google's guide for Apps Script does
// (https://developers.google.com/workspace/forms/api/guides/apps-script-setup: UrlFetchApp.fetch with the
// header `Authorization: Bearer ` + ScriptApp.getOAuthToken()). It serves ONLY the two endpoints the add-on
// fetches, GET https://forms.googleapis.com/v1/forms/{formId} (forms.get) and POST
// https://forms.googleapis.com/v1/forms/{formId}:batchUpdate (forms.batchUpdate), from the local model
// (formsApi.ts); any other request is refused, as the add-on fetches nothing else. As strict as Google:
// - it needs the scope script.external_request (access.ts) and a FULL execution;
// - the request carries the execution's OAuth token (oauthToken, what ScriptApp.getOAuthToken returns), else 401;
// - the answer is an HTTPResponse (https://developers.google.com/apps-script/reference/url-fetch/http-response):
//   its status code and JSON text; a code of 400 or more throws Apps Script's "Request failed" unless
//   muteHttpExceptions is true (URLFetchRequestOptions, UrlFetchApp's reference).
import { createHash } from 'crypto';
import { countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { gasError } from './values';
import { apiError, formsBatchUpdate, formsGet, type ApiAnswer } from './formsApi';

/** The OAuth token of an execution (ScriptApp.getOAuthToken, services.ts): its own, per user and execution. */
export function oauthToken(x: Execution): string {
  return `ya29.local-${createHash('sha256').update(`${x.id}\n${x.user}`).digest('hex').slice(0, 32)}`;
}

const FORMS_API = /^https:\/\/forms\.googleapis\.com\/v1\/forms\/([^/:?#]+)(:batchUpdate)?$/;

interface Options {
  method?: unknown;
  headers?: Record<string, unknown>;
  contentType?: unknown;
  payload?: unknown;
  muteHttpExceptions?: unknown;
}

/** A text option ('' when absent or not text: Apps Script takes these as strings). */
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The value of the header `name` (HTTP header names are case-insensitive). */
function header(headers: Record<string, unknown> | undefined, name: string): string {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? '' : String(headers?.[key]);
}

/** An HTTP response: its status code and body text. */
export class LocalHTTPResponse implements Facade<
  GoogleAppsScript.URL_Fetch.HTTPResponse,
  'getResponseCode' | 'getContentText'
> {
  constructor(
    readonly x: Execution,
    private readonly answer: { readonly code: number; readonly text: string },
  ) {}
  getResponseCode(): number {
    return this.answer.code;
  }
  getContentText(charset?: string): string {
    void charset; // the body is JSON, UTF-8
    return this.answer.text;
  }
}
export type HTTPResponseSurface = Surface<GoogleOnly<LocalHTTPResponse, GoogleAppsScript.URL_Fetch.HTTPResponse>>; // only Google's methods (execution.ts)

export class LocalUrlFetchApp implements Facade<GoogleAppsScript.URL_Fetch.UrlFetchApp, 'fetch'> {
  constructor(readonly x: Execution) {}
  private _answer(url: string, o: Options): ApiAnswer {
    const m = FORMS_API.exec(url);
    const method = (text(o.method) || 'get').toLowerCase();
    const batch = !!m?.[2];
    if (!m || method !== (batch ? 'post' : 'get'))
      throw gasError(
        this.x.realm,
        `The local UrlFetchApp serves only the Forms API's forms.get and forms.batchUpdate, not ${method.toUpperCase()} ${url}`,
      );
    const auth = header(o.headers, 'Authorization');
    if (!auth)
      return apiError(401, 'Request is missing required authentication credential. Expected OAuth 2 access token.');
    if (auth !== `Bearer ${oauthToken(this.x)}`)
      return apiError(401, 'Request had invalid authentication credentials.');
    const formId = decodeURIComponent(m[1]);
    if (!batch) return formsGet(this.x, formId);
    let body: unknown;
    try {
      if (!text(o.contentType).startsWith('application/json')) throw new Error('not JSON');
      body = JSON.parse(text(o.payload));
    } catch {
      return apiError(400, 'Invalid JSON payload received.');
    }
    return formsBatchUpdate(this.x, formId, body);
  }
  /** https://developers.google.com/apps-script/reference/url-fetch/url-fetch-app#fetch(String,Object) */
  fetch(url: string, params?: GoogleAppsScript.URL_Fetch.URLFetchRequestOptions): LocalHTTPResponse {
    const o = (params ?? {}) as Options;
    const a = this._answer(String(url), o);
    const text = JSON.stringify(a.body);
    if (a.code >= 400 && o.muteHttpExceptions !== true)
      throw gasError(
        this.x.realm,
        `Request failed for https://forms.googleapis.com returned code ${a.code}. Truncated server response: ${text.slice(0, 100)}... (use muteHttpExceptions option to examine full response)`,
      );
    return new LocalHTTPResponse(this.x, { code: a.code, text });
  }
}
export type UrlFetchAppSurface = Surface<GoogleOnly<LocalUrlFetchApp, GoogleAppsScript.URL_Fetch.UrlFetchApp>>; // only Google's methods (execution.ts)

countCalls(LocalUrlFetchApp, 'UrlFetchApp', {});
