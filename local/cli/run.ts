// `mochalunt run <action> <workbook.xlsx>`: runs one menu handler of the add-on bundle (build/Code.js) on a
// local workbook, exactly as the menu item would on Google Sheets, then saves the workbook. The action
// names the handler: set-up -> menuSetUp, pair-next-round -> menuPairNextRound, and so on (the actions, one
// per row of the table of actions, src/sheets/actions.ts, are listed in actions.ts for the help). What the add-on shows is printed for a person: an
// HTML dialog as its text, text box and buttons (dialogText.ts), never its markup.
// Exit codes, from the outcome the handler returned (its status, src/sheets/outcome.ts; never its words):
// 0 the action did its work (saved only when it changed the workbook); 1 it wrote nothing (nothing to do,
// refused, declined or unconfirmed, an error; also a missing, unreadable or read-only workbook): the file is
// left as it was; 2 a usage error.
import { existsSync } from 'fs';
import { join } from 'path';
import type { CliCommand, CliIo } from './command';
import { parseOptions } from './command';
import type { Outcome } from '../../src/sheets/outcome';
import { handlerName, handlerOf } from '../../src/sheets/actions';
import {
  DEFAULT_BUNDLE_DIR,
  LocalWorkbook,
  TIMEOUT_MESSAGE,
  startAddon,
  type MailAccount,
  type UiAnswer,
  type UiDialog,
} from '../runner';
import { saveAtomically, saveFailure, workbookFingerprint } from './save';
import { RUN_ACTIONS, actionLines } from './actions';
import { dialogText } from './dialogText';
import { stoppedLine } from './stopped';
import { emailProblem, openWorkbookFile, outProblem, readOnlyReason } from './workbookFile';

const USAGE = `Usage: mochalunt run <action> <workbook.xlsx> [--round N] [--yes] [--answer TEXT] [--as EMAIL] [--out FILE]
       [--format NAME] [--bundle DIR] [--fail-after-calls K] [--kill-after-calls K] [--mail-account consumer|workspace] [--mail-quota N]

Runs the add-on's menu item <action> on the workbook, as a click in Sheets would, then saves it (in place,
or to --out FILE, which names neither the workbook nor a private file) when the action changed it; export
never rewrites it. Saving writes a temporary file, then renames it over the workbook. Only set-up creates a
missing workbook; a workbook marked read-only is refused, never replaced.

Actions (the items of the add-on's menu, in its order):
${actionLines().join('\n')}

set-up on a new workbook (its Settings tab names no format) asks the format first: --format NAME (or
--answer NAME) answers it (a format of the registry, e.g. mochalunt or swiss); without either, set-up
writes nothing, names every format and the exit code is 1.
Prompts that ask for a round are answered with --round N; other prompts and dialogs with a text box (e.g.
captains: --answer "Italy: anna@example.org; Spain: jose@example.org") get --answer TEXT, else their default
(a number in brackets or after "default"), else an empty answer. A dialog is printed as the text it shows,
its text box and buttons, and what was answered. A question that asks for confirmation
(YES/NO, OK/CANCEL) is answered YES only with --yes; without it the action writes nothing and the exit code
is 1. --as EMAIL clicks as that person (default the file's owner, organizer@example.com): protections and
"organizers only" apply to them.
--fail-after-calls K makes the K-th write or formatting call of the spreadsheet service fail with Google's
quota error ("Service invoked too many times ..."), to see the action put back everything it had written:
the workbook is then saved (unchanged) and the exit code is 1.
--kill-after-calls K ends the run at its K-th service call (every kind of call counts), as Google ends a
script at its 6-minute limit ("Exceeded maximum execution time"): that call and every later one fail, so
the add-on can put nothing back. What it had written stays, as in Google: the workbook is saved so, and
the exit code is 1; when it stopped between its first and last write, the next action refuses to run until
\`mochalunt run undo <workbook> --yes\` has put back what the stopped action wrote (the line says so, naming it).
send-pairings writes its e-mails as .eml files to <workbook>.outbox/round-N/ (nothing is sent). MailApp
counts Google's quotas: 100 recipients a day for a consumer account (gmail.com, the default), 1,500 with
--mail-account workspace, or N with --mail-quota N; at most 50 recipients in one e-mail. When the quota is
short, send-pairings sends the e-mails that fit and the next run sends the rest; it exits 1 when it sent none.
Alerts, dialogs and toasts are printed to stderr (each note once); what the handler returns (the JSON of
\`run export\`) to stdout. Exit code 0 when the action did its work; 1 when it wrote nothing (problems,
no --yes, an error): the workbook is then left as it was; 2 for a usage error.
Needs build/Code.js (npm run build); --bundle DIR loads another Apps Script folder (tests).`;

