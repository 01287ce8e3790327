// The in-memory document behind the local spreadsheet service: sheets (a fixed grid of cells, like Google's,
// 1000 x 26 when new), their formats, notes, validations, protections, the document's properties and its
// locks. Loaded from and saved to .xlsx by xlsx.ts; driven through the Apps Script facades of spreadsheet.ts.
import type { CellValue } from './values';
import type { ChartRecord, ConditionalRuleRecord, FormRecord, GridArea, Sharing, TriggerRecord } from './records';
export type { GridArea };

/** A data-validation rule (DataValidation in Apps Script). */
export interface ValidationRule {
  criteria: string; // a SpreadsheetApp.DataValidationCriteria name, e.g. 'VALUE_IN_LIST'
  values: unknown[];
  allowInvalid: boolean;
  helpText: string;
}

/** One cell. `v` is the value ('' when empty); `f` a formula with its leading '='. */
export interface Cell {
  v: CellValue;
  f?: string;
  numberFormat?: string;
  background?: string;
  fontWeight?: 'bold' | 'normal';
  fontColor?: string;
  horizontalAlignment?: string;
  wrap?: boolean;
  note?: string;
  validation?: ValidationRule;
}

export interface ProtectionRecord {
  id: number;
  type: 'RANGE' | 'SHEET';
  sheetId: number;
  /** for a RANGE protection */
  area?: GridArea;
  description: string;
  editors: string[];
  warningOnly: boolean;
  /**
   * true while a new protection mirrors the spreadsheet's own permissions (its editors never changed yet):
   * it stops nobody who may edit the file (local/gas/protection.ts)
   */
  mirror?: boolean;
}

/**
 * The members of SpreadsheetApp.BandingTheme the add-on uses (of Google's twelve,
 * https://developers.google.com/apps-script/reference/spreadsheet/banding-theme): the enum the bundle sees, and the
 * themes Range.applyRowBanding accepts.
 */
export const BANDING_THEMES = ['LIGHT_GREY'] as const;

export interface BandingRecord {
  area: GridArea;
  theme: string;
  header: boolean;
  footer: boolean;
}

const DEFAULT_ROWS = 1000;
const DEFAULT_COLUMNS = 26;

export class SheetModel {
  /** rows of cells, 0-based; missing rows/cells are empty */
  grid: (Cell | undefined)[][] = [];
  frozenRows = 0;
  frozenColumns = 0;
  hidden = false;
  tabColor: string | null = null;
  /** pixel widths of columns that are not the default, by 1-based column */
  columnWidths = new Map<number, number>();
  bandings: BandingRecord[] = [];
  /** embedded charts (local/gas/charts.ts) */
  charts: ChartRecord[] = [];
  /** row and column group depths by 1-based index (absent: 0), collapsed groups as "row:from:depth" */
  rowDepth = new Map<number, number>();
  columnDepth = new Map<number, number>();
  collapsed = new Set<string>();
  /** where a group's toggle is: after the group (Google's default) or before it */
  rowGroupControlAfter = true;
  columnGroupControlAfter = true;
  conditionalRules: ConditionalRuleRecord[] = [];

  constructor(
    public id: number,
    public name: string,
    public maxRows = DEFAULT_ROWS,
    public maxColumns = DEFAULT_COLUMNS,
  ) {}

  cell(row: number, column: number): Cell | undefined {
    const r = this.grid[row - 1];
    return r ? r[column - 1] : undefined;
  }

  /** The cell at (row, column), created if missing. */
  touch(row: number, column: number): Cell {
    let r = this.grid[row - 1];
    if (!r) r = this.grid[row - 1] = [];
    let c = r[column - 1];
    if (!c) c = r[column - 1] = { v: '' };
    return c;
  }

  /** The last row with a value or formula (0 if none): Sheet.getLastRow(). */
  lastRow(): number {
    for (let i = this.grid.length - 1; i >= 0; i--) {
      const r = this.grid[i];
      if (r && r.some((c) => c !== undefined && hasContent(c))) return i + 1;
    }
    return 0;
  }

  /** The last column with a value or formula (0 if none): Sheet.getLastColumn(). */
  lastColumn(): number {
    let last = 0;
    for (const r of this.grid) {
      if (!r) continue;
      for (let j = r.length - 1; j >= last; j--) {
        const c = r[j];
        if (c !== undefined && hasContent(c)) {
          last = j + 1;
          break;
        }
      }
    }
    return last;
  }
}

export function hasContent(c: Cell): boolean {
  return c.v !== '' || c.f !== undefined;
}

