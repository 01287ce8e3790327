// Dead code, as part of `npm test` (and `npm run lint`): knip (knip.jsonc; package.json's lint:dead) finds no unused
// file, export, type or dependency.
import { runScript } from './tooling';

test('knip finds no unused file, export, type or dependency', () => {
  const r = runScript('lint:dead');
  expect(r.output).toBe('');
  expect(r.status).toBe(0);
}, 300000);
