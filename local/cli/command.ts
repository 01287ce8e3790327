// The shape of one `mochalunt` sub-command. Each command lives in its own file and owns its usage text.
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

/** Splits `--key value` and `--flag` options from positional arguments. */
export function parseOptions(
  args: readonly string[],
  flags: readonly string[] = [],
): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) options.set(a.slice(2, eq), a.slice(eq + 1));
      else if (flags.includes(a.slice(2))) options.set(a.slice(2), 'true');
      else if (i + 1 < args.length) options.set(a.slice(2), args[++i]);
      else options.set(a.slice(2), '');
    } else positional.push(a);
  }
  return { positional, options };
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
  const { positional, options } = parseOptions(args, ['json']);
  const usageError = (why: string) => {
    io.err(`mochalunt ${command.name}: ${why}\n\n${command.usage}\n`);
    return { exitCode: 2 };
  };
  const unknown = [...options.keys()].filter((k) => k !== 'json');
  if (unknown.length) return usageError(`unknown option --${unknown[0]}`);
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
