// `mochalunt form-submit <workbook.xlsx> --answer "Question=Value" ...`: a respondent sends one response to a
// form the add-on created (a recorded definition, local/gas/forms.ts), as Google's form page would: signed in
// as --as, typing the address --email where the form asks for one. The response is recorded with the server's
// time and its address (verified or typed), appended to the destination's responses tab, and the installable
// form-submit triggers run, each as its creator. Then the workbook is saved. What each trigger said is printed
// (the scheduling form's check, the results form's judgment), and every e-mail it sent (the check a captain or a
// reporter gets) is printed and written as an .eml file in the workbook's outbox, as Send pairings' are
// (local/gas/mail.ts). A form that refuses the response (unpublished, closed, an answer or address missing)
// leaves the workbook as it was, exit 1.
import { existsSync } from 'fs';
import { join } from 'path';
import { parseOptions, type CliCommand, type CliIo } from './command';
import { DEFAULT_BUNDLE_DIR, DEFAULT_USER, startAddon } from '../runner';
import { saveAtomically, saveFailure } from './save';
import { emailProblem, openWorkbookFile, readOnlyReason } from './workbookFile';
import { formAccepts, submitResponse } from '../gas/forms';
import { fireFormSubmitTriggers } from '../gas/triggers';
import { sentMail } from '../gas/mail';
import { missingPrivateNote } from '../gas/xlsx';
import { ACTIONS } from '../../src/sheets/actions';

const USAGE = `Usage: mochalunt form-submit <workbook.xlsx> --answer "Question=Value" [--answer ...] [--as EMAIL] [--email EMAIL] [--at ISO-TIME] [--form ID-OR-TITLE] [--bundle DIR]

Sends one response to a form the add-on created for the workbook (menu "${ACTIONS.schedulingForm.caption}", the
line-up form): each --answer gives one question's answer (date-time questions: YYYY-MM-DD HH:MM, UTC).
--as is the Google account the respondent is signed in with: a form collecting verified addresses records
it. --email is the address the respondent types: a form collecting typed addresses (responder input) asks for
one, and it is recorded as not verified. --at is the server's time of the response (default now). --form
picks the form when the workbook has several.
The response is appended to the form's responses tab, the form-submit triggers run (each as the user who
created it), and the workbook is saved. What each trigger said is printed, and each e-mail it sent (the check
the sender gets) is printed and written as an .eml file to <workbook>.outbox/ (nothing is sent). Exit 1, with the workbook unchanged, when the form refuses the
response (not published, closed, a required question or address missing, a value outside a list).`;

/** The options of `form-submit`: each takes a value; --answer may be given again (workbookLocks.ts reads them too). */
export const FORM_SUBMIT_OPTIONS = { values: ['answer', 'as', 'email', 'at', 'form', 'bundle'] };

function parse(args: readonly string[]): {
  file?: string;
  answers: [string, string][];
  options: Map<string, string>;
  error?: string;
} {
  const { positional, options, all, unknown, missing } = parseOptions(args, FORM_SUBMIT_OPTIONS);
  const answers: [string, string][] = [];
  const failed = (error: string) => ({ answers, options, error });
  if (unknown.length) return failed(`unknown option ${unknown[0]}`);
  if (missing.length) return failed(`${missing[0]} needs a value`);
  if (positional.length > 1) return failed(`one workbook expected, not also "${positional[1]}"`);
  for (const value of all.get('answer') ?? []) {
    const eq = value.indexOf('=');
    if (eq <= 0) return failed(`--answer takes "Question=Value", not "${value}"`);
    answers.push([value.slice(0, eq).trim(), value.slice(eq + 1).trim()]);
  }
  for (const key of ['as', 'email']) {
    const wrong = emailProblem(key, options.get(key));
    if (wrong) return failed(wrong);
  }
  return { file: positional[0], answers, options };
}

