// The repository tests itself: the rules it cites are in docs/rules.md (every id), the open points in
// docs/decisions.md, the rulebooks' worked cases in test/cases/, and no test reads outside the repository.
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '../..');
const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');
function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? files(rel, ext) : ext.test(e.name) ? [rel] : [];
  });
}
const ids = (letter: string, n: number) => Array.from({ length: n }, (_, i) => `${letter}${i + 1}`);
const RULE_IDS = [...ids('M', 21), ...ids('L', 6), ...ids('K', 7), ...ids('T', 5)];

describe('a self-contained repository', () => {
  test('docs/rules.md states every rule the code cites: M1-M21, L1-L6, K1-K7, T1-T5, with the revised decisions', () => {
    const rules = read('docs/rules.md');
    for (const id of RULE_IDS) expect(rules).toMatch(new RegExp(`^- \\*\\*${id}\\*\\* \\S`, 'm'));
    for (const id of ['M3', 'M10', 'M18', 'L4'])
      expect(rules).toMatch(new RegExp(`\\*\\*${id}\\*\\*[^]*?Decision \\(revised\\)`));
    // every rule id cited in src/ is one of them
    const cited = new Set(files('src', /\.ts$/).flatMap((f) => read(f).match(/\b[MLKT]\d{1,2}\b/g) ?? []));
    for (const id of cited) if (/^[MLKT]([1-9]|1\d|2[01])$/.test(id)) expect(RULE_IDS).toContain(id);
  });

  test('docs/decisions.md has one row per decision: rule, what was open, what we chose, where it lives', () => {
    const rows = read('docs/decisions.md')
      .split('\n')
      .filter((l) => /^\| (M|L|K|T)\d+ \|/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const r of rows) expect(r.split('|').filter((c) => c.trim() !== '')).toHaveLength(4);
    for (const id of ['M10', 'M18', 'M19']) expect(rows.some((r) => r.startsWith(`| ${id} |`))).toBe(true);
  });

  test('no test, source or doc reads the rulebooks or cases outside the repository', () => {
    const outside = /\.\.\/shared|\/work\/shared|shared\/seeds|shared\/cases|RULES\.md/;
    const all = [
      ...files('test', /\.(ts|js|json)$/),
      ...files('src', /\.ts$/),
      ...files('local', /\.ts$/),
      ...files('docs', /\.md$/),
      'README.md',
    ];
    const hits = all.filter(
      (f) => f !== path.join('test', 'foundation', 'selfcontained.test.ts') && outside.test(read(f)),
    );
    expect(hits).toEqual([]);
  });

  test('the worked cases are there as data, each naming its rule', () => {
    const cases = files('test/cases', /\.json$/);
    expect(cases.map((c) => path.basename(c)).sort()).toEqual([
      'katarenga.json',
      'lineups.json',
      'mindlab-mso.json',
      'mindlab-sheets.json',
      'pairing.json',
      'scoring.json',
    ]);
    // a case's rule may add the rulebook's clause: "L4 (001 4.4)", "M3, L4 (001 4.3)"
    const rules = new Set(
      cases.flatMap((c) =>
        [...read(c).matchAll(/"rule": "([^"]*)"/g)].flatMap((m) => m[1].match(/\b[MLKT]\d+\b/g) ?? []),
      ),
    );
    for (const id of ['M3', 'M9', 'M10', 'M11', 'M15', 'M17', 'M18', 'T1', 'L2', 'L3', 'L4', 'L5', 'L6'])
      expect(rules).toContain(id);
  });

  test('code, tests and docs cite rules, never issue numbers', () => {
    const all = [
      ...files('src', /\.ts$/),
      ...files('test', /\.ts$/),
      ...files('local', /\.ts$/),
      ...files('docs', /\.md$/),
      'README.md',
    ];
    const hits = all.filter(
      (f) => f !== path.join('test', 'foundation', 'selfcontained.test.ts') && /\bissue\s*#?\d+/i.test(read(f)),
    );
    expect(hits).toEqual([]);
  });
});
