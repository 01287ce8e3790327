// Embedded charts of the local spreadsheet service: Sheet.newChart() gives an EmbeddedChartBuilder
// (setChartType, addRange, clearRanges, setPosition, setOption, setNumHeaders, setTransposeRowsAndColumns,
// build); Sheet.insertChart, getCharts, updateChart and removeChart keep ChartRecords in the sheet, where Google
// keeps a chart, EmbeddedChart.modify gives a builder over one, and `Charts` gives the ChartType enum (LINE: the
// only type drawn). The records are saved in the workbook's "_properties" sheet and each chart is
// also drawn as a picture into the .xlsx (chart-image.ts), so LibreOffice and Excel show it.
// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder
// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart
import { countCalls, googleEnum, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { gasError } from './values';
import type { GridArea } from './workbook';
import type { ChartRange, ChartRecord } from './records';
export type { ChartRange, ChartRecord };

/** The chart types the local service draws (chart-image.ts): line charts only, as the add-on makes them. */
const CHART_TYPES = ['LINE'] as const;

/** Reads a dotted option ("vAxis.direction") from nested option objects. */
export function chartOption(options: Record<string, unknown>, key: string): unknown {
  if (key in options) return options[key];
  let v: unknown = options;
  for (const part of key.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

export class LocalEmbeddedChart implements Facade<GoogleAppsScript.Spreadsheet.EmbeddedChart, 'modify'> {
  constructor(
    readonly x: Execution,
    readonly record: ChartRecord,
  ) {}
  /** A builder over a copy; Sheet.updateChart(builder.build()) puts it back in place of this chart. */
  modify(): LocalEmbeddedChartBuilder {
    return new LocalEmbeddedChartBuilder(this.x, JSON.parse(JSON.stringify(this.record)) as ChartRecord);
  }
}
export type EmbeddedChartSurface = Surface<GoogleOnly<LocalEmbeddedChart, GoogleAppsScript.Spreadsheet.EmbeddedChart>>; // only Google's methods (execution.ts)

export class LocalEmbeddedChartBuilder implements Facade<
  GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder,
  | 'addRange'
  | 'build'
  | 'clearRanges'
  | 'setChartType'
  | 'setNumHeaders'
  | 'setOption'
  | 'setPosition'
  | 'setTransposeRowsAndColumns'
> {
  private readonly r: ChartRecord;
  constructor(
    readonly x: Execution,
    record?: ChartRecord,
  ) {
    this.r = record ?? {
      id: 0,
      type: 'LINE',
      ranges: [],
      anchor: { row: 1, column: 1, offsetX: 0, offsetY: 0 },
      options: {},
      numHeaders: -1,
    };
  }
  /** Range facades carry their sheet and area; any object with them is accepted. */
  addRange(range: { sheet?: { model?: { id: number } }; area?: GridArea }): this {
    if (!range || !range.area || !range.sheet?.model) throw gasError(this.x.realm, 'Invalid argument: range');
    this.r.ranges.push({ sheetId: range.sheet.model.id, area: { ...range.area } });
    return this;
  }
  clearRanges(): this {
    this.r.ranges = [];
    return this;
  }
  setChartType(type: GoogleAppsScript.Charts.ChartType): this {
    const t = String(type);
    if (!(CHART_TYPES as readonly string[]).includes(t)) throw gasError(this.x.realm, `Invalid argument: type`);
    this.r.type = t;
    return this;
  }
  setNumHeaders(headers: number): this {
    this.r.numHeaders = headers;
    return this;
  }
  setTransposeRowsAndColumns(transpose: boolean): this {
    this.r.transposed = Boolean(transpose);
    return this;
  }
  setOption(option: string, value: unknown): this {
    this.r.options[String(option)] = JSON.parse(JSON.stringify(value ?? null)) as unknown;
    return this;
  }
  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): this {
    this.r.anchor = { row: anchorRowPos, column: anchorColPos, offsetX, offsetY };
    return this;
  }
  build(): LocalEmbeddedChart {
    const record = JSON.parse(JSON.stringify(this.r)) as ChartRecord;
    if (!record.id)
      record.id =
        1 + Math.max(0, this.x.book.chartIds, ...this.x.book.sheets.flatMap((s) => s.charts.map((c) => c.id)));
    this.x.book.chartIds = record.id;
    return new LocalEmbeddedChart(this.x, record);
  }
}
export type EmbeddedChartBuilderSurface = Surface<
  GoogleOnly<LocalEmbeddedChartBuilder, GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder>
>; // only Google's methods (execution.ts)

/** The Charts service as far as embedded charts need it: the ChartType enum (values are their names). */
export function chartsService(): Pick<GoogleAppsScript.Charts.Charts, 'ChartType'> {
  return { ChartType: googleEnum<typeof GoogleAppsScript.Charts.ChartType>(CHART_TYPES) };
}

countCalls(LocalEmbeddedChart, 'EmbeddedChart', {});
countCalls(LocalEmbeddedChartBuilder, 'EmbeddedChartBuilder', {});