export const command: CliCommand = {
  name: 'form-submit',
  summary: 'send one response to a form of the workbook and run its form-submit triggers',
  usage: USAGE,
  async main(args: readonly string[], io: CliIo): Promise<number> {
    const p = parse(args);
    const fail = (why: string): number => {
      io.err(`mochalunt form-submit: ${why}\n`);
      return 1;
    };
    if (p.error || !p.file) {
      io.err(`mochalunt form-submit: ${p.error ?? 'the workbook is missing'}\n\n${USAGE}\n`);
      return 2;
    }
    if (!existsSync(p.file)) return fail(`no workbook "${p.file}"`);
    const at = p.options.has('at') ? new Date(p.options.get('at') ?? '') : new Date();
    if (Number.isNaN(at.getTime()))
      return fail(`--at takes an ISO time such as 2026-03-01T18:00Z, not "${p.options.get('at')}"`);
    const bundleDir = p.options.get('bundle') ?? DEFAULT_BUNDLE_DIR;
    if (!existsSync(join(bundleDir, 'Code.js'))) return fail(`no bundle in ${bundleDir}: run npm run build first`);
    const opened = await openWorkbookFile(p.file);
    if ('error' in opened) return fail(opened.error);
    const readOnly = readOnlyReason(p.file, false);
    if (readOnly) return fail(readOnly);
    const book = opened.book;
    const lost = missingPrivateNote(book);
    if (lost) io.err(`mochalunt form-submit: ${lost}\n`);
    const want = p.options.get('form');
    // the form named, else the only form, else the only one taking responses (the form itself refuses the rest)
    const named = book.forms.filter((f) => want === undefined || f.id === want || f.title === want);
    const open = named.length > 1 ? named.filter(formAccepts) : named;
    if (open.length !== 1) {
      const all = book.forms.map((f) => `${f.id} "${f.title}"`).join(', ') || 'none';
      return fail(
        open.length
          ? `the workbook has several open forms; pick one with --form (forms: ${all})`
          : `no ${named.length ? 'open ' : ''}form${want ? ` "${want}"` : ''} (forms: ${all})`,
      );
    }
    const email = p.options.get('as');
    const r = submitResponse(book, open[0].id, {
      answers: new Map(p.answers),
      email,
      typedEmail: p.options.get('email'),
      at,
    });
    if (!r.ok) return fail(`the form refused the response; nothing was saved:\n  ${r.problems.join('\n  ')}`);
    // MailApp writes the triggers' e-mails beside the workbook: <workbook>.outbox/
    const session = startAddon(book, { user: email ?? DEFAULT_USER, bundleDir, workbookPath: p.file });
    const mailedBefore = sentMail(book).length;
    const outcomes = fireFormSubmitTriggers(session, {
      formId: r.value.form.id,
      responseId: r.value.response.id,
      destination: r.value.destination,
    });
    try {
      await saveAtomically(book, p.file);
    } catch (e) {
      return fail(saveFailure(e, p.file, 'Check that you may write to its folder.'));
    }
    io.out(
      `response ${r.value.response.id} recorded at ${r.value.response.timestamp}${r.value.destination ? ` on "${r.value.destination.sheet}"` : ''}\n`,
    );
    for (const o of outcomes) {
      // what the trigger did, as its handler says (the results form: the report's check)
      const said = o.ok && typeof o.result === 'string' && o.result.trim() !== '' ? `: ${o.result.trim()}` : '';
      if (o.ok) io.out(`trigger ${o.handler} ran as ${o.user}${said.split('\n').join('\n  ')}\n`);
      else io.err(`trigger ${o.handler} (as ${o.user}) failed: ${o.error}\n`);
    }
    for (const m of sentMail(book).slice(mailedBefore)) {
      const to = [...m.to, ...m.cc, ...m.bcc].join(', ');
      io.out(`\ne-mail to ${to}${m.file ? ` (${m.file})` : ''}\nSubject: ${m.subject}\n\n${m.body}\n`);
    }
    return 0;
  },
};
