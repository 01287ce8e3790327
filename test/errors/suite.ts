// The catalogue's test, played in two halves (two jest workers): every row's message word for word, the
// workbook or files unchanged, and the message's form (catalogue-a.test.ts, catalogue-b.test.ts).
import { appendFileSync } from 'fs';
import { CATALOGUE, type CatalogueRow } from './catalogue';
import { play } from './scenario';

const CAPTURE = process.env.MOCHALUNT_CAPTURE_ERRORS;

/** Words that say what to do instead. */
const SAYS_WHAT_TO_DO =
  /\b(type|rename|delete|remove|use|add|give|run|keep|correct|check|clear|format|write|create|list|register|enter|shorten|number|align|leave|let|choose)s?\b|the command's usage|nothing was changed/i;

export function catalogueSuite(half: 0 | 1): void {
  const rows = CATALOGUE.filter((_r, i) => i % 2 === half);
  describe(`the error catalogue, ${half === 0 ? 'odd' : 'even'} rows: ${rows.length} of ${CATALOGUE.length} bad inputs, each named and harmless`, () => {
    test.each(rows.map((r) => [`${CATALOGUE.indexOf(r) + 1} ${r.id}: ${r.where}: ${r.typed}`, r] as const))(
      '%s',
      async (_name, row: CatalogueRow) => {
        const out = await play(row.scenario);
        if (CAPTURE) {
          appendFileSync(
            CAPTURE,
            JSON.stringify({ id: row.id, message: out.message, unchanged: out.unchanged, exitCode: out.exitCode }) +
              '\n',
          );
          return;
        }
        expect(out.message).toBe(row.message);
        // every cell, note, format, validation, protection and property as before (or no file written)
        expect(out.difference ?? null).toBeNull();
        expect(out.unchanged).toBe(true);
        if (row.scenario.kind === 'cli') expect([1, 2]).toContain(out.exitCode);
        // no stack trace, no internal name, no undefined
        expect(out.message).not.toMatch(
          /\bat \S+ \(|\bundefined\b|\bnull\b|\bNaN\b|\[object |Error:|menu[A-Z]\w+|\w\.(ts|js)\b|T\d\d:\d\d:\d\d\.\d{3}Z/,
        );
        expect(out.message).toMatch(SAYS_WHAT_TO_DO);
        if (row.cell) {
          // each problem names the tab, the row and the column
          for (const line of out.message
            .split('\n')
            .filter((l) => l.trim() !== '' && !/^\.\.\. and \d+ more$/.test(l))) {
            expect(line).toMatch(/^[^,]+, row \d+, column [^:]+?( \([A-Z]+\d+\))?: /);
          }
        }
      },
    );
  });
}