/** The options of `mochalunt run`, checked. */
interface RunOptions {
  readonly action: string;
  readonly file: string;
  readonly round?: string;
  readonly out: string;
  readonly bundleDir: string;
  /** answer YES to confirmations */
  readonly yes: boolean;
  /** the answer to prompts and text-area dialogs */
  readonly answer?: string;
  /** set-up: the answer to its question of the format */
  readonly format?: string;
  /** who clicks */
  readonly user?: string;
  /** the write or formatting call that fails (1-based) */
  readonly failAfter?: number;
  /** MailApp's kind of Google account (its daily quota) */
  readonly mailAccount?: MailAccount;
  /** the service call at which the execution is killed (1-based) */
  readonly killAfter?: number;
  /** MailApp's daily quota in recipients */
  readonly mailQuota?: number;
}

const RUN_FLAGS = ['yes'];
const RUN_VALUES = [
  'round',
  'out',
  'bundle',
  'answer',
  'format',
  'as',
  'fail-after-calls',
  'kill-after-calls',
  'mail-account',
  'mail-quota',
];

/** Parses and checks the arguments, or returns the usage error to print. */
export function parseRunOptions(args: readonly string[]): RunOptions | { error: string } {
  const { positional, options, unknown } = parseOptions(args, { values: RUN_VALUES, flags: RUN_FLAGS });
  if (unknown.length)
    return {
      error: `unknown option ${unknown[0]}; the options are ${[...RUN_VALUES, ...RUN_FLAGS].map((o) => `--${o}`).join(', ')}`,
    };
  const [action, file] = positional;
  if (!action || !file) return { error: !action ? 'the action is missing' : 'the workbook file is missing' };
  if (positional.length > 2) return { error: `one action and one workbook expected, not also "${positional[2]}"` };
  const round = options.get('round');
  if (round !== undefined && !/^[1-9]\d?$/.test(round))
    return { error: `--round takes a round number from 1 to 99, not "${round}"` };
  const out = options.get('out');
  if (out === '') return { error: '--out takes a file name' };
  const outWrong = out === undefined ? null : outProblem(file, out);
  if (outWrong) return { error: outWrong };
  const failAfter = options.get('fail-after-calls');
  if (failAfter !== undefined && !/^[1-9]\d*$/.test(failAfter))
    return { error: `--fail-after-calls takes a call number from 1, not "${failAfter}"` };
  const account = options.get('mail-account');
  if (account !== undefined && account !== 'consumer' && account !== 'workspace')
    return {
      error: `--mail-account takes consumer (a gmail.com account: 100 recipients a day) or workspace (Google Workspace: 1,500 a day), not "${account}"`,
    };
  const killAfter = options.get('kill-after-calls');
  if (killAfter !== undefined && !/^[1-9]\d*$/.test(killAfter))
    return { error: `--kill-after-calls takes a call number from 1, not "${killAfter}"` };
  const quota = options.get('mail-quota');
  if (quota !== undefined && !/^\d+$/.test(quota))
    return { error: `--mail-quota takes a number of recipients, not "${quota}"` };
  const format = options.get('format');
  if (format !== undefined && handlerName(action) !== handlerOf('setUp'))
    return { error: `--format answers the question of set-up on a new workbook, not of ${action}` };
  const user = options.get('as');
  const userWrong = emailProblem('as', user);
  if (userWrong) return { error: userWrong };
  return {
    action,
    file,
    round,
    out: out || file,
    bundleDir: options.get('bundle') || DEFAULT_BUNDLE_DIR,
    yes: options.has('yes'),
    answer: options.get('answer'),
    format,
    user: user || undefined,
    failAfter: failAfter === undefined ? undefined : Number(failAfter),
    killAfter: killAfter === undefined ? undefined : Number(killAfter),
    mailAccount: account,
    mailQuota: quota === undefined ? undefined : Number(quota),
  };
}

/** set-up -> menuSetUp (the table of actions' convention, any bundle's handler: --bundle) */
export { handlerName };

