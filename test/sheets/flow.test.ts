// A whole season through the planners over an in-memory workbook, checked against the engine computed
// from the round tabs' cells directly.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { NOW } from './memory';
import { seasonBook, playRound, ok, categoriesOf } from './season';
import { individualRanking } from '../../src/engine/mochalunt/individual/ranking';
import type { TeamMatch } from '../../src/engine/mochalunt/scoring/match';
import type { GameResult } from '../../src/engine/core/result';
import { playerName, roundNumber, teamName } from '../../src/engine/core/ids';
import { exported } from './exported';

const RESULT: Record<string, GameResult> = {
  '1-0': 'win',
  '0-1': 'loss',
  '½-½': 'draw',
  '+': 'forfeitWin',
  '-': 'forfeitLoss',
  '': 'unplayed',
  '0-0': 'unplayed',
};

test('M2-M19: a season of 8 rounds (10 teams); Standings and Individual agree with the engine on the round tabs', () => {
  const book = seasonBook({ teams: 10 });
  for (let r = 1; r <= 8; r++) playRound(book, r);
  book.apply(ok(ACTIONS.updateStandings(book, { now: NOW })));
  book.apply(ok(ACTIONS.individualRanking(book, { now: NOW, categories: categoriesOf(book) })));
  // every round: each active team plays once or has the bye
  const matches: TeamMatch[] = [];
  const main = new Map<string, number>();
  for (let r = 1; r <= 8; r++) {
    const rows = book.rows(`R${r}`);
    const seen: string[] = [];
    let current: { first: string; second: string; matches: TeamMatch['matches'][number][] } | null = null;
    for (const row of rows) {
      if (row.match === 'bye') {
        seen.push(String(row['team 1']));
        main.set(String(row['team 1']), (main.get(String(row['team 1'])) ?? 0) + Number(row['points 1']));
        continue;
      }
      if (row.board === '') {
        if (current)
          matches.push({
            round: roundNumber(r),
            first: teamName(current.first),
            second: teamName(current.second),
            matches: current.matches,
          });
        current = { first: String(row['team 1']), second: String(row['team 2']), matches: [] };
        seen.push(current.first, current.second);
        main.set(current.first, (main.get(current.first) ?? 0) + Number(row['points 1']));
        main.set(current.second, (main.get(current.second) ?? 0) + Number(row['points 2']));
        continue;
      }
      current!.matches.push({
        board: Number(row.board),
        first: playerName(String(row['player 1'])),
        second: playerName(String(row['player 2'])),
        games: [1, 2, 3, 4].map((k) => RESULT[String(row[`game ${k}`])]),
      });
    }
    if (current)
      matches.push({
        round: roundNumber(r),
        first: teamName(current.first),
        second: teamName(current.second),
        matches: current.matches,
      });
    expect(seen.sort()).toEqual(
      book
        .rows('Teams')
        .map((t) => String(t.team))
        .sort(),
    );
  }
  const standings = book.rows('Standings');
  expect(standings).toHaveLength(10);
  for (const s of standings) expect(s.main).toBe(main.get(String(s.team)));
  const expected = individualRanking(matches);
  const individual = book.rows('Individual');
  expect(individual.map((r) => [r.player, r.team])).toEqual(expected.map((r) => [r.player, r.team]));
  individual.forEach((r, i) => expect(r.FS).toBeCloseTo(expected[i].fs, 12));
  const json = exported(ok(ACTIONS.exportJson(book, { now: NOW })).result as string);
  expect(json.rounds).toHaveLength(8);
  expect(json.standings.map((s: { team: string }) => s.team)).toEqual(standings.map((s) => s.team));
  expect(json.individual[0]).toEqual({
    rank: 1,
    place: 1,
    level: false,
    player: individual[0].player,
    team: individual[0].team,
    fs: individual[0].FS,
  });
  // M18: after round 8 the export lists the champion (the final's winner) first, the final's loser second
  const final = json.rounds[7].matches.find((m: { id: string }) => m.id === 'F')!;
  const champion = final.score1 >= final.score2 ? final.team1 : final.team2;
  expect(json.standings[0]).toMatchObject({ place: 1, team: champion, stage: 'knock-out', decidedBy: 'final' });
  expect(json.standings[1]).toMatchObject({ place: 2, team: champion === final.team1 ? final.team2 : final.team1 });
  expect(String(standings[0].rank)).toBe('1');
  expect(standings[0].team).toBe(champion);
  expect(json.rounds[0].matches[0].individual[0].games).toHaveLength(4);
  // phase 2: quarter-finals in round 6, semi-finals and placement in 7, final in 8
  expect(json.rounds[5].matches.slice(0, 4).map((m: { id: string }) => m.id)).toEqual(['QF1', 'QF2', 'QF3', 'QF4']);
  expect(json.rounds[7].matches.map((m: { id: string }) => m.id)).toEqual(
    expect.arrayContaining(['F', 'P3', 'P5', 'P7']),
  );
});

