/** Jest: TypeScript through esbuild, file by file (scripts/jestTransform.mjs; type-checking is `tsc --noEmit`'s in `npm test`). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': '<rootDir>/scripts/jestTransform.mjs' },
  // exceljs loaded on first use (test/helpers/lazyExceljs.ts): most test files never open an .xlsx
  moduleNameMapper: { '^exceljs$': '<rootDir>/test/helpers/lazyExceljs.ts' },
  testTimeout: 120000,
  // both cores of CI's 2-core machine (jest's default keeps one core for itself: one worker)
  maxWorkers: 2,
  // A worker whose heap is over this after a test file is replaced by a fresh one
  // (https://jestjs.io/docs/configuration#workeridlememorylimit-numberstring): each test file's module registry
  // and the add-on sessions it opened stay reachable in the worker, whose heap grew to 2.3 GB, and every later
  // garbage collection marked it all again. Measured on 2 cores: the suite 237 s -> 203 s, CPU 440 s -> 375 s.
  workerIdleMemoryLimit: '512MB',
};
