// Privacy of the public file (M20 and the contact data): the demo is played with captains' and players' e-mail
// addresses and the players' prize categories typed in the Captains and protections dialog; then every file
// the project writes is searched: the .xlsx (every part: sheets, hidden tabs, shared strings, notes), the export
// JSON and the command line's output hold no address, and no player's age group or gender: the public sees the
// category draws only. The private store beside the workbook (document properties) holds them.
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import JSZip from 'jszip';
import { runCli } from '../helpers/cli';
import { openWorkbook } from '../../local/runner';
import { demoField } from '../../local/demo/data';
import { requireBundle } from '../addon/support';

const ADDRESS = /[\w.+-]+@[\w-]+\.[\w.]+/;

test("M20 and contact data: no address and no player's category in any file the project writes; the private store has them", async () => {
  requireBundle();
  const file = join(mkdtempSync(join(tmpdir(), 'mochalunt-privacy-')), 'season.xlsx');
  const demo = await runCli('demo', '--teams', '8', '--seed', '5', '--out', file);
  expect(demo.code).toBe(0);
  const exported = await runCli('run', 'export', file);
  expect(exported.code).toBe(0);
  expect(JSON.parse(exported.out.slice(exported.out.indexOf('{')))).toBeTruthy();
  // the command line's output and the export JSON: no address
  for (const [what, text] of [
    ['demo output', demo.out + demo.err],
    ['export JSON', exported.out + exported.err],
  ]) {
    expect({ what, hit: ADDRESS.exec(text)?.[0] ?? null }).toEqual({ what, hit: null });
  }
  // every part of the .xlsx: no address
  const zip = await JSZip.loadAsync(readFileSync(file));
  for (const name of Object.keys(zip.files)) {
    const text = await zip.files[name].async('string');
    expect({ name, hit: ADDRESS.exec(text)?.[0] ?? null }).toEqual({ name, hit: null });
  }
  // no player's age group or gender in any tab: the Players tab has no such column; the Individual tab names
  // only the categories a player was drawn in, and only for the players on the Categories tab
  const book = await openWorkbook(file);
  const grid = (tab: string) =>
    Array.from(book.sheets.find((s) => s.name === tab)?.grid ?? [], (r) =>
      Array.from(r ?? [], (c) => (c === undefined ? '' : String(c.v))),
    );
  expect(grid('Players')[0].filter((h) => h !== '')).toEqual(['player', 'team', 'joined round']);
  const drawn = new Set(
    grid('Categories')
      .flatMap((r) => r)
      .filter((v) => v !== ''),
  );
  const individual = grid('Individual');
  const col = individual[0].indexOf('categories');
  const player = individual[0].indexOf('player');
  expect(col).toBeGreaterThan(0);
  let qualified = 0;
  for (const row of individual.slice(1)) {
    if ((row[col] ?? '') === '') continue;
    expect(row[col]).toMatch(/^qualified: /);
    expect(drawn.has(row[player])).toBe(true);
    qualified++;
  }
  expect(qualified).toBeGreaterThanOrEqual(4);
  // the field's categories are typed: some players are in none of the draws, and their categories appear nowhere
  const field = demoField(8, 5);
  const hidden = field.teams.flatMap((t) => t.players).filter((p) => !drawn.has(p.name));
  expect(hidden.length).toBeGreaterThan(0);
  for (const tab of book.sheets.map((s) => s.name)) {
    for (const row of grid(tab)) {
      for (const p of hidden) {
        if (!row.includes(p.name)) continue;
        expect({ tab, row: row.filter((v) => /under 18|18-64|over 65|woman|non-binary|\bman\b/.test(v)) }).toEqual({
          tab,
          row: [],
        });
      }
    }
  }
  // the private store beside the workbook holds the addresses and the categories
  const secret = readFileSync(`${file}.private.json`, 'utf8');
  expect(secret).toMatch(ADDRESS);
  expect(secret).toContain('mochalunt.categories.');
});
