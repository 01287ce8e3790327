// Row and column groups and conditional format rules of the local spreadsheet service. Groups are kept as
// a depth per row and per column (SheetModel.rowDepth/columnDepth): Range.shiftRowGroupDepth(delta) changes
// the depth of the range's rows, never below 0 nor above 8, as Google documents; a group is a maximal run of
// rows at a depth of at least d (Sheet.getRowGroup). Conditional format rules are kept as records
// (formula, background, ranges) and replaced whole by Sheet.setConditionalFormatRules. Both are saved to
// .xlsx: outline levels on rows and columns, and conditional formatting of the "expression" type.
// https://developers.google.com/apps-script/reference/spreadsheet/range#shiftrowgroupdepthdelta
// https://developers.google.com/apps-script/reference/spreadsheet/group
// https://developers.google.com/apps-script/reference/spreadsheet/conditional-format-rule-builder
import { countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { gasError, list } from './values';
import type { GridArea, SheetModel } from './workbook';
import type { ConditionalRuleRecord } from './records';
export type { ConditionalRuleRecord };

export const MAX_GROUP_DEPTH = 8;

/** Adds delta to the depth of positions [from, from + count), clamped to 0..8. */
export function shiftDepth(depths: Map<number, number>, from: number, count: number, delta: number): void {
  for (let i = from; i < from + count; i++) {
    const d = Math.max(0, Math.min(MAX_GROUP_DEPTH, (depths.get(i) ?? 0) + delta));
    if (d === 0) depths.delete(i);
    else depths.set(i, d);
  }
}

/** The run of positions around `index` whose depth is at least `depth`, or null. */
export function groupAt(
  depths: Map<number, number>,
  index: number,
  depth: number,
): { from: number; count: number } | null {
  if ((depths.get(index) ?? 0) < depth) return null;
  let from = index;
  while ((depths.get(from - 1) ?? 0) >= depth) from--;
  let to = index;
  while ((depths.get(to + 1) ?? 0) >= depth) to++;
  return { from, count: to - from + 1 };
}

export class LocalGroup implements Facade<GoogleAppsScript.Spreadsheet.Group, 'isCollapsed' | 'collapse' | 'getRange'> {
  constructor(
    readonly x: Execution,
    readonly model: SheetModel,
    readonly kind: 'row' | 'column',
    readonly from: number,
    readonly count: number,
    readonly depth: number,
    private readonly _rangeOf: (from: number, count: number) => GoogleAppsScript.Spreadsheet.Range,
  ) {}
  /** The rows (columns) of the group, whole: https://developers.google.com/apps-script/reference/spreadsheet/group#getRange() */
  getRange(): GoogleAppsScript.Spreadsheet.Range {
    return this._rangeOf(this.from, this.count);
  }
  isCollapsed(): boolean {
    return this.model.collapsed.has(`${this.kind}:${this.from}:${this.depth}`);
  }
  collapse(): this {
    this.model.collapsed.add(`${this.kind}:${this.from}:${this.depth}`);
    return this;
  }
}
export type GroupSurface = Surface<GoogleOnly<LocalGroup, GoogleAppsScript.Spreadsheet.Group>>; // only Google's methods (execution.ts)

/** https://developers.google.com/apps-script/reference/spreadsheet/conditional-format-rule */
export class LocalConditionalFormatRule {
  constructor(
    readonly x: Execution,
    readonly record: ConditionalRuleRecord,
  ) {}
}
export type ConditionalFormatRuleSurface = Surface<
  GoogleOnly<LocalConditionalFormatRule, GoogleAppsScript.Spreadsheet.ConditionalFormatRule>
>; // only Google's methods (execution.ts)

export class LocalConditionalFormatRuleBuilder {
  constructor(
    readonly x: Execution,
    private r: ConditionalRuleRecord = { formula: '', background: null, ranges: [] },
  ) {}
  whenFormulaSatisfied(formula: string): this {
    const f = String(formula);
    this.r = { ...this.r, formula: f.startsWith('=') ? f : `=${f}` };
    return this;
  }
  setBackground(color: string | null): this {
    this.r = { ...this.r, background: color ? String(color).toLowerCase() : null };
    return this;
  }
  setRanges(ranges: { area?: GridArea }[]): this {
    if (!Array.isArray(ranges) || ranges.some((x) => !x || !x.area))
      throw gasError(this.x.realm, 'Invalid argument: ranges');
    this.r = { ...this.r, ranges: ranges.map((x) => ({ ...(x.area as GridArea) })) };
    return this;
  }
  build(): LocalConditionalFormatRule {
    if (this.r.formula === '') throw gasError(this.x.realm, 'Conditional format rule must have a condition.');
    if (this.r.ranges.length === 0)
      throw gasError(this.x.realm, 'Conditional format rule must have at least one range.');
    return new LocalConditionalFormatRule(this.x, { ...this.r, ranges: this.r.ranges.slice() });
  }
}
export type ConditionalFormatRuleBuilderSurface = Surface<
  GoogleOnly<LocalConditionalFormatRuleBuilder, GoogleAppsScript.Spreadsheet.ConditionalFormatRuleBuilder>
>; // only Google's methods (execution.ts)

/** Sheet.getConditionalFormatRules() over the model. */
export function conditionalRules(x: Execution, model: SheetModel): LocalConditionalFormatRule[] {
  return list(
    x.realm,
    model.conditionalRules.map((r) => new LocalConditionalFormatRule(x, r)),
  );
}

countCalls(LocalGroup, 'Group', {});
countCalls(LocalConditionalFormatRule, 'ConditionalFormatRule', {});
countCalls(LocalConditionalFormatRuleBuilder, 'ConditionalFormatRuleBuilder', {});
