// Dead code, as part of `npm test`: knip (knip.jsonc) finds no unused file, export, type or dependency.
import { runTool } from './tooling';

test('knip finds no unused file, export, type or dependency', () => {
  const r = runTool('knip/bin/knip.js', ['--no-progress', '--reporter', 'compact']);
  expect(r.output).toBe('');
  expect(r.status).toBe(0);
}, 300000);
