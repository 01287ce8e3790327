// Helpers for tests of the local spreadsheet service and the add-on bundle.
import { existsSync, mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import {
  DEFAULT_BUNDLE_DIR,
  LocalWorkbook,
  startAddon,
  type AddonOptions,
  type AddonSession,
} from '../../local/runner';

/** A tiny Apps Script project (test/helpers/probe-bundle/Code.js) for tests of the service itself. */
export const PROBE_BUNDLE = join(__dirname, 'probe-bundle');

/** A session over the probe bundle on a new (or given) workbook: its `services` drive the service directly. */
export function probe(book: LocalWorkbook = LocalWorkbook.empty(), options: AddonOptions = {}): AddonSession {
  return startAddon(book, { bundleDir: PROBE_BUNDLE, ...options });
}

/** The active spreadsheet of a session, through its uncounted Node-realm services (session.inspect). */
export function spreadsheet(session: AddonSession) {
  return session.inspect.SpreadsheetApp.getActiveSpreadsheet();
}

/** A tab of a session's spreadsheet ("Sheet1", a new workbook's), through its uncounted Node-realm services. */
export function tab(session: AddonSession, name = 'Sheet1') {
  const sheet = spreadsheet(session).getSheetByName(name);
  if (!sheet) throw new Error(`no tab "${name}"`);
  return sheet;
}

/** A fresh temporary directory. */
export function tempDir(prefix = 'mochalunt-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Fails with a clear message when build/Code.js is missing (npm test builds it first). */
export function requireBuild(): string {
  const file = join(DEFAULT_BUNDLE_DIR, 'Code.js');
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build\` before these tests (npm test does).`);
  return DEFAULT_BUNDLE_DIR;
}
