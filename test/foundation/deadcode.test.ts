// Dead code, as part of `npm test`: knip (knip.json) finds no unused file, export, type or dependency in the tree.
import { execFileSync } from 'child_process';
import { join } from 'path';

const ROOT = join(__dirname, '..', '..');

test('knip finds no unused file, export, type or dependency', () => {
  let out = '';
  try {
    out = execFileSync(process.execPath, [require.resolve('knip/bin/knip.js'), '--no-progress', '--reporter', 'compact'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    out = String((e as { stdout?: string }).stdout ?? e);
  }
  expect(out.trim()).toBe('');
}, 300000);
