// Pictures of a sheet's embedded charts for the .xlsx (Excel and LibreOffice do not read Google's chart
// records): each chart's data is read from its ranges (first row: series names, first column: the x values),
// then chart-svg.ts draws it as SVG and resvg (a Rust renderer shipped as npm packages) rasterizes it to PNG,
// in this process. Only line charts are drawn; the records themselves are kept in "_properties" (xlsx.ts).
import { Resvg } from '@resvg/resvg-js';
import { chartOption, type ChartRecord } from './charts';
import { lineChartSvg } from './chart-svg';
import type { LocalWorkbook } from './workbook';
import { jsString } from './jsString';

interface ChartPicture {
  readonly sheetId: number;
  readonly record: ChartRecord;
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
}

/** the pictures of the last charts drawn (a workbook saved again unchanged is not drawn again) */
const drawn = new Map<string, Buffer[]>();

const num = (o: unknown, d: number): number => (typeof o === 'number' && Number.isFinite(o) ? o : d);

/** The data rows of a chart (x, series, y) from its first range: series in columns, or in rows when transposed. */
function chartRows(book: LocalWorkbook, rec: ChartRecord): { x: string | number; series: string; y: number }[] {
  const r = rec.ranges[0];
  const sheet = r ? book.sheetById(r.sheetId) : undefined;
  if (!r || !sheet) return [];
  const { row, column, numRows, numColumns } = r.area;
  const raw = (i: number, j: number) => sheet.cell(row + i, column + j)?.v ?? '';
  const v = rec.transposed ? (i: number, j: number) => raw(j, i) : raw;
  const [rows, cols] = rec.transposed ? [numColumns, numRows] : [numRows, numColumns];
  const headers = rec.numHeaders === 0 ? 0 : 1;
  const names = Array.from({ length: cols - 1 }, (_, j) => (headers ? String(v(0, j + 1)) : `series ${j + 1}`));
  const out: { x: string | number; series: string; y: number }[] = [];
  for (let i = headers; i < rows; i++) {
    names.forEach((name, j) => {
      const y = v(i, j + 1);
      const x = v(i, 0);
      if (typeof y === 'number') out.push({ x: typeof x === 'number' ? x : String(x), series: name, y });
    });
  }
  return out;
}

/** PNG pictures of every line chart of the workbook (none when there are none). */
export function chartPictures(book: LocalWorkbook): ChartPicture[] {
  const charts = book.sheets.flatMap((s) =>
    s.charts.filter((c) => c.type === 'LINE').map((record) => ({ sheetId: s.id, record })),
  );
  if (charts.length === 0) return [];
  const input = charts.map(({ record }) => ({
    title: jsString(chartOption(record.options, 'title') ?? ''),
    width: num(chartOption(record.options, 'width'), 600),
    height: num(chartOption(record.options, 'height'), 371),
    xTitle: jsString(chartOption(record.options, 'hAxis.title') ?? ''),
    yTitle: jsString(chartOption(record.options, 'vAxis.title') ?? ''),
    reversed: chartOption(record.options, 'vAxis.direction') === -1,
    rows: chartRows(book, record),
  }));
  const key = JSON.stringify(input);
  let pngs = drawn.get(key);
  if (!pngs) {
    pngs = input.map((c) =>
      Buffer.from(
        new Resvg(lineChartSvg(c), {
          background: 'white',
          fitTo: { mode: 'width', value: c.width },
          font: { loadSystemFonts: true },
        })
          .render()
          .asPng(),
      ),
    );
    drawn.clear();
    drawn.set(key, pngs);
  }
  return charts.map((c, i) => ({ ...c, png: pngs[i], width: input[i].width, height: input[i].height }));
}
