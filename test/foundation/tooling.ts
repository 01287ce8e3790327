// Runs one of the project's checks (ESLint, Prettier, knip) from the tests as `npm run lint` does: the command line is
// package.json's script (lint:eslint, lint:format, lint:dead), run with Node as a child process (the tools are ES
// modules, which jest's module system does not load). Returns its exit code and output.
import { spawnSync } from 'child_process';
import { readFileSync } from 'fs';
import { join } from 'path';

const ROOT = join(__dirname, '..', '..');

/** Each tool's command, as a script names it, and its entry file under node_modules. */
const BINS: Readonly<Record<string, string>> = {
  eslint: 'eslint/bin/eslint.js',
  prettier: 'prettier/bin/prettier.cjs',
  knip: 'knip/bin/knip.js',
};

export function runScript(name: string): { status: number | null; output: string } {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const [tool, ...args] = scripts[name].split(/\s+/);
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', BINS[tool]), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.replace(/^npm warn .*\n/gm, '').trim() };
}
