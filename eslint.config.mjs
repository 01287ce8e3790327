// Lint: typescript-eslint's type-checked rules over the whole tree, plus the layer boundaries of
// docs/ARCHITECTURE.md and no import cycles (our own small rule, eslint/noImportCycle.mjs), as rules (`npm run lint`, run by `npm test`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint/noImportCycle.mjs';

/** Apps Script's services: only the add-on layer (src/addon) calls Google (docs/ARCHITECTURE.md, test/layers.test.ts). */
const GOOGLE = ['SpreadsheetApp', 'PropertiesService', 'LockService', 'ScriptApp', 'FormApp', 'MailApp', 'GmailApp', 'HtmlService', 'DriveApp', 'CacheService', 'Session', 'Utilities', 'Logger'];
const googleGlobals = GOOGLE.map((name) => ({ name, message: 'Only the add-on layer (src/addon) calls Apps Script; the engine and the sheets layer see plain data.' }));
/** Apps Script's types (GoogleAppsScript.*): only the add-on layer names them; the generic types hold plain data (test/layers.test.ts). */
const noGoogleTypes = { selector: "Identifier[name='GoogleAppsScript']", message: 'Only the add-on layer (src/addon) names an Apps Script type; the engine and the sheets layer hold plain data (the add-on translates).' };

/** An import reaching one of the named top folders (relative path climbing out with ../), or any package. */
const reaching = (folders, why) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message: why });
const noPackage = { regex: '^[^.]', message: 'Nothing under src/ imports a package or Node: it is bundled into Apps Script alone.' };

export default tseslint.config(
  { ignores: ['build/**', 'dist/**', 'out/**', 'node_modules/**', 'coverage/**', 'test/helpers/probe-bundle/**', 'test/helpers/trigger-bundle/**', 'test/helpers/quota-bundle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // One TypeScript program for the whole tree (tsconfig.json includes src): the project service would also build
    // src/tsconfig.json's program and check src twice. That src needs no Node is `npm run typecheck`'s to say.
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      'local/no-import-cycle': 'error',
    },
  },
  // The build script and the lint rule are plain JavaScript (.mjs) outside any tsconfig: without types every value is
  // `any`, so the type-checked rules are off there (the recommended ones stay); Node's globals are theirs.
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  // The layers (docs/ARCHITECTURE.md; test/layers.test.ts checks the same on the sources): engine, then sheets, then addon.
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noPackage, reaching(['sheets', 'addon', 'google', 'local', 'test', 'bench'], 'The engine imports only the engine.')] }],
      'no-restricted-globals': ['error', ...googleGlobals],
      'no-restricted-syntax': ['error', noGoogleTypes],
    },
  },
  {
    files: ['src/sheets/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noPackage, reaching(['addon', 'local', 'test', 'bench'], 'The sheets layer imports only the engine and itself.')] }],
      'no-restricted-globals': ['error', ...googleGlobals],
      'no-restricted-syntax': ['error', noGoogleTypes],
    },
  },
  {
    files: ['src/addon/**/*.ts', 'src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noPackage, reaching(['local', 'test', 'bench'], 'Nothing under src/ imports the local imitation, the tests or the benchmarks.')] }],
    },
  },
  // These two suites call Google's facades with wrong argument types on purpose, to prove the refusal Google gives:
  // the facade is typed `any` there, so the no-unsafe-* family would flag every deliberate wrong call.
  {
    files: ['test/overview/service.test.ts', 'test/google/service.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
