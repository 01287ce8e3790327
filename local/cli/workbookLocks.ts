// Which workbooks a command may write, read from its arguments before it runs, so that main.ts takes their
// locks (lock.ts) before the command reads them: `run` and `edit` the workbook and --out, `form-submit` the
// workbook, `demo` its --out file. Arguments a command would refuse give no workbook: the command then prints
// its usage error itself. The global option --wait SECONDS (how long to wait for a busy workbook) is taken
// out of the arguments here.
import { parseOptions } from './command';
import { parseRunOptions } from './run';
import { DEFAULT_DEMO_OUT } from './demo';
import { DEFAULT_WAIT_SECONDS } from './lock';

/** The workbook files the command `name` may write with these arguments. */
export function workbooksOf(name: string, args: readonly string[]): string[] {
  if (name === 'run') {
    const p = parseRunOptions(args);
    return 'error' in p ? [] : [p.file, p.out];
  }
  if (name === 'edit') {
    const { positional, options } = parseOptions(args);
    return positional[0] ? [positional[0], options.get('out') || positional[0]] : [];
  }
  if (name === 'form-submit') {
    // every option takes a value (form-submit has no flags): the first other argument is the workbook
    for (let i = 0; i < args.length; i++) {
      if (args[i].startsWith('--')) i++;
      else return [args[i]];
    }
    return [];
  }
  if (name === 'demo') return [parseOptions(args, ['force']).options.get('out') || DEFAULT_DEMO_OUT];
  return [];
}

/** The arguments without --wait SECONDS, and the seconds (or the usage error). */
export function takeWait(args: readonly string[]): { args: string[]; seconds: number } | { error: string } {
  const rest: string[] = [];
  let raw: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--wait') raw = args[++i] ?? '';
    else if (a.startsWith('--wait=')) raw = a.slice('--wait='.length);
    else rest.push(a);
  }
  if (raw === undefined) return { args: rest, seconds: DEFAULT_WAIT_SECONDS };
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 600)
    return {
      error: `--wait takes a number of seconds from 0 to 600 (how long to wait for a workbook another mochalunt process works on), not "${raw}"`,
    };
  return { args: rest, seconds: Number(raw) };
}
