// The protections a rebuild changed, as they were before it (range, description, editors, domain editing),
// so that a rebuild stopped by a failure at any call can be put back: a protection it made is removed, one it
// changed gets its range, editors and description back, one it removed is made again over the same range
// with the same editors and description (Google has no way to restore the removed object itself:
// https://developers.google.com/apps-script/reference/spreadsheet/protection). Editors are put back by adding
// the missing ones first, then removing the others (the owner and the person running stay: Google never
// removes them, https://developers.google.com/apps-script/reference/spreadsheet/protection#removeeditoremailaddress).
type Protection = GoogleAppsScript.Spreadsheet.Protection;

interface Before {
  readonly range: GoogleAppsScript.Spreadsheet.Range;
  readonly sheetWide: boolean;
  readonly description: string;
  readonly editors: string[];
  readonly domain: boolean;
}

interface Entry {
  readonly p: Protection;
  readonly before: Before | null;
  removed: boolean;
}

const lower = (e: string): string => e.toLowerCase();
const emails = (p: Protection): string[] => p.getEditors().map((u) => u.getEmail());

function stateOf(p: Protection): Before {
  return {
    range: p.getRange(),
    sheetWide: p.getProtectionType() === SpreadsheetApp.ProtectionType.SHEET,
    description: p.getDescription(),
    editors: emails(p),
    domain: p.canDomainEdit(),
  };
}

function setEditors(p: Protection, editors: readonly string[]): void {
  const now = new Set(emails(p).map(lower));
  const add = editors.filter((e) => !now.has(lower(e)));
  if (add.length) p.addEditors(add);
  const keep = new Set(editors.map(lower));
  const drop = emails(p).filter((e) => !keep.has(lower(e)));
  if (drop.length) p.removeEditors(drop);
}

export class ProtectionJournal {
  private readonly entries: Entry[] = [];

  private entry(p: Protection): Entry | undefined {
    return this.entries.find((e) => e.p === p);
  }

  /** Before the first change of a protection that existed: its state is kept. */
  changing(p: Protection): void {
    if (!this.entry(p)) this.entries.push({ p, before: stateOf(p), removed: false });
  }

  /** A protection this run made. */
  created(p: Protection): void {
    if (!this.entry(p)) this.entries.push({ p, before: null, removed: false });
  }

  /** Before a protection is removed. */
  removing(p: Protection): void {
    this.changing(p);
    (this.entry(p) as Entry).removed = true;
  }

  /** Puts every protection back as it was, the last change first. */
  putBack(): void {
    for (const e of this.entries.slice().reverse()) {
      const b = e.before;
      if (b === null) {
        e.p.remove();
        continue;
      }
      let p = e.p;
      if (e.removed) p = b.sheetWide ? b.range.getSheet().protect() : b.range.protect();
      else if (!b.sheetWide) {
        const r = p.getRange();
        if (r.getA1Notation() !== b.range.getA1Notation()) p.setRange(b.range);
      }
      setEditors(p, b.editors);
      if (p.getDescription() !== b.description) p.setDescription(b.description);
      if (p.canDomainEdit() !== b.domain) p.setDomainEdit(b.domain);
    }
  }
}
