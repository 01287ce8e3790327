// Embedded charts of the local spreadsheet service: Sheet.newChart() gives an EmbeddedChartBuilder
// (setChartType, addRange, setPosition, setOption, setNumHeaders, build); Sheet.insertChart, getCharts,
// updateChart and removeChart keep ChartRecords in the sheet, where Google keeps a chart, and `Charts`
// gives the ChartType enum. The records are saved in the workbook's "_properties" sheet and each chart is
// also drawn as a picture into the .xlsx (chart-image.ts), so LibreOffice and Excel show it.
// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder
// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart
import { countCalls, googleEnum, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { deepToRealm, gasError, list } from './values';
import type { GridArea } from './workbook';
import type { ChartRange, ChartRecord } from './records';
export type { ChartRange, ChartRecord };

export const CHART_TYPES = [
  'AREA',
  'BAR',
  'BUBBLE',
  'CANDLESTICK',
  'COLUMN',
  'COMBO',
  'GAUGE',
  'GEO',
  'HISTOGRAM',
  'LINE',
  'ORG',
  'PIE',
  'RADAR',
  'SCATTER',
  'SPARKLINE',
  'STEPPED_AREA',
  'TABLE',
  'TIMELINE',
  'TREEMAP',
  'WATERFALL',
] as const;

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

/** The range facade a chart hands out; given by the sheet facade so this file needs no import cycle. */
export type RangeOf = (range: ChartRange) => unknown;

export class LocalContainerInfo implements Facade<
  GoogleAppsScript.Spreadsheet.ContainerInfo,
  'getAnchorColumn' | 'getAnchorRow' | 'getOffsetX' | 'getOffsetY'
> {
  constructor(
    readonly x: Execution,
    private readonly a: ChartRecord['anchor'],
  ) {}
  getAnchorColumn(): number {
    return this.a.column;
  }
  getAnchorRow(): number {
    return this.a.row;
  }
  getOffsetX(): number {
    return this.a.offsetX;
  }
  getOffsetY(): number {
    return this.a.offsetY;
  }
}
export type ContainerInfoSurface = Surface<GoogleOnly<LocalContainerInfo, GoogleAppsScript.Spreadsheet.ContainerInfo>>; // only Google's methods (execution.ts)

export class LocalChartOptions implements Facade<GoogleAppsScript.Charts.ChartOptions, 'get'> {
  constructor(
    readonly x: Execution,
    private readonly options: Record<string, unknown>,
  ) {}
  get(option: string): unknown {
    return deepToRealm(this.x.realm, chartOption(this.options, String(option)) ?? null);
  }
}
export type ChartOptionsSurface = Surface<GoogleOnly<LocalChartOptions, GoogleAppsScript.Charts.ChartOptions>>; // only Google's methods (execution.ts)

export class LocalEmbeddedChart implements Facade<
  GoogleAppsScript.Spreadsheet.EmbeddedChart,
  'getChartId' | 'getContainerInfo' | 'getRanges' | 'getOptions' | 'modify' | 'getNumHeaders'
> {
  constructor(
    readonly x: Execution,
    readonly record: ChartRecord,
    private readonly rangeOf: RangeOf,
  ) {}
  getChartId(): number {
    return this.record.id;
  }
  getContainerInfo(): LocalContainerInfo {
    return new LocalContainerInfo(this.x, this.record.anchor);
  }
  getRanges(): unknown[] {
    return list(this.x.realm, this.record.ranges.map(this.rangeOf));
  }
  getOptions(): LocalChartOptions {
    return new LocalChartOptions(this.x, this.record.options);
  }
  getNumHeaders(): number {
    return this.record.numHeaders;
  }
  /** A builder over a copy; Sheet.updateChart(builder.build()) puts it back in place of this chart. */
  modify(): LocalEmbeddedChartBuilder {
    return new LocalEmbeddedChartBuilder(this.x, this.rangeOf, JSON.parse(JSON.stringify(this.record)) as ChartRecord);
  }
}
export type EmbeddedChartSurface = Surface<GoogleOnly<LocalEmbeddedChart, GoogleAppsScript.Spreadsheet.EmbeddedChart>>; // only Google's methods (execution.ts)

export class LocalEmbeddedChartBuilder implements Facade<
  GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder,
  | 'addRange'
  | 'build'
  | 'clearRanges'
  | 'getChartType'
  | 'getRanges'
  | 'setChartType'
  | 'setNumHeaders'
  | 'setOption'
  | 'setPosition'
  | 'setTransposeRowsAndColumns'
> {
  private readonly r: ChartRecord;
  constructor(
    readonly x: Execution,
    private readonly rangeOf: RangeOf,
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
  getRanges(): unknown[] {
    return list(this.x.realm, this.r.ranges.map(this.rangeOf));
  }
  getChartType(): GoogleAppsScript.Charts.ChartType {
    return this.r.type as unknown as GoogleAppsScript.Charts.ChartType;
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
    return new LocalEmbeddedChart(this.x, record, this.rangeOf);
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
countCalls(LocalContainerInfo, 'ContainerInfo', {});
countCalls(LocalChartOptions, 'ChartOptions', {});
