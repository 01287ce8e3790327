// The worked cases of test/cases/lineups.json (M9-M11, the rulebook's examples), through the engine and the command line.
import * as fs from 'fs';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { pairLineupTexts } from '../../src/engine/mochalunt/lineup';
import { runCli } from '../helpers/cli';

interface LineupCase {
  rule: string;
  team1: string;
  team2: string;
  strength1?: string;
  strength2?: string;
  matches: number | null;
  expect: string[];
}

const CASES_FILE = path.join(__dirname, '../cases/lineups.json');
const cases: LineupCase[] = (JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')) as { cases: LineupCase[] }).cases;
const ROOT = path.join(__dirname, '../..');

function cliArgs(c: LineupCase): string[] {
  const args = ['lineup', '--team1', c.team1, '--team2', c.team2];
  if (c.strength1 !== undefined) args.push('--strength1', c.strength1);
  if (c.strength2 !== undefined) args.push('--strength2', c.strength2);
  if (c.matches !== null) args.push('--matches', String(c.matches));
  return args;
}

const title = (c: LineupCase) =>
  `${c.rule}: ${c.team1} v ${c.team2}${c.matches !== null ? `, ${c.matches} matches` : ''}${c.strength1 ? ' with strength orders' : ''}`;

describe('lineups.json', () => {
  test('the cases file is there and covers M9, M10 and M11', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
    expect(new Set(cases.map((c) => c.rule))).toEqual(new Set(['M9', 'M10', 'M11']));
  });

  describe('engine', () => {
    test.each(cases.map((c) => [title(c), c] as const))('%s', (_t, c) => {
      const r = pairLineupTexts({
        team1: c.team1,
        team2: c.team2,
        strength1: c.strength1,
        strength2: c.strength2,
        matches: c.matches,
      });
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      expect(r.value.boards.map((b) => `${b.team1}-${b.team2}`)).toEqual(c.expect);
      expect(r.value.boards.map((b) => b.board)).toEqual(c.expect.map((_, i) => i + 1));
    });
  });

  describe('command line (cli, --json and table)', () => {
    test.each(cases.map((c) => [title(c), c] as const))('%s', async (_t, c) => {
      const json = await runCli(...cliArgs(c), '--json');
      expect(json.err).toBe('');
      expect(json.code).toBe(0);
      expect(JSON.parse(json.out)).toEqual(
        c.expect.map((m, i) => {
          const [team1, team2] = m.split('-');
          return { board: i + 1, team1, team2 };
        }),
      );
      const table = await runCli(...cliArgs(c));
      expect(table.code).toBe(0);
      const rows = table.out.trim().split('\n');
      expect(rows[0]).toMatch(/^board\s+team 1\s+team 2$/);
      expect(rows.slice(1).map((r) => r.trim().split(/\s+/))).toEqual(
        c.expect.map((m, i) => [String(i + 1), ...m.split('-')]),
      );
    });
  });

  test('M9: through node bin/mochalunt.js (built by npm run build)', () => {
    const built = path.join(ROOT, 'dist/cli.js');
    if (!fs.existsSync(built)) throw new Error('dist/cli.js is missing: run `npm run -s build` first');
    const c = cases[0];
    const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/mochalunt.js'), ...cliArgs(c), '--json'], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(
      (JSON.parse(r.stdout) as { team1: string; team2: string }[]).map(
        (b: { team1: string; team2: string }) => `${b.team1}-${b.team2}`,
      ),
    ).toEqual(c.expect);
    const bad = spawnSync(
      process.execPath,
      [path.join(ROOT, 'bin/mochalunt.js'), 'lineup', '--team1', 'A, B, C, D / Z', '--team2', 'L, M, N, O'],
      { encoding: 'utf8' },
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Z is after the "\/" but not before it/);
    expect(bad.stdout).toBe('');
  });
});

describe('mochalunt lineup: errors and usage', () => {
  test('M8: an invalid line-up exits 1 with the reason and the fix on stderr, nothing on stdout', async () => {
    const r = await runCli('lineup', '--team1', 'A, B, C', '--team2', 'L, M, N, O');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/team 1 line-up: only 3 players before the "\/"; a line-up needs at least 4/);
  });
  test('M8: --roster1 4 lets a team of 4 send 3 players', async () => {
    const r = await runCli('lineup', '--team1', 'A, B, C', '--team2', 'L, M, N, O', '--roster1', '4', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual([
      { board: 1, team1: 'A', team2: 'L' },
      { board: 2, team1: 'B', team2: 'M' },
      { board: 3, team1: 'C', team2: 'N' },
    ]);
  });
  test('M10: --matches out of range exits 1 and says the allowed range', async () => {
    const r = await runCli(
      'lineup',
      '--team1',
      'A, B, C, D, E, F / D, A',
      '--team2',
      'L, M, N, O / N, L, O',
      '--matches',
      '3',
    );
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/matches: 3 matches is outside the allowed range: at least 4 \(the smaller NAP\), at most 6/);
  });
  test('names keep their spaces and the spelling of the first part', async () => {
    const r = await runCli(
      'lineup',
      '--team1',
      ' Anna  Rossi , Bruno,Carla, Dario / anna rossi',
      '--team2',
      'Luca, Marta, Nico, Olga, Pia',
      '--json',
    );
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { team1: string; team2: string }[]).map((b) => `${b.team1}|${b.team2}`)).toEqual([
      'Anna Rossi|Luca',
      'Anna Rossi|Marta',
      'Bruno|Nico',
      'Carla|Olga',
      'Dario|Pia',
    ]);
  });
  test('usage errors exit 2: a missing team, an unknown option, a bad number', async () => {
    expect((await runCli('lineup', '--team1', 'A, B, C, D')).code).toBe(2);
    const unknown = await runCli('lineup', '--team1', 'A, B, C, D', '--team2', 'L, M, N, O', '--colour', 'red');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown option --colour/);
    const bad = await runCli('lineup', '--team1', 'A, B, C, D', '--team2', 'L, M, N, O', '--matches', 'four');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--matches takes a whole number/);
  });
  test('--help prints the usage', async () => {
    const r = await runCli('lineup', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/--strength1/);
  });
});
