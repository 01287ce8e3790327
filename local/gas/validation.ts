// Data validation (SpreadsheetApp.newDataValidation()): the builder of list dropdowns and the built rule, over the
// plain ValidationRule record the workbook stores and the .xlsx keeps (list dropdowns, and number ranges a loaded
// file may have).
import { countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { deepToRealm } from './values';
import type { ValidationRule } from './workbook';

type GasRule = GoogleAppsScript.Spreadsheet.DataValidation;
type GasBuilder = GoogleAppsScript.Spreadsheet.DataValidationBuilder;

export class LocalDataValidation implements Facade<GasRule, 'getCriteriaValues'> {
  constructor(
    readonly x: Execution,
    readonly rule: ValidationRule,
  ) {}
  getCriteriaValues(): unknown[] {
    return deepToRealm(this.x.realm, this.rule.values) as unknown[];
  }
}
export type DataValidationSurface = Surface<
  GoogleOnly<LocalDataValidation, GoogleAppsScript.Spreadsheet.DataValidation>
>; // only Google's methods (execution.ts)

export class LocalDataValidationBuilder implements Facade<
  GasBuilder,
  'build' | 'requireValueInList' | 'setAllowInvalid'
> {
  constructor(
    readonly x: Execution,
    private rule: ValidationRule = { criteria: '', values: [], allowInvalid: true, helpText: '' },
  ) {}
  private _set(criteria: string, values: unknown[]): this {
    this.rule = { ...this.rule, criteria, values };
    return this;
  }
  build(): LocalDataValidation {
    if (!this.rule.criteria) throw new this.x.realm.Error('You must specify a validation criteria.');
    return new LocalDataValidation(this.x, { ...this.rule, values: this.rule.values.slice() });
  }
  requireValueInList(values: string[], showDropdown = true): this {
    return this._set('VALUE_IN_LIST', [Array.from(values, String), showDropdown]);
  }
  setAllowInvalid(allow: boolean): this {
    this.rule = { ...this.rule, allowInvalid: allow };
    return this;
  }
}
export type DataValidationBuilderSurface = Surface<
  GoogleOnly<LocalDataValidationBuilder, GoogleAppsScript.Spreadsheet.DataValidationBuilder>
>; // only Google's methods (execution.ts)

/** The list of a VALUE_IN_LIST rule (its first criteria value). */
export function listValues(rule: ValidationRule): string[] {
  return rule.criteria === 'VALUE_IN_LIST' && Array.isArray(rule.values[0])
    ? (rule.values[0] as unknown[]).map(String)
    : [];
}

countCalls(LocalDataValidation, 'DataValidation', {});
countCalls(LocalDataValidationBuilder, 'DataValidationBuilder', {});