/** A local workbook: the document the service opens (one Google spreadsheet). */
export class LocalWorkbook {
  sheets: SheetModel[] = [];
  activeSheetId = 0;
  name = 'MOCHALUNT';
  readonly id: string;
  timeZone = 'Etc/UTC';
  /** the spreadsheet's locale (File > Settings): how dates are shown and rendered as text (values.ts) */
  locale = 'en_US';
  documentProperties = new Map<string, string>();
  scriptProperties = new Map<string, string>();
  userProperties = new Map<string, Map<string, string>>();
  protections: ProtectionRecord[] = [];
  /** who the file is shared with (Drive): the owner, editors, viewers, and what the link gives the others */
  sharing: Sharing = { owner: 'organizer@example.com', editors: [], viewers: [], link: 'edit' };
  /**
   * the private file this workbook was saved with, when it was missing on loading (xlsx.ts): its captains'
   * record, protections and sharing are lost, so the file is read as shared with its owner alone
   */
  privateMissing: string | null = null;
  /** installable triggers of the script on this workbook and its forms (local/gas/triggers.ts) */
  triggers: TriggerRecord[] = [];
  /** the forms the script created (local/gas/forms.ts): Google keeps them as files of their own */
  forms: FormRecord[] = [];
  /** the last chart id given (charts.ts) */
  chartIds = 0;
  /** holders of the document's and script's locks (an execution id), null when free */
  readonly locks = new Map<string, number | null>();
  private nextSheetId = 0;
  private nextProtectionId = 1;
  private nextExecutionId = 1;

  constructor(id = 'local-' + Math.random().toString(36).slice(2, 10)) {
    this.id = id;
  }

  /** A new empty workbook with one sheet "Sheet1", like Google's. */
  static empty(): LocalWorkbook {
    const book = new LocalWorkbook();
    book.addSheet('Sheet1');
    return book;
  }

  addSheet(name: string, index = this.sheets.length, rows = DEFAULT_ROWS, columns = DEFAULT_COLUMNS): SheetModel {
    const sheet = new SheetModel(this.nextSheetId++, name, rows, columns);
    this.sheets.splice(index, 0, sheet);
    if (this.sheets.length === 1) this.activeSheetId = sheet.id;
    return sheet;
  }

  /**
   * Gives tabs the ids they had when saved (distinct ones); new tabs get ids after them. Google's sheet id is the
   * tab's for good: https://developers.google.com/apps-script/reference/spreadsheet/sheet#getSheetId()
   */
  keepSheetIds(kept: readonly { readonly sheet: SheetModel; readonly id: number }[]): void {
    const wasActive = this.sheetById(this.activeSheetId);
    for (const { sheet, id } of kept) sheet.id = id;
    this.nextSheetId = Math.max(this.nextSheetId, ...kept.map((k) => k.id + 1));
    if (wasActive) this.activeSheetId = wasActive.id;
  }

  sheetByName(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name === name);
  }

  sheetById(id: number): SheetModel | undefined {
    return this.sheets.find((s) => s.id === id);
  }

  /** Shares the file with `user` as an editor or a viewer (Drive's share dialog). */
  share(user: string, role: 'editor' | 'viewer'): void {
    const u = user.toLowerCase();
    this.sharing.editors = this.sharing.editors.filter((e) => e.toLowerCase() !== u);
    this.sharing.viewers = this.sharing.viewers.filter((e) => e.toLowerCase() !== u);
    (role === 'editor' ? this.sharing.editors : this.sharing.viewers).push(user);
  }

  newProtectionId(): number {
    return this.nextProtectionId++;
  }

  newExecutionId(): number {
    return this.nextExecutionId++;
  }

  /**
   * Sheet names are unique ignoring case, as in Google Sheets: insertSheet(sheetName)
   * (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#insertsheetsheetname) and
   * setName(name) (https://developers.google.com/apps-script/reference/spreadsheet/sheet#setnamename) refuse a
   * name another tab has. Google's reference does not say how names compare; Sheets refuses "r1" next to "R1",
   * from its tab menu and from the API (https://github.com/socialpoint-labs/sheetfu/pull/26: "trying to create 2
   * sheets with the same name but different cases fails"). The stricter reading is modelled: a name taken ignoring
   * case and the spaces around it (" R1" next to "R1"). A tab may take its own name in another case.
   */
  nameTaken(name: string, except?: SheetModel): boolean {
    const n = name.trim().toLowerCase();
    return this.sheets.some((s) => s !== except && s.name.trim().toLowerCase() === n);
  }
}
