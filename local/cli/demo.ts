// `mochalunt demo [--out FILE] [--teams N] [--seed S]`: creates a tournament workbook and plays a whole
// seeded season in it through the add-on's menu handlers (build/Code.js, via local/runner.ts), then prints
// the final standings, the knock-out results and the top individuals, and where the workbook is.
import { existsSync, mkdirSync, statSync } from 'fs';
import { dirname, join, resolve } from 'path';
import type { CliCommand } from './command';
import { parseOptions } from './command';
import { saveAtomically, saveFailure } from './save';
import { privateOutProblem, readOnlyReason } from './workbookFile';
import { outboxPath } from '../gas/mail';
import { playSeason } from '../demo/season';
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

const USAGE = `Usage: mochalunt demo [--out FILE [--force]] [--teams N] [--seed S]

Creates a MOCHALUNT tournament workbook and plays a whole season in it (5 McMahon rounds, then the
knock-out and 3 more McMahon rounds) with seeded teams of 4 to 10 players, line-ups and results, every
step through the add-on's menu handlers (npm run build first). Prints the final standings, the knock-out
results and the top individuals, and saves the workbook. Every round's pairings are e-mailed (Send pairings)
into <FILE>.outbox/round-N/ as .eml files; one team match of round 2 has its deadlines extended.

  --out FILE   where to save the workbook (default out/demo-season.xlsx in the repository, replaced
               at each run); an existing FILE is replaced only with --force, never when read-only
  --teams N    number of teams, 8 to 68 (default ${DEFAULT_DEMO_TEAMS}; the knock-out takes 8, M4)
  --seed S     the seed of every draw (default ${DEFAULT_DEMO_SEED}); the same seed plays the same season`;

/** The options of `demo` (workbookLocks.ts reads its --out with them too). */
export const DEMO_OPTIONS = { values: ['out', 'teams', 'seed'], flags: ['force'] };

export const command: CliCommand = {
  name: 'demo',
  summary: 'play a seeded demo season through the add-on and save the workbook',
  usage: USAGE,
  async main(args, io) {
    const { positional, options, unknown } = parseOptions(args, DEMO_OPTIONS);
    const teams = Number(options.get('teams') ?? DEFAULT_DEMO_TEAMS);
    const seed = Number(options.get('seed') ?? DEFAULT_DEMO_SEED);
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
    io.out(`MOCHALUNT demo: ${teams} teams, seed ${seed}\n`);
    const season = await playSeason({
      teams,
      seed,
      outbox: outboxPath(out),
      onClick: (handler, summary) => io.out(`- ${handler}: ${summary.split('\n').slice(0, 2).join(': ')}\n`),
    });
    io.out(`\n${seasonReport(season.desk, 8, 5)}\n`);
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