/** menuPairNextRound -> pair-next-round */
export function actionName(handler: string): string {
  return handler
    .replace(/^menu/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** A dialog that asks for confirmation: YES/NO (or YES/NO/CANCEL, OK/CANCEL) alerts. */
function isConfirmation(d: UiDialog): boolean {
  return d.kind === 'alert' && d.buttons !== undefined && d.buttons !== 'OK';
}

/** The formats Set up's question lists ("Type one of: a, b (leave empty for a)"). */
const formatChoices = (text: string): string => /one of:? ([^(]*?)\s*\(/.exec(text)?.[1] ?? '';

/** Set up's question of the format (src/addon/actions.ts), on a spreadsheet naming none. */
const isFormatQuestion = (d: UiDialog): boolean => d.kind === 'prompt' && /\bwhich format\b/i.test(d.text);

/**
 * The CLI's user: answers prompts and text-area dialogs without asking (see USAGE); confirmations YES when
 * `yes` (the default for the tests that drive the bundle as an agreeable organizer), else NO. Set up's question
 * of the format gets `format`; null cancels it (the command line without --format); left out, the default.
 */
export function cliResponder(
  round: string | undefined,
  yes = true,
  answer?: string,
  format?: string | null,
): (d: UiDialog) => UiAnswer {
  return (d) => {
    const set = d.buttons ?? 'OK';
    const agree = set.startsWith('YES') ? 'YES' : 'OK';
    // a dialog with a text area (HtmlService: the captains' dialog) submits the answer
    if (d.kind === 'modal') return { button: 'OK', text: answer ?? '' };
    if (d.kind !== 'prompt') {
      if (!isConfirmation(d) || yes) return { button: agree };
      return { button: set.startsWith('YES') ? 'NO' : 'CANCEL' };
    }
    if (isFormatQuestion(d) && format !== undefined)
      return format === null ? { button: 'CANCEL' } : { button: agree, text: format };
    const words = `${d.title} ${d.text}`;
    if (round !== undefined && /round/i.test(words)) return { button: agree, text: round };
    if (answer !== undefined) return { button: agree, text: answer };
    const def = /\[([^\]]+)\]|default(?: is|:)?\s+"?([^\s",.)]+)/i.exec(words);
    return { button: agree, text: def ? (def[1] ?? def[2]) : '' };
  };
}

/** How the CLI names what the add-on showed: an HTML dialog is "dialog". */
const LABEL: Record<UiDialog['kind'], string> = {
  alert: 'alert',
  prompt: 'prompt',
  modal: 'dialog',
  toast: 'toast',
};

/** An HTML dialog as a person reads it: its text, its text box and buttons, and what the CLI answered. */
function htmlDialogLines(d: UiDialog, printed: Set<string>, stdout: string): string[] {
  const view = dialogText(d.text);
  // the JSON export shows in its dialog what the command prints on stdout: said once
  if (view.textBox === undefined && stdout.trim() !== '' && view.text.trim() === stdout.trim())
    return ['shows the text printed on stdout'];
  const lines = onceEach(view.text, printed)
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (view.textBox !== undefined) {
    const held = view.textBox.replace(/\n$/, '');
    lines.push(
      held === '' ? 'Its text box is empty.' : 'Its text box holds:',
      ...(held === '' ? [] : held.split('\n').map((l) => `  ${l}`)),
    );
    lines.push('(--answer TEXT replaces what the text box holds)');
  }
  if (view.buttons.length) lines.push(`Buttons: ${view.buttons.join(', ')}`);
  if (view.textBox !== undefined || view.buttons.length) {
    const save = view.buttons[0] ?? 'OK';
    const close = view.buttons.find((b) => /cancel|close/i.test(b)) ?? 'Close';
    if (!d.answer) lines.push(`-> ${close}: nothing sent`);
    else if (view.textBox === undefined) lines.push(`-> ${save}`);
    else if (d.answer.text) lines.push(`-> ${save}, the text box holding the --answer: "${d.answer.text}"`);
    else lines.push(`-> ${save}, the text box emptied (no --answer given)`);
  }
  return lines;
}

/**
 * The dialog as a block for stderr: "[kind] title: text", continuation lines indented; note lines already
 * printed are left out (each note once). An HTML dialog shows as text, never as markup.
 */
