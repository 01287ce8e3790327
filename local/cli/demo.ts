// `mochalunt demo [--out FILE] [--teams N] [--seed S] [--install bound|addon]`: creates a tournament workbook and
// plays a whole seeded season in it through the add-on's menu handlers (build/Code.js, via local/runner.ts), as a
// script bound to the spreadsheet or as the Editor add-on (whose triggers Google restricts), then prints the final
// standings, the knock-out results and the top individuals, how many boards came through the results form, and
// where the workbook is.
import { existsSync, mkdirSync, statSync } from 'fs';
import { dirname, join, resolve } from 'path';
import type { CliCommand } from './command';
import { parseOptions } from './command';
import { saveAtomically, saveFailure } from './save';
import { privateOutProblem, readOnlyReason } from './workbookFile';
import { outboxPath } from '../gas/mail';
import { ADDON_INSTALL_PROPERTY } from '../gas/triggers';
import { openWorkbook } from '../runner';
import { playSeason } from '../demo/season';
import type { Desk } from '../demo/desk';
import { seasonReport } from '../demo/report';

const DEFAULT_DEMO_TEAMS = 16;
const DEFAULT_DEMO_SEED = 2024;
/** The repository's root: the nearest folder above this file (or dist/cli.js) holding package.json. */
function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const DEFAULT_DEMO_OUT = join(repoRoot(), 'out', 'demo-season.xlsx');

const USAGE = `Usage: mochalunt demo [--out FILE [--force]] [--teams N] [--seed S] [--install bound|addon]

Creates a MOCHALUNT tournament workbook and plays a whole season in it (5 McMahon rounds, then the
knock-out and 3 more McMahon rounds) with seeded teams of 4 to 10 players, line-ups and results, every
step through the add-on's menu handlers (npm run build first). Prints the final standings, the knock-out
results and the top individuals, and saves the workbook. Every round's pairings are e-mailed (Send pairings)
into <FILE>.outbox/round-N/ as .eml files; one team match of round 2 has its deadlines extended.

  --out FILE   where to save the workbook (default out/demo-season.xlsx in the repository, replaced
               at each run); an existing FILE is replaced only with --force, never when read-only
  --teams N    number of teams, 8 to 68 (default ${DEFAULT_DEMO_TEAMS}; the knock-out takes 8, M4)
  --seed S     the seed of every draw (default ${DEFAULT_DEMO_SEED}); the same seed plays the same season
  --install    bound (default): a script bound to the spreadsheet; addon: the Editor add-on, which Google lets
               create triggers only for the spreadsheet, one of each type per person (the project's script
               property ${ADDON_INSTALL_PROPERTY} = addon)`;

/** The results form's share of a season: the boards its agreed reports wrote onto the round tabs, of all boards. */
export function resultsFormShare(desk: Desk): { written: number; boards: number } {
  const log = desk.read('Results log') ?? [];
  const outcome = (log[0] ?? []).map(String).indexOf('outcome');
  const written = log.slice(1).filter((r) => /^agreed: .*, written on R\d+/.test(String(r[outcome]))).length;
  let boards = 0;
  for (let r = 1; desk.read(`R${r}`); r++) {
    const g = desk.read(`R${r}`) ?? [];
    const b = (g[0] ?? []).map(String).indexOf('board');
    boards += g.filter((row, i) => i > 0 && String(row[b]) !== '').length;
  }
  return { written, boards };
}

/** The options of `demo` (workbookLocks.ts reads its --out with them too). */
export const DEMO_OPTIONS = { values: ['out', 'teams', 'seed', 'install'], flags: ['force'] };

export const command: CliCommand = {
  name: 'demo',
  summary: 'play a seeded demo season through the add-on and save the workbook',
  usage: USAGE,
  async main(args, io) {
    const { positional, options, unknown } = parseOptions(args, DEMO_OPTIONS);
    const teams = Number(options.get('teams') ?? DEFAULT_DEMO_TEAMS);
    const seed = Number(options.get('seed') ?? DEFAULT_DEMO_SEED);
    const install = options.get('install') ?? 'bound';
    const given = options.get('out');
    const why = unknown.length
      ? `unknown option ${unknown[0]}`
      : positional.length
        ? `no argument expected, not "${positional[0]}"`
        : given === ''
          ? '--out takes a file name'
          : given !== undefined && privateOutProblem(given)
            ? privateOutProblem(given)
            : !/^\d+$/.test(options.get('teams') ?? '16') || teams < 8 || teams > 68
              ? `--teams takes a whole number from 8 to 68, not "${options.get('teams')}"`
              : !/^-?\d+$/.test(options.get('seed') ?? '0') || !Number.isSafeInteger(seed)
                ? `--seed takes a whole number, not "${options.get('seed')}"`
                : !['bound', 'addon'].includes(install)
                  ? `--install takes bound or addon, not "${install}"`
                  : null;
    if (why) {
      io.err(`mochalunt demo: ${why}\n\n${USAGE}\n`);
      return 2;
    }
    const out = resolve(given || DEFAULT_DEMO_OUT);
    // the demo's own file is replaced at each run; a file the person names only with --force, never a read-only one
    if (existsSync(out)) {
      const refused = statSync(out).isDirectory()
        ? `${out} is a folder; nothing written. Give --out a file name.`
        : (readOnlyReason(out, true) ??
          (given !== undefined && !options.has('force')
            ? `${out} exists; nothing written. Add --force to replace it, or give --out another file.`
            : null));
      if (refused) {
        io.err(`mochalunt demo: ${refused}\n`);
        return 1;
      }
    }
    const started = Date.now();
    io.out(
      `MOCHALUNT demo: ${teams} teams, seed ${seed}, ${install === 'addon' ? 'as the Editor add-on' : 'as a bound script'}\n`,
    );
    const book = await openWorkbook();
    if (install === 'addon') book.scriptProperties.set(ADDON_INSTALL_PROPERTY, 'addon');
    const season = await playSeason({
      teams,
      seed,
      book,
      outbox: outboxPath(out),
      onClick: (handler, summary) => io.out(`- ${handler}: ${summary.split('\n').slice(0, 2).join(': ')}\n`),
    });
    io.out(`\n${seasonReport(season.desk, 8, 5)}\n`);
    const share = resultsFormShare(season.desk);
    io.out(
      `\nResults form: ${share.written} of ${share.boards} boards (${Math.round((100 * share.written) / Math.max(1, share.boards))}%) reported through it onto the round tabs.\n`,
    );
    mkdirSync(dirname(out), { recursive: true });
    try {
      await saveAtomically(season.book, out);
    } catch (e) {
      io.err(`mochalunt demo: ${saveFailure(e, out)}\n`);
      return 1;
    }
    io.out(
      `\nPlayed ${season.desk.clicks.length} menu actions in ${((Date.now() - started) / 1000).toFixed(1)} s.\nWorkbook: ${out}\n`,
    );
    io.out(`E-mails (Send pairings, one .eml each): ${outboxPath(out)}/round-N/\n`);
    return 0;
  },
};
