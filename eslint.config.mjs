// Lint: typescript-eslint's type-checked rules over the whole tree, plus the layer boundaries of
// docs/ARCHITECTURE.md and no import cycles (our own small rule, eslint/noImportCycle.mjs), as rules (`npm run lint`, run by `npm test`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint/noImportCycle.mjs';

export default tseslint.config(
  { ignores: ['build/**', 'dist/**', 'out/**', 'node_modules/**', 'coverage/**', 'test/helpers/probe-bundle/**', 'test/helpers/trigger-bundle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      'local/no-import-cycle': 'error',
    },
  },
);
