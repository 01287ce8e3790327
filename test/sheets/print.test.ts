// The public tabs a director prints (round tabs, Standings, Crosstable) fit one page wide at a readable size,
// their public columns first and the organizers' columns apart (in the round tab's column group, which
// collapses: hidden columns are not printed). Each printed width is the sum of the column widths the add-on
// sets; each header must show whole in its bold 10 pt font (test/helpers/textWidth.ts), or word by word where
// the column wraps.
//
// The page, with the numbers used and where they come from:
// - paper: A4 210 × 297 mm (ISO 216: 8.27 × 11.69 in) and US Letter 8.5 × 11 in, the two sizes Sheets' print
//   dialog offers first; the narrower of the two is taken in each orientation;
// - margins: Sheets' print dialog default, "Normal": 0.7 in left and right (0.75 in top and bottom);
// - pixels: Sheets sizes columns in pixels (Apps Script's Sheet.setColumnWidth, the Sheets API's
//   DimensionProperties.pixelSize), and Google states no size for a printed pixel: neither the print dialog's help
//   nor the Sheets API says how many pixels an inch holds, and the PDF export's `fitw`, `scale` and margin
//   parameters are not documented by Google at all (docs/google.md). Of the two readings, a CSS pixel (96 to the
//   inch) and a point (72 to the inch, PDF's unit), the stricter is modelled: 72 pixels an inch, printed at the
//   dialog's default scale "Normal (100%)";
// - so the printable width is (8.27 − 1.4) × 72 = 494 px in portrait and (11 − 1.4) × 72 = 691 px in landscape;
// - a readable size: the default 10 pt text printed at 8 pt at least. A tab wider than the landscape page
//   prints with the dialog's "Fit to width", which scales it by 691 / width: at least 0.8, 863 px at most.
import { ROUND_COLUMNS, mochaluntRoundLayout } from '../../src/sheets/tabs/round';
import { roundTable, twoPlayerRoundLayout } from '../../src/sheets/formats/roundTab';
import {
  multiplayerRoundLayout,
  multiplayerRoundTable,
} from '../../src/sheets/formats/multiplayer/multiplayerRoundTab';
import { TWO_PLAYER_STANDINGS } from '../../src/sheets/formats/twoPlayer/standingsTwoPlayer';
import { robinCrosstableSpec, robinStandings } from '../../src/sheets/formats/roundRobin/standings';
import { DOUBLE_ROBIN } from '../../src/sheets/formats/doubleRoundRobin/entry';
import { twoPlayerChain, twoPlayerCrosstableSpec } from '../../src/sheets/formats/twoPlayer/crosstable';
import { seasonCrosstableSpec } from '../../src/sheets/formats/mochalunt/crosstable';
import { MULTIPLAYER_STANDINGS } from '../../src/sheets/formats/multiplayer/standingsMultiplayer';
import { crosstableColumns } from '../../src/sheets/formats/crosstable';
import type { ColumnSpec } from '../../src/sheets/plan';
import type { TabLayout } from '../../src/sheets/layout';
import { textPixels } from '../helpers/textWidth';
import { probe, tab } from '../helpers/gas';

const PX_PER_INCH = 72;
const MARGINS = 0.7 + 0.7;
const PORTRAIT = Math.floor((Math.min(8.27, 8.5) - MARGINS) * PX_PER_INCH); // 494
const LANDSCAPE = Math.floor((Math.min(11.69, 11) - MARGINS) * PX_PER_INCH); // 691
const READABLE_SCALE = 8 / 10;

type Fit = 'portrait' | 'landscape' | 'landscape, fit to width' | 'too wide';

/** How a width prints: at 100% in portrait or landscape, or scaled to the landscape width at a readable size. */
function fit(width: number): Fit {
  if (width <= PORTRAIT) return 'portrait';
  if (width <= LANDSCAPE) return 'landscape';
  return LANDSCAPE / width >= READABLE_SCALE ? 'landscape, fit to width' : 'too wide';
}

const printed = (columns: readonly ColumnSpec[]): number => columns.reduce((w, c) => w + (c.width ?? 100), 0);

/** Headers cut by their column: the whole header, or its longest word where the column wraps. */
function cutHeaders(columns: readonly ColumnSpec[]): string[] {
  return columns
    .filter((c) => {
      const words = c.wrap ? c.header.split(' ') : [c.header];
      return Math.max(...words.map(textPixels)) > (c.width ?? 100);
    })
    .map((c) => `${c.header} (${c.width ?? 100} px)`);
}

/** A round tab's public columns: those before its organizers' column group, which must run to the last column. */
function publicColumns(columns: readonly ColumnSpec[], layout: TabLayout): readonly ColumnSpec[] {
  const groups = layout.columnGroups ?? [];
  expect(groups).toHaveLength(1);
  expect(groups[0].col + groups[0].count - 1).toBe(columns.length);
  return columns.slice(0, groups[0].col - 1);
}

