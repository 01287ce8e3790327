// docs/errors.md is the error catalogue of test/errors/catalogue.ts, rendered: the document and the tests
// cannot drift apart. MOCHALUNT_WRITE_ERRORS_DOC=1 rewrites the document.
import { readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { CATALOGUE } from './catalogue';
import { renderCatalogue } from './doc';

const DOC = join(__dirname, '../../docs/errors.md');

test(`docs/errors.md lists the ${CATALOGUE.length} rows of the error catalogue, at least 80, each with its message`, () => {
  const text = renderCatalogue(CATALOGUE);
  if (process.env.MOCHALUNT_WRITE_ERRORS_DOC) writeFileSync(DOC, text);
  expect(readFileSync(DOC, 'utf8')).toBe(text);
  expect(CATALOGUE.length).toBeGreaterThanOrEqual(80);
  expect(new Set(CATALOGUE.map((r) => r.id)).size).toBe(CATALOGUE.length);
  for (const r of CATALOGUE) expect(r.message).not.toBe('');
});
