// Runs one of the project's Node tools (ESLint, Prettier, knip) as a child process from the tests (they are ES
// modules, which jest's module system does not load), and returns its exit code and output.
import { spawnSync } from 'child_process';
import { join } from 'path';

const ROOT = join(__dirname, '..', '..');

export function runTool(script: string, args: readonly string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.replace(/^npm warn .*\n/gm, '').trim() };
}
