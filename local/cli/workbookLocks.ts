// Which workbooks a command may write, read from its arguments before it runs, so that main.ts takes their
// locks (lock.ts) before the command reads them: `run` and `edit` the workbook and --out, `form-submit` and `tick`
// the workbook, `demo` its --out file. Arguments a command would refuse give no workbook: the command then prints
// its usage error itself. The global option --wait SECONDS (how long to wait for a busy workbook) is taken
// out of the arguments here.
import { parseArgs } from 'node:util';
import { parseOptions } from './command';
import { parseRunOptions } from './run';
import { DEFAULT_DEMO_OUT, DEMO_OPTIONS } from './demo';
import { EDIT_OPTIONS } from './edit';
import { FORM_SUBMIT_OPTIONS } from './formSubmit';
import { TICK_OPTIONS } from './tick';
import { DEFAULT_WAIT_SECONDS } from './lock';

/** The workbook files the command `name` may write with these arguments. */
export function workbooksOf(name: string, args: readonly string[]): string[] {
  if (name === 'run') {
    const p = parseRunOptions(args);
    return 'error' in p ? [] : [p.file, p.out];
  }
  if (name === 'edit') {
    const { positional, options } = parseOptions(args, EDIT_OPTIONS);
    return positional[0] ? [positional[0], options.get('out') || positional[0]] : [];
  }
  if (name === 'form-submit' || name === 'tick') {
    const workbook = parseOptions(args, name === 'tick' ? TICK_OPTIONS : FORM_SUBMIT_OPTIONS).positional[0];
    return workbook ? [workbook] : [];
  }
  if (name === 'demo') return [parseOptions(args, DEMO_OPTIONS).options.get('out') || DEFAULT_DEMO_OUT];
  return [];
}

/** The arguments without --wait SECONDS, and the seconds (or the usage error). */
export function takeWait(args: readonly string[]): { args: string[]; seconds: number } | { error: string } {
  // Node's parser finds --wait and its value among the command's own arguments (unknown to it here: flags)
  const { tokens } = parseArgs({
    args: [...args],
    options: { wait: { type: 'string' } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const taken = new Set<number>();
  let raw: string | undefined;
  for (const t of tokens) {
    if (t.kind !== 'option' || t.name !== 'wait' || !args[t.index].startsWith('--')) continue;
    raw = t.value ?? '';
    taken.add(t.index);
    if (!t.inlineValue && t.value !== undefined) taken.add(t.index + 1);
  }
  const rest = args.filter((_a, i) => !taken.has(i));
  if (raw === undefined) return { args: rest, seconds: DEFAULT_WAIT_SECONDS };
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 600)
    return {
      error: `--wait takes a number of seconds from 0 to 600 (how long to wait for a workbook another mochalunt process works on), not "${raw}"`,
    };
  return { args: rest, seconds: Number(raw) };
}
