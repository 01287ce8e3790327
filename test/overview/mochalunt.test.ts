// The Overview of a MOCHALUNT season played through the bundle (build/Code.js) over the local service: first
// in the tab order, the knock-out bracket's teams and winners from the round tabs' results (M4, M5), the
// change of rank since the previous round (M18), the two embedded line charts over its data block, kept with
// the workbook and drawn into the .xlsx; the round tabs' row groups, column groups and result colours; and
// no empty default sheet left by Set up, in every format.
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { LocalWorkbook, startAddon } from '../../local/runner';
import { loadXlsx, saveXlsx } from '../../local/gas/xlsx';
import { cliResponder } from '../../local/cli/run';
import { playSeason } from '../../local/demo/season';
import type { SheetModel } from '../../local/gas/workbook';
import { requireBuild, spreadsheet, tempDir } from '../helpers/gas';
import { cutCells } from '../helpers/textWidth';

const grid = (s: SheetModel | undefined): string[][] =>
  s
    ? Array.from(s.grid, (r) =>
        Array.from(r ?? [], (c) => (c ? String(c.v instanceof Date ? c.v.toISOString() : c.v) : '')),
      )
    : [];
const bold = (s: SheetModel, row: number, col: number) => s.cell(row + 1, col + 1)?.fontWeight === 'bold';
const records = (s: SheetModel | undefined) => {
  const [head, ...rows] = grid(s);
  return rows
    .filter((r) => r.some((v) => v !== ''))
    .map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
};

