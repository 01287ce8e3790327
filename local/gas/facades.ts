// The facade classes a lower module builds or names upward: a protection's range is built on a new LocalSheet,
// a range names its sheet, a sheet's getParent builds a LocalSpreadsheet. Each of those classes registers itself
// here when its module loads and adds itself to `Facades` (declaration merging, `declare module './facades'`), so
// protection.ts, range.ts and sheet.ts need not import the modules above them (no import cycle). Behaviour is the
// same: the same classes, built with the same arguments; spreadsheet.ts imports sheet.ts, which imports range.ts and
// protection.ts, so every class is registered before any facade of the spreadsheet exists.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in sheet.ts, spreadsheet.ts and range.ts
export interface Facades {}

const registered: Partial<Facades> = {};

/** Called once by the module that defines the class. */
export function registerFacade<K extends keyof Facades>(name: K, ctor: Facades[K]): void {
  registered[name] = ctor;
}

/** The registered class `name`. */
export function facade<K extends keyof Facades>(name: K): Facades[K] {
  const ctor = registered[name];
  if (ctor === undefined) throw new Error(`local/gas: ${String(name)} is used before its module was loaded`);
  return ctor;
}
