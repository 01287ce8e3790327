// `mochalunt run <action> <workbook.xlsx>`: runs one menu handler of the add-on bundle (build/Code.js) on a
// local workbook, exactly as the menu item would on Google Sheets, then saves the workbook. The action
// names the handler: set-up -> menuSetUp, pair-next-round -> menuPairNextRound, and so on.
import { existsSync } from 'fs';
import { join } from 'path';
import type { CliCommand, CliIo } from './command';
import { parseOptions } from './command';
import {
  DEFAULT_BUNDLE_DIR, openWorkbook, saveWorkbook, startAddon, type UiAnswer, type UiDialog,
} from '../runner';

const USAGE = `Usage: mochalunt run <action> <workbook.xlsx> [--round N] [--answer TEXT] [--as EMAIL] [--out FILE] [--bundle DIR] [--fail-after-calls K] [--mail-quota N]

Runs the add-on's menu handler for <action> (set-up -> menuSetUp, pair-next-round -> menuPairNextRound,
score-round -> menuScoreRound, ...) on the workbook, then saves it (in place, or to --out FILE).
A missing workbook is created. Prompts that ask for a round are answered with --round N; other prompts and
dialogs with a text area (e.g. captains: --answer "Italy: anna@example.org; Spain: jose@example.org") get
--answer TEXT, else their default (a number in brackets or after "default"), else an empty answer;
confirmations are answered YES (or OK). --as EMAIL clicks as that person (default the file's owner,
organizer@example.com): protections and "organizers only" apply to them. Alerts, dialogs and toasts are printed to stderr; what the handler returns (the
JSON of \`run export\`) to stdout. When the handler fails, the message goes to stderr, the exit code is 1
and the workbook is not saved.
--fail-after-calls K makes the K-th write or formatting call of the spreadsheet service fail with Google's
quota error ("Service invoked too many times ..."), to see the action put back everything it had written:
the workbook is still saved (unchanged) and the exit code is 1.
send-pairings writes its e-mails as .eml files to <workbook>.outbox/round-N/ (nothing is sent); MailApp's
daily quota is 100 recipients (Google's consumer limit) unless --mail-quota N.
Needs build/Code.js (npm run build); --bundle DIR loads another Apps Script folder (tests).`;

/** set-up -> menuSetUp */
export function handlerName(action: string): string {
  return 'menu' + action.split(/[-_\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** menuPairNextRound -> pair-next-round */
export function actionName(handler: string): string {
  return handler.replace(/^menu/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The CLI's user: answers prompts, text-area dialogs and confirmations without asking (see USAGE). */
export function cliResponder(round: string | undefined, answer?: string): (d: UiDialog) => UiAnswer {
  return (d) => {
    const set = d.buttons ?? 'OK';
    const yes = set.startsWith('YES') ? 'YES' : 'OK';
    if (d.kind === 'modal') return { button: 'OK', text: answer ?? '' };
    if (d.kind !== 'prompt') return { button: yes };
    const words = `${d.title} ${d.text}`;
    if (round !== undefined && /round/i.test(words)) return { button: yes, text: round };
    if (answer !== undefined) return { button: yes, text: answer };
    const def = /\[([^\]]+)\]|default(?: is|:)?\s+"?([^\s",.)]+)/i.exec(words);
    return { button: yes, text: def ? (def[1] ?? def[2]) : '' };
  };
}

function describe(d: UiDialog): string {
  const head = d.title ? `${d.title}: ` : '';
  const answer = d.answer ? ` -> ${d.answer.button ?? ''}${d.answer.text ? ` "${d.answer.text}"` : ''}` : '';
  const text = d.kind === 'modal' || d.kind === 'modeless' || d.kind === 'sidebar'
    ? d.text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
    : d.text;
  return `[${d.kind}] ${head}${text}${answer}\n`;
}

async function main(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, options } = parseOptions(args);
  const [action, file] = positional;
  if (!action || !file) {
    io.err(USAGE + '\n');
    return 2;
  }
  const bundleDir = options.get('bundle') || DEFAULT_BUNDLE_DIR;
  if (!existsSync(join(bundleDir, 'Code.js'))) {
    io.err(`mochalunt run: ${join(bundleDir, 'Code.js')} is missing; run \`npm run build\` first.\n`);
    return 2;
  }
  const round = options.get('round');
  if (round !== undefined && !/^\d+$/.test(round)) {
    io.err(`mochalunt run: --round takes a round number, not "${round}"\n`);
    return 2;
  }
  const failAfter = options.get('fail-after-calls');
  if (failAfter !== undefined && !/^[1-9]\d*$/.test(failAfter)) {
    io.err(`mochalunt run: --fail-after-calls takes a call number from 1, not "${failAfter}"\n`);
    return 2;
  }
  const created = !existsSync(file);
  const book = await openWorkbook(created ? undefined : file);
  if (created) io.err(`mochalunt run: ${file} does not exist; starting a new workbook\n`);
  const quota = options.get('mail-quota');
  if (quota !== undefined && !/^\d+$/.test(quota)) {
    io.err(`mochalunt run: --mail-quota takes a number of recipients, not "${quota}"\n`);
    return 2;
  }
  const user = options.get('as') || undefined;
  // MailApp (send-pairings) writes the e-mails beside the workbook saved: <workbook>.outbox/round-N/*.eml
  const session = startAddon(book, {
    responder: cliResponder(round, options.get('answer')), bundleDir, user, workbookPath: options.get('out') || file,
    ...(quota !== undefined ? { mailQuota: Number(quota) } : {}),
  });
  const handler = handlerName(action);
  const handlers = session.globals().filter((g) => g.startsWith('menu'));
  if (!handlers.includes(handler)) {
    io.err(`mochalunt run: unknown action "${action}". Available: ${handlers.map(actionName).join(', ')}\n`);
    return 2;
  }
  if (failAfter !== undefined) session.counter.failAfter(Number(failAfter));
  let result: unknown;
  try {
    result = session.call(handler);
  } catch (e) {
    for (const d of session.ui.log) io.err(describe(d));
    io.err(`mochalunt run ${action}: ${typeof e === 'object' && e !== null && 'message' in e ? (e as Error).message : String(e)}\n`);
    return 1;
  }
  for (const d of session.ui.log) io.err(describe(d));
  if (typeof result === 'string' && /: organizers only, nothing changed$/.test(result)) {
    io.err(`mochalunt run ${action}: ${result}; the workbook was not saved\n`);
    return 1;
  }
  if (result !== undefined && result !== null) {
    const text = typeof result === 'string' ? result : JSON.stringify(result, null, 2);
    io.out(text.endsWith('\n') ? text : text + '\n');
  }
  const out = options.get('out') || file;
  await saveWorkbook(book, out);
  io.err(`mochalunt run: saved ${out}\n`);
  if (session.counter.faultFired) {
    io.err(`mochalunt run ${action}: the planted failure at write/formatting call ${failAfter} stopped the action\n`);
    return 1;
  }
  return 0;
}

export const command: CliCommand = {
  name: 'run',
  summary: 'run a menu action of the add-on on a local .xlsx workbook',
  usage: USAGE,
  main,
};
