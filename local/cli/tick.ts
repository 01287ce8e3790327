// `mochalunt tick <workbook.xlsx> [--at ISO-TIME]`: Google's clock at --at (default now): the workbook's time-driven
// triggers due then run, each as its creator (local/gas/triggers.ts fireClockTriggers: one never run is due, else
// when its interval of hours has passed since its last run), and the workbook is saved with their runs. The Editor
// add-on checks the line-ups sent through the line-up form so, hourly (it may not watch the form).
import { existsSync } from 'fs';
import { join } from 'path';
import { parseOptions, type CliCommand, type CliIo } from './command';
import { DEFAULT_BUNDLE_DIR, DEFAULT_USER, startAddon } from '../runner';
import { saveAtomically, saveFailure } from './save';
import { openWorkbookFile, readOnlyReason } from './workbookFile';
import { fireClockTriggers } from '../gas/triggers';
import { missingPrivateNote } from '../gas/xlsx';
import { jsString } from '../gas/jsString';

const USAGE = `Usage: mochalunt tick <workbook.xlsx> [--at ISO-TIME] [--bundle DIR]

Runs the workbook's time-driven triggers that are due at --at (default now), as Google's clock would, each as
the user who created it: a trigger never run is due, else when its hours have passed since its last run (the
Editor add-on's hourly check of the line-up form). Then the workbook is saved. Exit 1, with the workbook
unchanged, when --at is not a time or the workbook cannot be read or written.`;

/** The options of `tick` (workbookLocks.ts reads them too). */
export const TICK_OPTIONS = { values: ['at', 'bundle'] };

export const command: CliCommand = {
  name: 'tick',
  summary: "run the workbook's time-driven triggers due at a given time",
  usage: USAGE,
  async main(args: readonly string[], io: CliIo): Promise<number> {
    const { positional, options, unknown, missing } = parseOptions(args, TICK_OPTIONS);
    const usage = unknown.length
      ? `unknown option ${unknown[0]}`
      : missing.length
        ? `${missing[0]} needs a value`
        : positional.length !== 1
          ? positional.length
            ? `one workbook expected, not also "${positional[1]}"`
            : 'the workbook is missing'
          : null;
    if (usage) {
      io.err(`mochalunt tick: ${usage}\n\n${USAGE}\n`);
      return 2;
    }
    const fail = (why: string): number => {
      io.err(`mochalunt tick: ${why}\n`);
      return 1;
    };
    const file = positional[0];
    if (!existsSync(file)) return fail(`no workbook "${file}"`);
    const at = options.has('at') ? new Date(options.get('at') ?? '') : new Date();
    if (Number.isNaN(at.getTime()))
      return fail(`--at "${options.get('at')}" is not a time: give it as an ISO time such as 2026-03-01T18:00Z`);
    const bundleDir = options.get('bundle') ?? DEFAULT_BUNDLE_DIR;
    if (!existsSync(join(bundleDir, 'Code.js'))) return fail(`no bundle in ${bundleDir}: run npm run build first`);
    const opened = await openWorkbookFile(file);
    if ('error' in opened) return fail(opened.error);
    const readOnly = readOnlyReason(file, false);
    if (readOnly) return fail(readOnly);
    const book = opened.book;
    const lost = missingPrivateNote(book);
    if (lost) io.err(`mochalunt tick: ${lost}\n`);
    const outcomes = fireClockTriggers(startAddon(book, { user: DEFAULT_USER, bundleDir }), at);
    if (outcomes.length === 0) {
      io.out(`no clock trigger was due at ${at.toISOString()}: nothing ran, the workbook is as it was\n`);
      return 0;
    }
    try {
      await saveAtomically(book, file);
    } catch (e) {
      return fail(saveFailure(e, file, 'Check that you may write to its folder.'));
    }
    for (const o of outcomes) {
      if (o.ok) io.out(`trigger ${o.handler} ran as ${o.user}: ${jsString(o.result)}\n`);
      else io.err(`trigger ${o.handler} (as ${o.user}) failed: ${o.error}\n`);
    }
    return 0;
  },
};
