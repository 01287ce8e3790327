// docs/guide.md, section 6: each format's walk from an empty spreadsheet is a ```sh block whose first line is
// "# walk: <format>". This test runs every command of every walk exactly as the guide writes it (the command line
// in this process, in a fresh folder), each exiting 0 unless its line ends in "# exits N", then checks what the walk
// left in the workbook: so the guide cannot drift from what the add-on does.
import { existsSync, readdirSync, readFileSync } from 'fs';
import { isAbsolute, join } from 'path';
import { openWorkbook, type LocalWorkbook } from '../../local/runner';
import { runCli } from '../helpers/cli';
import { ALL_FORMATS } from '../../src/sheets/formats';
import { requireBuild, tempDir } from '../helpers/gas';

const GUIDE = join(__dirname, '..', '..', 'docs', 'guide.md');

interface Step {
  readonly line: string;
  readonly args: string[];
  readonly exit: number;
}

/** A shell line's words: plain, "double-quoted", 'single-quoted' and $'ANSI-C quoted' (\t, \n, \\, \'). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < line.length) {
    while (line[i] === ' ') i++;
    if (i >= line.length) break;
    let word = '';
    while (i < line.length && line[i] !== ' ') {
      if (line.startsWith("$'", i)) {
        i += 2;
        while (i < line.length && line[i] !== "'") {
          if (line[i] === '\\') {
            const c = line[i + 1];
            word += c === 't' ? '\t' : c === 'n' ? '\n' : c;
            i += 2;
          } else word += line[i++];
        }
        i++;
      } else if (line[i] === '"' || line[i] === "'") {
        const q = line[i++];
        const end = line.indexOf(q, i);
        if (end < 0) throw new Error(`unclosed ${q} in: ${line}`);
        word += line.slice(i, end);
        i = end + 1;
      } else word += line[i++];
    }
    words.push(word);
  }
  return words;
}

/** Every walk of the guide: its format and its commands, in order. */
function walks(): Map<string, Step[]> {
  const out = new Map<string, Step[]>();
  const text = readFileSync(GUIDE, 'utf8');
  for (const m of text.matchAll(/^```sh\n# walk: (.+)\n([\s\S]*?)^```$/gm)) {
    const steps = m[2]
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((line) => {
        const [command, comment = ''] = line.split(/ {2,}# /);
        const exit = /^exits (\d)/.exec(comment);
        const words = shellWords(command.trim());
        if (words[0] !== 'mochalunt') throw new Error(`a walk's command starts with mochalunt: ${line}`);
        return { line, args: words.slice(1), exit: exit ? Number(exit[1]) : 0 };
      });
    out.set(m[1].trim(), steps);
  }
  return out;
}

/** Runs a walk in a fresh folder; returns the folder and each command's output. */
async function walk(format: string): Promise<{ dir: string; said: string[] }> {
  requireBuild();
  const steps = walks().get(format);
  if (!steps) throw new Error(`docs/guide.md has no walk "${format}"`);
  const dir = tempDir('mochalunt-guide-');
  const said: string[] = [];
  for (const s of steps) {
    const args = s.args.map((a) => (/\.xlsx$/.test(a) && !isAbsolute(a) ? join(dir, a) : a));
    const r = await runCli(...args);
    if (r.code !== s.exit) throw new Error(`exit ${r.code}, not ${s.exit}, of: ${s.line}\n${r.err}\n${r.out}`);
    said.push(r.out + r.err);
  }
  return { dir, said };
}

/** A tab's values as text, row by row (1-based rows and columns as in Sheets, index 0 unused). */
function tab(book: LocalWorkbook, name: string): string[][] {
  const sheet = book.sheetByName(name);
  if (!sheet) throw new Error(`no tab ${name}: ${book.sheets.map((s) => s.name).join(', ')}`);
  return sheet.grid.map((row) => (row ?? []).map((c) => (c === undefined ? '' : String(c.v))));
}

const column = (rows: string[][], header: string): string[] => {
  const c = rows[0].indexOf(header);
  if (c < 0) throw new Error(`no column ${header} in ${rows[0].join(', ')}`);
  return rows.slice(1).map((r) => r[c] ?? '');
};

test('the guide has a walk of every format but MOCHALUNT, and the walks parse', () => {
  // every format of the registry (src/sheets/formats/registry.ts) but MOCHALUNT, and the team Swiss (L5)
  expect([...walks().keys()].sort()).toEqual([...ALL_FORMATS.filter((f) => f !== 'mochalunt'), 'team swiss'].sort());
  expect(shellWords(`edit a.xlsx "R1!D2" $'1-0\\n0-1' 'x y'`)).toEqual(['edit', 'a.xlsx', 'R1!D2', '1-0\n0-1', 'x y']);
});

test('Swiss: set up, entrants, the results form agreed and disputed, a withdrawal, a correction after scoring', async () => {
  const { dir, said } = await walk('swiss');
  const book = await openWorkbook(join(dir, 'open.xlsx'));
  expect(book.sheets.map((s) => s.name)).not.toContain('Teams');
  expect(column(tab(book, 'Settings'), 'key')).not.toContain('phase 1 rounds');
  expect(tab(book, 'Overview')[0][0]).toBe('Spring Open');
  // the agreed report was written, the disputed one left to the organizers, who typed it; D3 corrected after scoring
  expect(column(tab(book, 'R1'), 'result')).toEqual(['1-0', '1-0', '0-1', '1-0']);
  expect(said.join('\n')).toContain('agreed: 1-0, written on R1, Match 4: Di Evans v Hal Ives');
  expect(said.join('\n')).toContain('in dispute: Ann Lee reported 1-0');
  const outcomes = column(tab(book, 'Results log'), 'outcome').join('\n');
  expect(outcomes).toContain('corrected after scoring: R1!D3 ½-½ to 1-0');
  expect(readdirSync(join(dir, 'open.xlsx.outbox', 'other')).length).toBe(4);
  // Hal Ives left after round 1: round 2 pairs the other seven and a bye
  const r2 = tab(book, 'R2');
  expect(r2.flat()).not.toContain('Hal Ives');
  expect(column(r2, 'match')).toContain('bye');
  expect(column(tab(book, 'Standings'), 'entrant').filter((e) => e !== '')).toHaveLength(8);
});

test('league: the Berger schedule, round 1 scored, round 2 paired', async () => {
  const { dir } = await walk('league');
  const book = await openWorkbook(join(dir, 'club.xlsx'));
  expect(book.sheetByName('Schedule')).toBeDefined();
  expect(column(tab(book, 'R2'), 'first').filter((e) => e !== '')).toHaveLength(3);
  expect(column(tab(book, 'Standings'), 'entrant').filter((e) => e !== '')).toHaveLength(5);
});

test('team Swiss: the board columns added, four team matches of four boards scored', async () => {
  const { dir } = await walk('team swiss');
  const book = await openWorkbook(join(dir, 'teams.xlsx'));
  expect(tab(book, 'Entrants')[0]).toEqual(expect.arrayContaining(['Abalone', 'Checkers', 'Quoridor', 'Octi']));
  const standings = tab(book, 'Standings');
  expect(column(standings, 'entrant').filter((e) => e !== '')).toHaveLength(8);
  expect(standings[1]).toContain('Birch');
});

test('multi-player: tables of four, places and carrots scored, session 2 seated', async () => {
  const { dir } = await walk('multiplayer');
  const book = await openWorkbook(join(dir, 'tables.xlsx'));
  expect(column(tab(book, 'Standings'), 'player').slice(0, 2).sort()).toEqual(['Ann', 'Fay']);
  expect(column(tab(book, 'R2'), 'player').filter((e) => e !== '')).toHaveLength(8);
});

test('double round robin: round 1 scored, round 2 paired', async () => {
  const { dir } = await walk('double round robin');
  const book = await openWorkbook(join(dir, 'robin.xlsx'));
  expect(column(tab(book, 'Standings'), 'player')[0]).toBe('Ann');
  expect(existsSync(join(dir, 'robin.xlsx'))).toBe(true);
  expect(column(tab(book, 'R2'), 'first').filter((e) => e !== '')).toHaveLength(2);
});

test('single round robin: round 1 scored, ranked by games won', async () => {
  const { dir } = await walk('single round robin');
  const book = await openWorkbook(join(dir, 'once.xlsx'));
  // round 1 of the Berger table is Ann v Di and Bo v Cy: Ann won, Bo and Cy drew; Ann first by games won, Di last
  const players = column(tab(book, 'Standings'), 'player').filter((e) => e !== '');
  expect(players[0]).toBe('Ann');
  expect(players[players.length - 1]).toBe('Di');
});
