// `mochalunt`: the Node-only command line. Dispatches to one file per sub-command.
import type { CliCommand, CliIo } from './command';
import { command as run } from './run';
import { command as edit } from './edit';
import { command as demo } from './demo';
import { command as lineup } from './lineup';
import { command as trf } from './trf';
import { command as berger } from './berger';
import { command as tables } from './tables';
import { command as formSubmit } from './formSubmit';
import { RUN_ACTIONS } from './actions';

export const COMMANDS: readonly CliCommand[] = [run, edit, demo, lineup, trf, berger, tables, formSubmit];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'mochalunt: tournament engine for Google Sheets, run locally on .xlsx workbooks',
    '',
    'Usage: mochalunt <command> [options]   (mochalunt <command> --help for details)',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'The actions of `mochalunt run <action> <workbook.xlsx>` are the items of the add-on\'s menu',
    '(mochalunt run --help says what each does):',
    ...wrap(RUN_ACTIONS.map((a) => a.action).join(', '), 100).map((l) => `  ${l}`),
    '',
  ].join('\n');
}

/** Splits a list at ", " into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length ? lines[lines.length - 1] : undefined;
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export async function cli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name ? 0 : 2; // no command: a usage error
  }
  const cmd = COMMANDS.find((c) => c.name === name);
  if (!cmd) {
    io.err(`mochalunt: unknown command "${name}"\n\n${help()}`);
    return 2; // a usage error
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(cmd.usage + '\n');
    return 0;
  }
  return cmd.main(rest, io);
}

/** Entry point of bin/mochalunt.js: runs with the process's arguments and sets its exit code. */
export function runFromProcess(): void {
  const io: CliIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };
  cli(process.argv.slice(2), io).then(
    (code) => { process.exitCode = code; },
    // no stack trace: the message, and what to do (MOCHALUNT_DEBUG=1 prints the stack)
    (e: unknown) => { io.err(`mochalunt: stopped on an unexpected error: ${e instanceof Error ? (process.env.MOCHALUNT_DEBUG ? e.stack ?? e.message : e.message) : String(e)}; nothing more was written. Run it again with MOCHALUNT_DEBUG=1 and report the output\n`); process.exitCode = 1; },
  );
}
