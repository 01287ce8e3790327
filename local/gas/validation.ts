// Data validation (SpreadsheetApp.newDataValidation()): the builder and the built rule, over the plain
// ValidationRule record the workbook stores and the .xlsx keeps (list dropdowns, number ranges).
import { countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { deepToRealm, gasError, signatureMessage } from './values';
import type { ValidationRule } from './workbook';

type GasRule = GoogleAppsScript.Spreadsheet.DataValidation;
type GasBuilder = GoogleAppsScript.Spreadsheet.DataValidationBuilder;

export const CRITERIA = [
  'DATE_AFTER',
  'DATE_BEFORE',
  'DATE_BETWEEN',
  'DATE_EQUAL_TO',
  'DATE_IS_VALID_DATE',
  'DATE_NOT_BETWEEN',
  'DATE_ON_OR_AFTER',
  'DATE_ON_OR_BEFORE',
  'NUMBER_BETWEEN',
  'NUMBER_EQUAL_TO',
  'NUMBER_GREATER_THAN',
  'NUMBER_GREATER_THAN_OR_EQUAL_TO',
  'NUMBER_LESS_THAN',
  'NUMBER_LESS_THAN_OR_EQUAL_TO',
  'NUMBER_NOT_BETWEEN',
  'NUMBER_NOT_EQUAL_TO',
  'TEXT_CONTAINS',
  'TEXT_DOES_NOT_CONTAIN',
  'TEXT_EQUAL_TO',
  'TEXT_IS_VALID_EMAIL',
  'TEXT_IS_VALID_URL',
  'VALUE_IN_LIST',
  'VALUE_IN_RANGE',
  'CUSTOM_FORMULA',
  'CHECKBOX',
] as const;

export class LocalDataValidation implements Facade<
  GasRule,
  'getAllowInvalid' | 'getCriteriaType' | 'getCriteriaValues' | 'getHelpText' | 'copy'
> {
  constructor(
    readonly x: Execution,
    readonly rule: ValidationRule,
  ) {}
  getAllowInvalid(): boolean {
    return this.rule.allowInvalid;
  }
  getCriteriaType(): GoogleAppsScript.Spreadsheet.DataValidationCriteria {
    return this.rule.criteria as unknown as GoogleAppsScript.Spreadsheet.DataValidationCriteria;
  }
  getCriteriaValues(): unknown[] {
    return deepToRealm(this.x.realm, this.rule.values) as unknown[];
  }
  getHelpText(): string {
    return this.rule.helpText;
  }
  copy(): LocalDataValidationBuilder {
    return new LocalDataValidationBuilder(this.x, { ...this.rule, values: this.rule.values.slice() });
  }
}
export type DataValidationSurface = Surface<
  GoogleOnly<LocalDataValidation, GoogleAppsScript.Spreadsheet.DataValidation>
>; // only Google's methods (execution.ts)

export class LocalDataValidationBuilder implements Facade<
  GasBuilder,
  | 'build'
  | 'copy'
  | 'getAllowInvalid'
  | 'getCriteriaType'
  | 'getCriteriaValues'
  | 'getHelpText'
  | 'requireCheckbox'
  | 'requireNumberBetween'
  | 'requireNumberEqualTo'
  | 'requireNumberGreaterThanOrEqualTo'
  | 'requireNumberLessThanOrEqualTo'
  | 'requireTextEqualTo'
  | 'requireValueInList'
  | 'requireFormulaSatisfied'
  | 'setAllowInvalid'
  | 'setHelpText'
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
  copy(): LocalDataValidationBuilder {
    return new LocalDataValidationBuilder(this.x, { ...this.rule });
  }
  getAllowInvalid(): boolean {
    return this.rule.allowInvalid;
  }
  getCriteriaType(): GoogleAppsScript.Spreadsheet.DataValidationCriteria {
    return this.rule.criteria as unknown as GoogleAppsScript.Spreadsheet.DataValidationCriteria;
  }
  getCriteriaValues(): unknown[] {
    return deepToRealm(this.x.realm, this.rule.values) as unknown[];
  }
  getHelpText(): string {
    return this.rule.helpText;
  }
  /** requireCheckbox(), (checkedValue) or (checkedValue, uncheckedValue) */
  requireCheckbox(...values: unknown[]): this {
    if (values.length > 2)
      throw gasError(this.x.realm, signatureMessage(values, 'SpreadsheetApp.DataValidationBuilder.requireCheckbox'));
    return this._set('CHECKBOX', values);
  }
  requireNumberBetween(start: number, end: number): this {
    return this._set('NUMBER_BETWEEN', [start, end]);
  }
  requireNumberEqualTo(n: number): this {
    return this._set('NUMBER_EQUAL_TO', [n]);
  }
  requireNumberGreaterThanOrEqualTo(n: number): this {
    return this._set('NUMBER_GREATER_THAN_OR_EQUAL_TO', [n]);
  }
  requireNumberLessThanOrEqualTo(n: number): this {
    return this._set('NUMBER_LESS_THAN_OR_EQUAL_TO', [n]);
  }
  requireTextEqualTo(text: string): this {
    return this._set('TEXT_EQUAL_TO', [text]);
  }
  requireValueInList(values: string[], showDropdown = true): this {
    return this._set('VALUE_IN_LIST', [Array.from(values, String), showDropdown]);
  }
  requireFormulaSatisfied(formula: string): this {
    return this._set('CUSTOM_FORMULA', [formula]);
  }
  setAllowInvalid(allow: boolean): this {
    this.rule = { ...this.rule, allowInvalid: allow };
    return this;
  }
  setHelpText(text: string): this {
    this.rule = { ...this.rule, helpText: text };
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
