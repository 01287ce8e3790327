// `mochalunt`: the Node-only command line. Dispatches to one file per sub-command, holding the locks of the
// workbooks it may write (lock.ts, workbookLocks.ts) from before it reads them until it ends, whatever way it
// ends. A pipe closed early (`mochalunt run ... | head -1`) only stops the printing: EPIPE on stdout or stderr
// is ignored, so the command still saves the workbook whole and removes its temporary files.
import type { CliCommand, CliIo } from './command';
import { command as run } from './run';
import { command as edit } from './edit';
import { command as demo } from './demo';
import { command as lineup } from './lineup';
import { command as trf } from './trf';
import { command as berger } from './berger';
import { command as tables } from './tables';
import { command as formSubmit } from './formSubmit';
import { command as tick } from './tick';
import { RUN_ACTIONS } from './actions';
import { lockWorkbooks, releaseLocks, removeTemporaryFiles } from './lock';
import { takeWait, workbooksOf } from './workbookLocks';

export const COMMANDS: readonly CliCommand[] = [run, edit, demo, lineup, trf, berger, tables, formSubmit, tick];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'mochalunt: tournament engine for Google Sheets, run locally on .xlsx workbooks',
    '',
    'Usage: mochalunt <command> [options]   (mochalunt <command> --help for details)',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "The actions of `mochalunt run <action> <workbook.xlsx>` are the items of the add-on's menu",
    '(mochalunt run --help says what each does):',
    ...wrap(RUN_ACTIONS.map((a) => a.action).join(', '), 100).map((l) => `  ${l}`),
    '',
    'One command at a time works on a workbook: the others wait for its lock file (<workbook>.lock) at most',
    '--wait SECONDS (default 10), then say it is busy and write nothing (exit 1).',
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
  const wait = takeWait(rest);
  if ('error' in wait) {
    io.err(`mochalunt ${name}: ${wait.error}\n\n${cmd.usage}\n`);
    return 2;
  }
  const locked = await lockWorkbooks(workbooksOf(name, wait.args), wait.seconds);
  if ('refused' in locked) {
    io.err(`mochalunt ${name}: ${locked.refused}\n`);
    return 1;
  }
  try {
    return await cmd.main(wait.args, io);
  } finally {
    locked.release();
  }
}

/** A write to stdout or stderr whose reader went away (a pipe closed early: EPIPE) is dropped, never an error. */
function quietWhenClosed(stream: NodeJS.WriteStream): (text: string) => void {
  let closed = false;
  // EPIPE (the reader is gone), or any other failure to print: nothing can be said about it anyway
  stream.on('error', () => {
    closed = true;
  });
  return (text) => {
    if (!closed && !stream.destroyed) stream.write(text);
  };
}

/** The lock and the temporary files go with the process, also when a signal ends it (exit 1: the atomic save means nothing half-written). */
function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      removeTemporaryFiles();
      releaseLocks();
      process.exit(1);
    });
  }
  process.on('exit', removeTemporaryFiles);
}

/** Entry point of bin/mochalunt.js: runs with the process's arguments and sets its exit code. */
export function runFromProcess(): void {
  const io: CliIo = { out: quietWhenClosed(process.stdout), err: quietWhenClosed(process.stderr) };
  cleanUpOnSignals();
  cli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    // no stack trace: the message, and what to do (MOCHALUNT_DEBUG=1 prints the stack)
    (e: unknown) => {
      io.err(
        `mochalunt: stopped on an unexpected error: ${e instanceof Error ? (process.env.MOCHALUNT_DEBUG ? (e.stack ?? e.message) : e.message) : String(e)}; nothing more was written. Run it again with MOCHALUNT_DEBUG=1 and report the output\n`,
      );
      process.exitCode = 1;
    },
  );
}
