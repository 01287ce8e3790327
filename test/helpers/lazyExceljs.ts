// exceljs as the tests load it: on first use. jest loads every module afresh for each test file, and exceljs (with
// its zip and XML libraries) takes about 0.4 s of CPU to load, which most test files never use (only those that
// open or save an .xlsx do). jest.config.js maps the module name `exceljs` here; the first property read (ExcelJS.
// Workbook, ...) loads the package itself, unchanged, through its own entry file.
type ExcelJSModule = typeof import('exceljs');

let real: ExcelJSModule | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, by its file (the name `exceljs` maps here)
const load = (): ExcelJSModule => (real ??= require('exceljs/excel.js') as ExcelJSModule);

// not an ES module: `import ExcelJS from 'exceljs'` takes the whole object as its default, as for the package
export = new Proxy({} as ExcelJSModule, {
  get: (_target, key): unknown => (key === '__esModule' ? undefined : Reflect.get(load(), key)),
  has: (_target, key) => key in load(),
});
