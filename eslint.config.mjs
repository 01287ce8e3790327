// Lint: typescript-eslint's type-checked rules over the whole tree, plus the layer boundaries of
// docs/ARCHITECTURE.md and no import cycles, as rules (`npm run lint`, run by `npm test`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['build/**', 'dist/**', 'out/**', 'node_modules/**', 'coverage/**', 'test/helpers/probe-bundle/**', 'test/helpers/trigger-bundle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
);