describe('printing: one page wide at a readable size', () => {
  test('the page at 72 px an inch: 494 px portrait, 691 px landscape; fit to width up to 863 px', () => {
    expect([PORTRAIT, LANDSCAPE, Math.floor(LANDSCAPE / READABLE_SCALE)]).toEqual([494, 691, 863]);
    expect([fit(480), fit(680), fit(860), fit(900)]).toEqual([
      'portrait',
      'landscape',
      'landscape, fit to width',
      'too wide',
    ]);
  });

  test("round tabs: the public columns first, the organizers' apart in the group that collapses", () => {
    const mochalunt = publicColumns(ROUND_COLUMNS, mochaluntRoundLayout(1, null, [], false));
    const individual = roundTable(1, false);
    const team = roundTable(1, true);
    const multi = multiplayerRoundTable(1);
    const tabs = {
      'MOCHALUNT round': mochalunt,
      'Swiss or league round': publicColumns(individual.columns, twoPlayerRoundLayout(individual, null, [], false)),
      'team round (L5)': publicColumns(team.columns, twoPlayerRoundLayout(team, null, [], true)),
      'multi-player round': publicColumns(multi.columns, multiplayerRoundLayout(1, null, 1)),
    };
    // MOCHALUNT: match to points 2 print (the first-move column whole, wrapped), the reason, the M21 calendar,
    // the extensions and the results form's notes are the organizers'
    expect(mochalunt.map((c) => c.header)).toEqual([
      'match',
      'board',
      'team 1',
      'team 2',
      'player 1',
      'player 2',
      'game 1',
      'game 2',
      'game 3',
      'game 4',
      'first move',
      'score 1',
      'score 2',
      'points 1',
      'points 2',
    ]);
    expect(
      Object.fromEntries(Object.entries(tabs).map(([t, cols]) => [t, [printed(cols), fit(printed(cols))]])),
    ).toEqual({
      'MOCHALUNT round': [860, 'landscape, fit to width'],
      'Swiss or league round': [468, 'portrait'],
      'team round (L5)': [540, 'landscape'],
      'multi-player round': [538, 'landscape'],
    });
    for (const cols of Object.values(tabs)) expect(cutHeaders(cols)).toEqual([]);
  });

  test('Standings tabs: every column prints', () => {
    const tabs = {
      'Swiss or league': TWO_PLAYER_STANDINGS,
      'double round robin': robinStandings(DOUBLE_ROBIN),
      'multi-player': MULTIPLAYER_STANDINGS,
    };
    expect(Object.fromEntries(Object.entries(tabs).map(([t, cols]) => [t, fit(printed(cols))]))).toEqual({
      'Swiss or league': 'landscape, fit to width',
      'double round robin': 'landscape, fit to width',
      'multi-player': 'landscape, fit to width',
    });
    for (const cols of Object.values(tabs)) expect(cutHeaders(cols)).toEqual([]);
  });

  test('Crosstable: a Swiss (L1: 5 rounds), a team Swiss, a double round robin of 8 (14 rounds), MOCHALUNT (8 rounds)', () => {
    const mso = twoPlayerChain('mso', 'swiss');
    const tabs = {
      'Swiss (T1)': crosstableColumns(twoPlayerCrosstableSpec(false, mso, TWO_PLAYER_STANDINGS), 5),
      'Swiss (L6)': crosstableColumns(
        twoPlayerCrosstableSpec(false, twoPlayerChain('mindlab', 'swiss'), TWO_PLAYER_STANDINGS),
        5,
      ),
      'team Swiss (L5, T1)': crosstableColumns(twoPlayerCrosstableSpec(true, mso, TWO_PLAYER_STANDINGS), 5),
      'double round robin of 8': crosstableColumns(robinCrosstableSpec(DOUBLE_ROBIN).spec, 14),
      'MOCHALUNT (McMahon)': crosstableColumns(seasonCrosstableSpec(true), 8),
      'MOCHALUNT (main)': crosstableColumns(seasonCrosstableSpec(false), 8),
    };
    expect(Object.fromEntries(Object.entries(tabs).map(([t, cols]) => [t, fit(printed(cols))]))).toEqual({
      'Swiss (T1)': 'landscape',
      'Swiss (L6)': 'landscape',
      'team Swiss (L5, T1)': 'landscape, fit to width',
      'double round robin of 8': 'landscape, fit to width',
      'MOCHALUNT (McMahon)': 'landscape',
      'MOCHALUNT (main)': 'landscape',
    });
    for (const cols of Object.values(tabs)) expect(cutHeaders(cols)).toEqual([]);
  });
});

test("local service: Range.setWrap(true) wraps the range's cells; a non-boolean is refused as Google does", () => {
  // https://developers.google.com/apps-script/reference/spreadsheet/range#setWrap(Boolean)
  const s = probe();
  const sheet = tab(s) as { getRange(a1: string): { setWrap(v: unknown): unknown } };
  sheet.getRange('B1:B3').setWrap(true);
  const model = s.workbook.sheets[0];
  expect([1, 2, 3, 4].map((r) => model.cell(r, 2)?.wrap === true)).toEqual([true, true, true, false]);
  expect(() => sheet.getRange('B1').setWrap('yes')).toThrow(
    "The parameters (String) don't match the method signature for SpreadsheetApp.Range.setWrap.",
  );
  sheet.getRange('B2').setWrap(false);
  expect(model.cell(2, 2)?.wrap).toBeUndefined();
});