describe('Overview of a MOCHALUNT season (through the bundle)', () => {
  let book: LocalWorkbook;
  const standings: Map<string, number>[] = [];
  beforeAll(async () => {
    requireBuild();
    book = LocalWorkbook.empty();
    await playSeason({
      teams: 10,
      seed: 7,
      book,
      typing: false,
      onClick: (handler) => {
        if (handler !== 'menuUpdateStandings') return;
        standings.push(
          new Map(records(book.sheetByName('Standings')).map((r) => [r.team, Number(r.rank.replace('=', ''))])),
        );
      },
    });
  });

  test('Set up removed the empty default sheet; the Overview is the first tab', () => {
    expect(book.sheets.map((s) => s.name)).not.toContain('Sheet1');
    expect(book.sheets[0].name).toBe('Overview');
    // it fits a laptop screen: 12 columns, about 1,050 pixels, nothing written beyond column L
    const o = book.sheetByName('Overview') as SheetModel;
    const widths = Array.from({ length: 12 }, (_, i) => o.columnWidths.get(i + 1) ?? 100);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1100);
    expect(o.lastColumn()).toBeLessThanOrEqual(12);
    expect(
      grid(o)
        .flat()
        .some((v) => /@/.test(v)),
    ).toBe(false);
  });

  test("M4, M5: the bracket shows each knock-out match's teams and sums, the winner in bold, level matches marked M5", () => {
    const o = book.sheetByName('Overview') as SheetModel;
    const g = grid(o);
    const top = g.findIndex((r) => /^Quarter-finals \(round 6\)$/.test(r[0] ?? ''));
    expect(top).toBeGreaterThan(0);
    expect(g[top][6]).toBe('Semi-finals (round 7)');
    expect(g[top][9]).toBe('Final (round 8)');
    const stage = {
      QF: { round: 6, col: 0, rows: [1, 4, 7, 10] },
      SF: { round: 7, col: 6, rows: [2, 8] },
      F: { round: 8, col: 9, rows: [5] },
    };
    let checked = 0;
    for (const [prefix, s] of Object.entries(stage)) {
      const matches = records(book.sheetByName(`R${s.round}`)).filter(
        (r) => r.board === '' && (prefix === 'F' ? r.match === 'F' : r.match.startsWith(prefix)),
      );
      expect(matches).toHaveLength(s.rows.length);
      matches.forEach((m, k) => {
        const row = top + s.rows[k];
        expect(g[row][s.col]).toBe(m.match);
        expect([g[row][s.col + 1], g[row + 1][s.col + 1]]).toEqual([m['team 1'], m['team 2']]);
        expect([g[row][s.col + 2], g[row + 1][s.col + 2]]).toEqual([m['score 1'], m['score 2']]);
        const s1 = Number(m['score 1']);
        const s2 = Number(m['score 2']);
        // M5: level goes to team 1, the better-ranked team
        const firstWins = s1 >= s2;
        expect([bold(o, row, s.col + 1), bold(o, row + 1, s.col + 1)]).toEqual([firstWins, !firstWins]);
        expect(g[row + 1][s.col]).toBe(s1 === s2 ? 'M5' : '');
        checked++;
      });
    }
    expect(checked).toBe(7);
    // the placement matches: every P match of rounds 7 and 8 is listed with its winner in bold
    const places = [...records(book.sheetByName('R7')), ...records(book.sheetByName('R8'))].filter(
      (r) => r.board === '' && /^P/.test(r.match),
    );
    expect(places.length).toBe(5);
    for (const p of places) {
      const at = g.findIndex((r, i) => i > top && r[6]?.replace(' M5', '') === p.match && r[7] === p['team 1']);
      expect(at).toBeGreaterThan(top);
      expect(g[at][10]).toBe(p['team 2']);
      expect(bold(o, at, 7)).toBe(Number(p['score 1']) >= Number(p['score 2']));
    }
    // M20: each prize category's semi-finals and final
    const cats = records(book.sheetByName('Categories')).filter((r) => r.match !== '');
    expect(cats.length).toBeGreaterThan(0);
    for (const c of cats)
      expect(g.some((r) => r[0] === c.match && r[1].startsWith(c['player 1']) && r[4].startsWith(c['player 2']))).toBe(
        true,
      );
  });

  test('M18: the change of rank since the previous round (▲, ▼, =) for every team', () => {
    const g = grid(book.sheetByName('Overview'));
    expect(g.some((r) => r[0] === 'Standings after round 8 (M18)')).toBe(true);
    const before = standings[standings.length - 2];
    const now = standings[standings.length - 1];
    expect(now.size).toBe(10);
    for (const [team, rank] of now) {
      const row = g.find((r, i) => i > 3 && r[1] === team && /^\d+=?$/.test(r[0]));
      const was = before.get(team) as number;
      expect(row?.[4]).toBe(was === rank ? '=' : was > rank ? `▲${was - rank}` : `▼${rank - was}`);
    }
  });

  test("charts: a rank-by-round and a normalized-score line chart over the Overview's data block, kept in the .xlsx and drawn as pictures", async () => {
    const o = book.sheetByName('Overview') as SheetModel;
    expect(o.charts.map((c) => c.type)).toEqual(['LINE', 'LINE']);
    const g = grid(o);
    const top6 = [...standings[standings.length - 1]]
      .sort((a, b) => a[1] - b[1])
      .slice(0, 6)
      .map(([t]) => t);
    for (const c of o.charts) {
      expect(c.ranges).toHaveLength(1);
      const { sheetId, area } = c.ranges[0];
      expect(sheetId).toBe(o.id);
      expect(area).toMatchObject({ column: 2, numRows: 7, numColumns: 9 });
      expect(g[area.row - 1].slice(1, 10)).toEqual(['round', '1', '2', '3', '4', '5', '6', '7', '8']);
      expect(g.slice(area.row, area.row + 6).map((r) => r[1])).toEqual(top6);
      expect(c.transposed).toBe(true);
    }
    const rank = o.charts[0];
    expect(rank.options.vAxis).toMatchObject({ direction: -1 });
    // rank after round 8 of the top six: 1..6 (ties share a place)
    const last = g.slice(rank.ranges[0].area.row, rank.ranges[0].area.row + 6).map((r) => Number(r[9]));
    expect(last).toEqual(top6.map((t) => standings[standings.length - 1].get(t)));
    const dir = tempDir('overview-');
    const file = join(dir, 'season.xlsx');
    await saveXlsx(book, file);
    const again = await loadXlsx(file);
    expect(
      again
        .sheetByName('Overview')
        ?.charts.map((c) => ({ type: c.type, area: c.ranges[0].area, sheetId: c.ranges[0].sheetId })),
    ).toEqual(
      o.charts.map((c) => ({ type: c.type, area: c.ranges[0].area, sheetId: again.sheetByName('Overview')?.id })),
    );
    const xl = new ExcelJS.Workbook();
    await xl.xlsx.readFile(file);
    const images = xl.getWorksheet('Overview')?.getImages() ?? [];
    expect(images).toHaveLength(2);
    expect(images.map((i) => [i.range.tl.nativeRow + 1, i.range.tl.nativeCol + 1])).toEqual(
      o.charts.map((c) => [c.anchor.row, c.anchor.column]),
    );
    const media = (xl as unknown as { model: { media: { buffer: Buffer }[] } }).model.media;
    for (const m of media) expect(m.buffer.subarray(1, 4).toString()).toBe('PNG');
  });

  test('round tabs: boards grouped under their team match, technical columns grouped, results coloured; kept in the .xlsx', async () => {
    const r3 = book.sheetByName('R3') as SheetModel;
    const rows = records(r3);
    rows.forEach((r, i) => expect(r3.rowDepth.get(i + 2) ?? 0).toBe(r.board === '' ? 0 : 1));
    expect(r3.rowGroupControlAfter).toBe(false);
    const head = grid(r3)[0];
    const technical = ['reason', 'published (UTC)', 'default appointment (UTC)'].map((h) => head.indexOf(h) + 1);
    for (const c of technical) expect(r3.columnDepth.get(c)).toBe(1);
    expect(r3.columnDepth.get(head.indexOf('team 1') + 1)).toBeUndefined();
    const names = r3.conditionalRules.map((r) => r.formula);
    expect(names).toEqual([
      '=AND($B2<>"",G2="1-0")',
      '=AND($B2<>"",OR(G2="½-½",G2="="))',
      '=AND($B2<>"",G2="0-1")',
      '=AND($B2<>"",OR(G2="+",G2="-"))',
      '=AND($B2<>"",OR(G2="",G2="0-0"))',
    ]);
    // the rules cover a new sheet's rows (Pair next round made them; Pair individual matches' boards are under them)
    expect(r3.conditionalRules[0].ranges).toEqual([
      { row: 2, column: 7, numRows: Math.max(rows.length, 999), numColumns: 4 },
    ]);
    const dir = tempDir('overview-');
    const file = join(dir, 'groups.xlsx');
    await saveXlsx(book, file);
    const xl = new ExcelJS.Workbook();
    await xl.xlsx.readFile(file);
    const ws = xl.getWorksheet('R3') as ExcelJS.Worksheet;
    expect(ws.getRow(3).outlineLevel).toBe(rows[1].board === '' ? 0 : 1);
    expect(ws.getColumn(technical[0]).outlineLevel).toBe(1);
    const again = (await loadXlsx(file)).sheetByName('R3') as SheetModel;
    expect([...again.rowDepth]).toEqual([...r3.rowDepth]);
    // the toggle above each team match (Sheet.setRowGroupControlPosition(BEFORE)): Excel's "summary rows below" off, and read back
    expect(ws.properties.outlineProperties?.summaryBelow).toBe(false);
    expect([again.rowGroupControlAfter, again.columnGroupControlAfter]).toEqual([false, true]);
    expect(again.conditionalRules).toEqual(r3.conditionalRules);
  });

  test('headers are whole words that fit their columns: no cell of the Overview or the Standings header is cut against the next', () => {
    const widthsOf = (s: SheetModel) =>
      Array.from({ length: s.lastColumn() }, (_, i) => s.columnWidths.get(i + 1) ?? 100);
    const o = book.sheetByName('Overview') as SheetModel;
    const s = book.sheetByName('Standings') as SheetModel;
    expect([
      ...cutCells('Overview', grid(o), widthsOf(o)),
      ...cutCells('Standings', grid(s), widthsOf(s), [0]),
    ]).toEqual([]);
    expect(
      grid(o)
        .find((r) => r[0] === 'place')
        ?.slice(0, 4),
    ).toEqual(['place', 'team', 'McMahon', 'secondary']);
  });

  test("M21: the round line lists the round's dates by date (the game choice, +7 days, before the changes, +8)", () => {
    const line = grid(book.sheetByName('Overview')).find((r) => /^Round \d+ \(UTC\)/.test(r[0]))?.[0] ?? '';
    expect(line).toMatch(/line-ups due .* · game choice due .* · changes due .* · round ends/);
    const dates = [...line.matchAll(/\d{4}-\d\d-\d\d \d\d:\d\d/g)].map((m) => m[0]);
    expect(dates).toHaveLength(5);
    expect(dates).toEqual([...dates].sort());
  });

  test('M18: after the knock-out, Standings and the Overview mark where its places 1-8 end', () => {
    const s = book.sheetByName('Standings') as SheetModel;
    const g = grid(s);
    const legend = g[0].indexOf('legend');
    expect(g.map((r) => r[legend])).toContain(
      'places 1-8 (tinted): decided by the knock-out (M18, M4); from place 9 on: the standings (M18)',
    );
    const tinted = g
      .map((r, i) => [r[0], s.cell(i + 1, 2)?.background] as const)
      .filter(([rank, bg], i) => i > 1 && rank !== '' && bg === '#fff2cc')
      .map(([rank]) => rank.replace('=', ''));
    expect(tinted).toEqual(['2', '3', '4', '5', '6', '7', '8']); // place 1 keeps the leader's green
    const o = grid(book.sheetByName('Overview'));
    const line = o.findIndex((r) => r[0] === '▲ places 1-8: decided by the knock-out (M18)');
    expect(line).toBeGreaterThan(0);
    expect(o[line - 1][0].replace('=', '')).toBe('8');
    expect(o[line + 1][0]).toBe('9');
  });

  test("every output tab has a frozen header row; Standings widths fit their content (Sheets' auto-resize)", () => {
    for (const t of ['Standings', 'Individual', 'Categories', 'R1', 'R8'])
      expect(book.sheetByName(t)?.frozenRows).toBe(1);
    const s = book.sheetByName('Standings') as SheetModel;
    const g = grid(s);
    const longest = Math.max(...g.map((r) => (r[1] ?? '').length));
    // the local service's auto-resize: about 7 pixels a character of the longest text, plus a margin
    expect(s.columnWidths.get(2)).toBe(Math.max(21, longest * 7 + 10));
  });
});

describe('Set up leaves no empty default sheet, in every format', () => {
  test.each(['mochalunt', 'swiss', 'league', 'multiplayer'])('%s', (format) => {
    const s = startAddon(LocalWorkbook.empty(), { bundleDir: requireBuild(), responder: cliResponder(undefined) });
    s.call('menuSetUp');
    const sheet = spreadsheet(s).getSheetByName('Settings');
    const rows = sheet?.getDataRange().getValues() ?? [];
    sheet?.getRange(rows.findIndex((r) => r[0] === 'format') + 1, 2).setValue(format);
    s.call('menuSetUp');
    const names = spreadsheet(s)
      .getSheets()
      .map((x) => x.getName());
    expect(names).not.toContain('Sheet1');
    expect(names).toContain('Settings');
  });
});