function describe(d: UiDialog, printed: Set<string>, stdout = ''): string {
  const head = d.title ? `${d.title}: ` : '';
  if (d.kind === 'modal') {
    return `[${LABEL[d.kind]}] ${d.title}\n${htmlDialogLines(d, printed, stdout)
      .map((l) => `    ${l}\n`)
      .join('')}`;
  }
  const answer = d.answer ? ` -> ${d.answer.button ?? ''}${d.answer.text ? ` "${d.answer.text}"` : ''}` : '';
  // continuation lines indented, so the dialog stays one block apart from the command's own lines
  return `[${LABEL[d.kind]}] ${head}${onceEach(d.text, printed).split('\n').join('\n    ')}${answer}\n`;
}

/**
 * What the add-on showed, for stderr, in order; a toast that only says the action is at work ("reading the
 * workbook...") or that repeats a line of the summary (printed anyway) is left out.
 */
function describeAll(log: readonly UiDialog[], printed: Set<string>, summary = ''): string {
  const said = new Set(
    summary
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== ''),
  );
  return log
    .filter((d) => d.kind !== 'toast' || !(/\.\.\.$/.test(d.text.trim()) || said.has(d.text.trim())))
    .map((d) => describe(d, printed, summary))
    .join('');
}

/**
 * The text without the notes printed before (a dialog's "- note" lines, a toast's "Note: a; b", the plain
 * lines of a summary equal to a note already shown); records the new ones.
 */
function onceEach(text: string, printed: Set<string>): string {
  const kept = text.split('\n').filter((line) => {
    const t = line.trim();
    if (printed.has(t)) return false;
    const note = /^- (.*)$/.exec(t);
    if (note === null) return true;
    if (printed.has(note[1])) return false;
    printed.add(note[1]);
    return true;
  });
  // a toast carries its notes on one line: "Scored round 2. Note: a; b"
  return kept.join('\n').replace(/ Note: (.*)$/s, (_all, notes: string) => {
    const fresh = notes.split('; ').filter((n) => !printed.has(n));
    fresh.forEach((n) => printed.add(n));
    return fresh.length ? ` Note: ${fresh.join('; ')}` : '';
  });
}

/**
 * The exit code of an action from how it ended (src/sheets/outcome.ts): 0 when it did its work ('done'), 1 for
 * every other status (it wrote nothing) and when the function returned no outcome (no handler). It reads the
 * status alone, never the outcome's text, so no wording can change an exit code (2, a usage error, comes before any
 * action runs).
 */
export function exitCodeOf(outcome: Pick<Outcome, 'status'> | null): 0 | 1 {
  return outcome !== null && outcome.status === 'done' ? 0 : 1;
}

/** The summary without a stack trace (the add-on's summary of an unexpected error carries one). */
function withoutStack(summary: string): string {
  return summary
    .split('\n')
    .filter((l) => !/^\s+at /.test(l) && !/^\w*Error: /.test(l))
    .join('\n');
}

