// `mochalunt demo` : plays a seeded season through the bundle, prints the final
// standings, the knock-out results and the top individuals, and saves the workbook where it says.
import { existsSync, mkdtempSync, readdirSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { runCli } from '../helpers/cli';
import { openWorkbook } from '../../local/runner';
import { requireBundle } from '../addon/support';

test('mochalunt demo plays a whole season and says where the workbook is', async () => {
  requireBundle();
  const file = join(mkdtempSync(join(tmpdir(), 'mochalunt-demo-')), 'sub', 'season.xlsx');
  const r = await runCli('demo', '--teams', '10', '--seed', '3', '--out', file);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  for (let round = 1; round <= 8; round++) expect(r.out).toContain(`menuScoreRound: Score round ${round}`);
  expect(r.out).toMatch(
    /Final standings \(M18: places 1-8 from the knock-out, then the McMahon standings\):\n\s+rank\s+team/,
  );
  // M18: the champion (winner of the final) is printed first
  const final = /round 8 F {4}(\S+) (\d+)-(\d+) (\S+)/.exec(r.out);
  expect(final).not.toBeNull();
  const [, t1, s1, s2, t2] = final as RegExpExecArray;
  const champion = Number(s1) >= Number(s2) ? t1 : t2;
  expect(r.out).toMatch(new RegExp(`rank\\s+team.*\\n\\s+1\\s+${champion}\\s`));
  // M4, M18: the qualifiers after phase 1 and what the other ranking setting would change
  expect(r.out).toMatch(/Knock-out qualifiers \(M4, top 8 by McMahon score\): (\w+, ){7}\w+\./);
  expect(r.out).toMatch(
    /Ranked by earned points alone \(Settings "rank by McMahon score": no\), (the same 8 teams would qualify|.+ would qualify and .+ would not)\./,
  );
  expect(r.out).toMatch(/round 8 F {4}\S/);
  expect(r.out).toMatch(/Top 10 individuals \(M19\):/);
  expect(r.out).toContain(`Workbook: ${file}`);
  expect(existsSync(file)).toBe(true);
  const book = await openWorkbook(file);
  expect(book.sheets.map((s) => s.name)).toEqual(
    expect.arrayContaining([
      'Settings',
      'Teams',
      'Players',
      'Games',
      'Line-ups',
      'R1',
      'R8',
      'Standings',
      'Individual',
    ]),
  );
  // Send pairings after each pairing: one e-mail per team (10 teams: no bye), twice a round, into the outbox;
  // round 2 also has the update for the two teams of the match whose deadlines were extended
  for (let round = 1; round <= 8; round++) {
    const emls = readdirSync(join(`${file}.outbox`, `round-${round}`)).filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(round === 2 ? 22 : 20);
  }
  expect(r.out).toContain('menuSendPairings: Send pairings: round 8, individual matches: 10 e-mails sent');
  const r2 = book.sheets.find((s) => s.name === 'R2')!;
  expect(JSON.stringify(r2)).toContain('a player was ill');
});

test('mochalunt demo refuses a field too small for the knock-out, with its usage', async () => {
  const r = await runCli('demo', '--teams', '5');
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/--teams N {4}number of teams, 8 to 68/);
});
