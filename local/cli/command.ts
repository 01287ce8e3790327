// The shape of one `mochalunt` sub-command. Each command lives in its own file and owns its usage text; its
// options are read by Node's own parser (`parseArgs`, node:util).
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

export interface CliCommand {
  readonly name: string;
  /** one line for `mochalunt --help` */
  readonly summary: string;
  /** the full usage, printed by `mochalunt <name> --help` and on a usage error */
  readonly usage: string;
  /** returns the process exit code */
  main(args: readonly string[], io: CliIo): number | Promise<number>;
}

/** The options a command knows: those that take a value (`--out FILE`), and flags (`--yes`). */
interface OptionSpec {
  readonly values: readonly string[];
  readonly flags?: readonly string[];
}

/** A command line split by Node's `parseArgs`: positional arguments, the options given, and unknown ones as typed. */
interface ParsedArgs {
  readonly positional: string[];
  /** option name -> its value ('' when a value option was given none; 'true' for a flag) */
  readonly options: Map<string, string>;
  /** every value of each value option, in order (an option that may be given again: `--answer`) */
  readonly all: Map<string, string[]>;
  /** options the command does not know, as typed (`--colour`), in order */
  readonly unknown: string[];
  /** value options given without a value (the last argument), as typed */
  readonly missing: string[];
}

/**
 * Splits `--key value`, `--key=value` and `--flag` options from positional arguments with Node's `parseArgs`
 * (node:util). Only long options are options: an argument such as `-5` (a negative number typed as a cell's
 * value) stays positional; after `--` every argument is positional. An unknown option takes no value.
 */
export function parseOptions(args: readonly string[], spec: OptionSpec): ParsedArgs {
  const flags = spec.flags ?? [];
  const config: ParseArgsConfig['options'] = {};
  for (const name of spec.values) config[name] = { type: 'string' };
  for (const name of flags) config[name] = { type: 'boolean' };
  const { tokens } = parseArgs({
    args: [...args],
    options: config,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positional: string[] = [];
  const options = new Map<string, string>();
  const all = new Map<string, string[]>();
  const unknown: string[] = [];
  const missing: string[] = [];
  let shortAt = -1;
  for (const t of tokens) {
    if (t.kind === 'positional') positional.push(t.value);
    else if (t.kind === 'option' && !args[t.index].startsWith('--')) {
      // a single dash: not an option of ours, the whole argument is positional (once for a group such as -ab)
      if (t.index !== shortAt) positional.push(args[t.index]);
      shortAt = t.index;
    } else if (t.kind === 'option') {
      if (!spec.values.includes(t.name) && !flags.includes(t.name)) unknown.push(t.rawName);
      else if (flags.includes(t.name)) options.set(t.name, t.value ?? 'true');
      else {
        if (t.value === undefined) missing.push(t.rawName);
        options.set(t.name, t.value ?? '');
        all.set(t.name, [...(all.get(t.name) ?? []), t.value ?? '']);
      }
    }
  }
  return { positional, options, all, unknown, missing };
}

/**
 * The arguments of a command that takes one whole number and `--json` (`berger N`, `tables N`): the number,
 * or the exit code 2 after a usage error on stderr.
 */
export function parseCountArgs(
  command: { readonly name: string; readonly usage: string },
  args: readonly string[],
  io: CliIo,
  noun: string,
  min: number,
  max = 10000,
): { count: number; json: boolean } | { exitCode: number } {
  const { positional, options, unknown } = parseOptions(args, { values: [], flags: ['json'] });
  const usageError = (why: string) => {
    io.err(`mochalunt ${command.name}: ${why}\n\n${command.usage}\n`);
    return { exitCode: 2 };
  };
  if (unknown.length) return usageError(`unknown option ${unknown[0]}`);
  if (positional.length !== 1)
    return usageError(
      positional.length
        ? `one number expected, not ${positional.length} arguments`
        : `the number of ${noun} is missing`,
    );
  const raw = positional[0];
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    return usageError(
      `the number of ${noun} is a whole number from ${min} to ${max.toLocaleString('en-US')}, not "${raw}"`,
    );
  return { count: Number(raw), json: options.has('json') };
}