async function main(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseRunOptions(args);
  if ('error' in parsed) {
    io.err(`mochalunt run: ${parsed.error}\n\n${USAGE}\n`);
    return 2;
  }
  const {
    action,
    file,
    round,
    out,
    bundleDir,
    yes,
    answer: typed,
    format,
    user,
    failAfter,
    killAfter,
    mailAccount,
    mailQuota,
  } = parsed;
  if (!existsSync(join(bundleDir, 'Code.js'))) {
    io.err(`mochalunt run: ${join(bundleDir, 'Code.js')} is missing; run \`npm run build\` first.\n`);
    return 2;
  }
  const handler = handlerName(action);
  const created = !existsSync(file);
  if (created && handler !== handlerOf('setUp')) {
    io.err(
      `mochalunt run ${action}: ${file} does not exist; nothing written. Create it with \`mochalunt run set-up ${file} --format NAME\`, or check the file name.\n`,
    );
    return 1;
  }
  let book: LocalWorkbook;
  if (created) book = LocalWorkbook.empty();
  else {
    const opened = await openWorkbookFile(file);
    if ('error' in opened) {
      io.err(`mochalunt run ${action}: ${opened.error}\n`);
      return 1;
    }
    book = opened.book;
  }
  if (created) io.err(`mochalunt run: ${file} does not exist; set-up starts a new workbook\n`);
  const before = workbookFingerprint(book);
  const answer = cliResponder(round, yes, typed, format ?? typed ?? null);
  // MailApp (send-pairings) writes the e-mails beside the workbook saved: <workbook>.outbox/round-N/*.eml
  const session = startAddon(book, {
    bundleDir,
    user,
    workbookPath: out,
    mailAccount,
    ...(mailQuota !== undefined ? { mailQuota } : {}),
    responder: answer,
  });
  const handlers = session.globals().filter((g) => g.startsWith('menu'));
  if (!handlers.includes(handler)) {
    io.err(`mochalunt run: unknown action "${action}". Available: ${handlers.map(actionName).join(', ')}\n`);
    return 2;
  }
  // a workbook (or --out file) marked read-only is never replaced: refused before the action runs
  const readOnly = RUN_ACTIONS.find((a) => a.handler === handler)?.readOnly ? null : readOnlyReason(out);
  if (readOnly) {
    io.err(`mochalunt run ${action}: ${readOnly}\n`);
    return 1;
  }
  if (failAfter !== undefined) session.counter.failAfter(failAfter);
  if (killAfter !== undefined) session.counter.killAfter(killAfter);
  let result: unknown;
  const printed = new Set<string>();
  try {
    result = session.call(handler);
  } catch (e) {
    if (killAfter !== undefined && session.counter.killFired) {
      // Google keeps what a killed execution wrote: the workbook is saved as it now is
      io.err(describeAll(session.ui.log, printed));
      const head = `mochalunt run ${action}: stopped at service call ${killAfter} ("${TIMEOUT_MESSAGE}", Google's 6-minute limit)`;
      const said = stoppedLine(book, action, out, head, created || workbookFingerprint(book) !== before);
      if (said.save) await saveAtomically(book, out);
      io.err(`${said.line}\n`);
      return 1;
    }
    io.err(describeAll(session.ui.log, printed));
    io.err(
      `mochalunt run ${action}: ${typeof e === 'object' && e !== null && 'message' in e ? (e as Error).message : String(e)}; nothing written\n`,
    );
    return 1;
  }
  const summary =
    typeof result === 'string'
      ? result
      : result === undefined || result === null
        ? ''
        : JSON.stringify(result, null, 2);
  io.err(describeAll(session.ui.log, printed, summary));
  const outcome = session.outcome();
  const formatAsked = session.ui.log.find(isFormatQuestion);
  if (format !== undefined && !formatAsked)
    io.err(
      `mochalunt run ${action}: --format ${format} not used: the Settings tab names the format (change it in its format row)\n`,
    );
  if (failAfter !== undefined && session.counter.faultFired) {
    // the action put back what it had written: the workbook is saved as it now is (unchanged), to be compared
    io.err(`mochalunt run ${action}: the planted failure at write/formatting call ${failAfter} stopped the action\n`);
    await saveAtomically(book, out);
    io.err(`mochalunt run: saved ${out}\n`);
    return 1;
  }
  if (exitCodeOf(outcome) !== 0) {
    if (outcome === null) io.err(`mochalunt run ${action}: the action did not return how it ended; nothing saved\n`);
    else if (outcome.status === 'declined' && formatAsked?.answer?.button === 'CANCEL')
      io.err(
        `mochalunt run ${action}: set-up asks the format of a new workbook; nothing written. Add --format NAME, one of: ${formatChoices(formatAsked.text)}.\n`,
      );
    else if (outcome.status === 'declined')
      io.err(`mochalunt run ${action}: this action asks for confirmation; nothing written. Add --yes to answer YES.\n`);
    else if (outcome.status === 'error') io.err(`mochalunt run ${action}: ${withoutStack(summary)}\n`);
    else {
      const [first, ...rest] = withoutStack(summary)
        .split('\n')
        .filter((l) => l.trim() !== '');
      io.err(`mochalunt run ${action}: ${first ?? 'nothing written'}\n${rest.map((l) => `  ${l}\n`).join('')}`);
    }
    io.err(created ? `mochalunt run: ${file} not created\n` : `mochalunt run: ${file} left as it was\n`);
    return 1;
  }
  if (summary !== '') {
    const text = onceEach(summary, printed);
    io.out(text.endsWith('\n') ? text : text + '\n');
  }
  if (workbookFingerprint(book) === before && out === file && !created) {
    io.err(`mochalunt run: nothing changed; ${file} not rewritten\n`);
    return 0;
  }
  try {
    await saveAtomically(book, out);
  } catch (e) {
    io.err(`mochalunt run ${action}: ${saveFailure(e, out)}\n`);
    return 1;
  }
  io.err(`mochalunt run: saved ${out}\n`);
  return 0;
}

export const command: CliCommand = {
  name: 'run',
  summary: 'run a menu action of the add-on on a local .xlsx workbook',
  usage: USAGE,
  main,
};
