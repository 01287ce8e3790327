// What the demo prints at the end: the final standings (M18: the knock-out's places 1-8 on top, the champion
// first), who qualified for the knock-out under each ranking setting (from Update standings' summary after
// phase 1), the knock-out results, the top individuals and the prize categories' winners, read back from
// the workbook's Standings, R6-R8, Individual and Categories tabs (as a reader of the shared file would).
import type { Desk, Value } from './desk';

const text = (v: Value | undefined): string => (v === undefined || v === null ? '' : String(v).trim());

function table(desk: Desk, tab: string, headers: string[], limit: number): string[] {
  const grid = desk.readDisplay(tab) ?? [];
  if (grid.length < 2) return [`(${tab} is empty)`];
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const cols = headers.map((h) => grid[0].findIndex((g) => key(g) === key(h)));
  const rows = grid
    .slice(1)
    .filter((r) => r.some((c) => c !== ''))
    .slice(0, limit);
  const cells = [headers, ...rows.map((r) => cols.map((c) => (c < 0 ? '' : r[c])))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  return cells.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

/** Knock-out matches (ids QF.., SF.., F, placement matches) of the phase-2 round tabs, with their scores. */
function knockoutLines(desk: Desk, fromRound: number, toRound: number): string[] {
  const out: string[] = [];
  for (let r = fromRound; r <= toRound; r++) {
    const grid = desk.readDisplay(`R${r}`) ?? [];
    if (grid.length < 2) continue;
    const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    const c = (h: string) => grid[0].findIndex((g) => key(g) === key(h));
    const [m, b, t1, t2, s1, s2, p1, p2] = [
      'match',
      'board',
      'team 1',
      'team 2',
      'score 1',
      'score 2',
      'points 1',
      'points 2',
    ].map(c);
    for (const row of grid.slice(1)) {
      const id = text(row[m]);
      if (id === '' || text(row[b]) !== '' || /^\d+$/.test(id) || id.toLowerCase() === 'bye') continue;
      out.push(
        `round ${r} ${id.padEnd(4)} ${row[t1]} ${row[s1]}-${row[s2]} ${row[t2]} (main score ${row[p1]}-${row[p2]})`,
      );
    }
  }
  return out.length ? out : ['(no knock-out matches)'];
}

/** M20: each prize category's final and winner (or why it has none), from the Categories tab. */
function categoryLines(desk: Desk): string[] {
  const grid = desk.readDisplay('Categories') ?? [];
  if (grid.length < 2) return ['(no Categories tab: the semi-finals are drawn once the round before them is scored)'];
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const c = (h: string) => grid[0].findIndex((g) => key(g) === key(h));
  const [cat, m, p1, t1, p2, t2, s1, s2, w, n] = [
    'category',
    'match',
    'player 1',
    'team 1',
    'player 2',
    'team 2',
    'score 1',
    'score 2',
    'winner',
    'note',
  ].map(c);
  const out: string[] = [];
  for (const row of grid.slice(1)) {
    const id = text(row[m]);
    if (text(row[cat]) === '' || (id !== '' && id !== 'F')) continue;
    const label = `${text(row[cat])}:`.padEnd(12);
    if (id === '') out.push(`${label}${text(row[n])}`);
    else if (text(row[w]) !== '') {
      const first = text(row[w]) === text(row[p1]);
      const score = first ? `${row[s1]}-${row[s2]}` : `${row[s2]}-${row[s1]}`;
      const level = text(row[s1]) === text(row[s2]) ? ' (level: the better-ranked wins)' : '';
      out.push(
        `${label}${text(row[w])} (${text(row[first ? t1 : t2])}) beat ${text(row[first ? p2 : p1])} (${text(row[first ? t2 : t1])}) in the final ${score}${level}`,
      );
    } else out.push(`${label}final ${text(row[p1]) || '?'} v ${text(row[p2]) || '?'}: not decided`);
  }
  return out;
}

/** M4, M18: the qualification lines of Update standings after the last phase-1 round (both ranking settings). */
function qualificationReport(desk: Desk, phase1: number): string[] {
  const click = desk.clicks
    .filter((c) => c.handler === 'menuUpdateStandings' && c.outcome?.status === 'done' && c.outcome.round === phase1)
    .pop();
  const lines = click ? click.summary.split('\n').filter((l) => /qualif/.test(l)) : [];
  return lines.length ? lines : ['(no Update standings after the last phase-1 round)'];
}

export function seasonReport(desk: Desk, rounds: number, phase1: number, top = 10): string {
  return [
    'Final standings (M18: places 1-8 from the knock-out, then the McMahon standings):',
    ...table(
      desk,
      'Standings',
      ['rank', 'team', 'main', 'McMahon', 'secondary', 'normalized %', 'rounds', 'decided by'],
      1000,
    ).map((l) => `  ${l}`),
    '',
    `Knock-out qualification after round ${phase1} (M4, M18):`,
    ...qualificationReport(desk, phase1).map((l) => `  ${l}`),
    '',
    'Knock-out (M4, M5):',
    ...knockoutLines(desk, phase1 + 1, rounds).map((l) => `  ${l}`),
    '',
    `Top ${top} individuals (M19):`,
    ...table(desk, 'Individual', ['rank', 'player', 'team', 'FS', 'matches', 'categories'], top).map((l) => `  ${l}`),
    '',
    'Prize categories (M20):',
    ...categoryLines(desk).map((l) => `  ${l}`),
  ].join('\n');
}
