/** Jest: TypeScript through ts-jest (type-checking is done once by `tsc --noEmit` in `npm test`). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  // exceljs loaded on first use (test/helpers/lazyExceljs.ts): most test files never open an .xlsx
  moduleNameMapper: { '^exceljs$': '<rootDir>/test/helpers/lazyExceljs.ts' },
  testTimeout: 120000,
  // both cores of CI's 2-core machine (jest's default keeps one core for itself: one worker)
  maxWorkers: 2,
};