test('M21: deadlines come from the season start, so pairing again gives the same sheet', () => {
  const book = seasonBook({ teams: 8 });
  const a = ok(ACTIONS.pairNextRound(book, { now: NOW }));
  const b = ok(ACTIONS.pairNextRound(book, { now: new Date('2030-01-01T00:00:00Z') }));
  expect(b.blocks).toEqual(a.blocks);
  expect(a.summary).toMatch(
    /Published 2024-01-15 18:00 UTC; line-ups due 2024-01-20 18:00; changes due 2024-01-23 18:00; round ends 2024-02-14 18:00; default appointment 2024-02-10 14:00/,
  );
});

test('set up never changes existing data and is idempotent', () => {
  const book = seasonBook({ teams: 8 });
  const again = ok(ACTIONS.setUp(book, { now: NOW }));
  expect(again.newTabs).toHaveLength(0);
  expect(again.blocks).toHaveLength(0);
  book.tabs.get('Teams')!.push(['Norway', 9, '']);
  const more = ok(ACTIONS.setUp(book, { now: NOW }));
  expect(more.blocks).toHaveLength(1);
  const lastRow = book.tabs.get('Line-ups')!.length;
  expect(more.blocks[0].row).toBe(lastRow + 1);
  expect(more.blocks[0].values).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((r) => [r, 'Norway']));
});

test('M9, M12, M14 on the round tab: boards, an agreed change and the first-move deciders', () => {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  const m = book.rows('R1')[0];
  const g = book.tabs.get('Line-ups')!;
  const players = book.rows('Players');
  for (const r of g.slice(1))
    if (r[0] === 1)
      r[2] = players
        .filter((p) => p.team === r[1])
        .map((p) => String(p.player))
        .slice(0, 4)
        .join(', ');
  const t1 = String(m['team 1']);
  const t2 = String(m['team 2']);
  const rowOf = (team: string) => g.findIndex((r) => r[1] === team && r[0] === 1);
  g[rowOf(t1)][2] = `${t1} A, ${t1} B, ${t1} C, ${t1} D / ${t1} A, ${t1} B`;
  g[rowOf(t1)][6] = `2: ${t1} A - ${t2} B`;
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  const boards = book.rows('R1').filter((r) => r.match === m.match && r.board !== '');
  expect(boards.map((b) => `${String(b['player 1'])}-${String(b['player 2'])}`)).toEqual([
    `${t1} A-${t2} A`,
    `${t1} A-${t2} B`,
    `${t1} C-${t2} C`,
    `${t1} D-${t2} D`,
  ]);
  expect(boards[0]['first move']).toBe(`${t1} A: games 1, 3 · ${t2} A: games 2, 4`);
  expect(boards[1]['first move']).toBe(`${t1} A: games 2, 4 · ${t2} B: games 1, 3`);
  expect(book.rows('R1')[0].reason).toMatch(/agreed changes applied \(M12\)/);
});

test('M16: unreported games end 0-0 and are listed in the summary; M17 points', () => {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  const g = book.tabs.get('Line-ups')!;
  const players = book.rows('Players');
  for (const r of g.slice(1))
    if (r[0] === 1)
      r[2] = players
        .filter((p) => p.team === r[1])
        .map((p) => String(p.player))
        .slice(0, 4)
        .join(', ');
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  const r1 = book.tabs.get('R1')!;
  const h = r1[0].map(String);
  const boards = r1.filter((r, i) => i > 0 && r[h.indexOf('board')] !== '');
  // every board 1-0, ½-½, 0-1, 1-0 (9-7, rulebook example) except the first board: games 2 and 4 unreported
  for (const b of boards)
    ['1-0', '½-½', '0-1', '1-0'].forEach((v, k) => {
      b[h.indexOf(`game ${k + 1}`)] = v;
    });
  boards[0][h.indexOf('game 2')] = '';
  boards[0][h.indexOf('game 4')] = '0-0';
  const plan = ok(ACTIONS.scoreRound(book, { now: NOW }));
  expect(plan.warnings[0]).toMatch(/1 individual match with unreported games, scored 0-0 \(M16\)/);
  expect(plan.warnings[1]).toMatch(/board 1, .+: games 2, 4 end 0-0 \(M16\)/);
  book.apply(plan);
  const rows = book.rows('R1');
  expect(rows[1]['score 1']).toBe(4); // 1-0 and 0-1: 3 + 1
  expect(rows[2]['score 1']).toBe(9);
  expect(rows[2]['score 2']).toBe(7);
  const m2 = rows.filter((r) => r.board === '')[1];
  expect([m2['score 1'], m2['score 2'], m2['points 1'], m2['points 2']]).toEqual([36, 28, 3, 1]);
});
