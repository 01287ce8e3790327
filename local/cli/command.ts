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
  main(args: readonly string[], io: CliIo): Promise<number>;
}

/** Splits `--key value` and `--flag` options from positional arguments. */
export function parseOptions(args: readonly string[], flags: readonly string[] = []): { positional: string[]; options: Map<string, string> } {
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
