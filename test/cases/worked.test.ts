// The rulebooks' worked examples, kept as data in test/cases/*.json (the project's own copy), checked against
// the engine: M15 game points, M17 team match scores, M18 offered game matches (G), M10 reductions and their
// effect on G, T1 progressive score, L3 Berger table.
import * as fs from 'fs';
import * as path from 'path';
import type { GameResult } from '../../src/engine/core/result';
import { individualMatchScore } from '../../src/engine/mochalunt/scoring/points';
import { mainScores, normalizedScores, teamMatchScore } from '../../src/engine/mochalunt/scoring/teamMatch';
import { offeredGameMatches } from '../../src/engine/mochalunt/scoring/secondary';
import { checkReduction, effectiveReduction, parseLineup, type LineUp } from '../../src/engine/mochalunt/lineup';
import { progressiveScore } from '../../src/engine/tiebreaks/progressive';
import { bergerSchedule } from '../../src/engine/mindlab/berger';
import { teamMatch } from '../scoring/helpers';
import { player } from '../tiebreaks/helpers';

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8'));
const scoring = read('scoring.json');
const other = read('mindlab-mso.json');

const lineup = (text: string): LineUp => {
  const l = parseLineup(text);
  if (!l.ok) throw new Error(text);
  return l.value;
};

describe('test/cases/scoring.json', () => {
  test.each(scoring.gamePoints.map((c: { rule: string; what: string }) => [`${c.rule}: ${c.what}`, c]))('%s', (_t, c) => {
    const s = individualMatchScore(c.games as GameResult[]);
    expect([s.first, s.second]).toEqual(c.expect);
  });
  test.each(scoring.teamMatches.map((c: { rule: string; what: string }) => [`${c.rule}: ${c.what}`, c]))('%s', (_t, c) => {
    const m = teamMatch(1, 'Germany', 'France', c.boards as GameResult[][]);
    const sums = teamMatchScore(m);
    const norm = normalizedScores(m);
    const main = mainScores(m);
    expect([sums.first, sums.second]).toEqual(c.sums);
    expect([norm.first, norm.second]).toEqual(c.normalized);
    expect([main.first, main.second]).toEqual(c.main);
  });
  test.each(scoring.offeredGames.map((c: { rule: string; what: string }) => [`${c.rule}: ${c.what}`, c]))('%s', (_t, c) => {
    expect(offeredGameMatches({ nap: c.nap, lineUpLength: c.lineUpLength, opponentRoster: c.opponentRoster, reducedTo: c.reducedTo }, c.forfeitLossGames)).toBe(c.expect);
  });
  test.each(scoring.reductions.map((c: { rule: string; what: string }) => [`${c.rule}, M18: ${c.what}`, c]))('%s', (_t, c) => {
    const [t1, t2] = [lineup(c.team1), lineup(c.team2)];
    const reduction = { matches: c.typed, by: c.typedBy };
    expect(effectiveReduction(t1, t2, reduction)).toBe(c.reducedTo);
    expect(checkReduction(t1, t2, reduction).ok).toBe(!c.refused);
    const own = c.typedBy === 'team1' ? t1 : t2;
    const offer = { nap: own.players.length, lineUpLength: own.players.length + own.seconds.length, opponentRoster: c.opponentRoster, reducedTo: c.reducedTo };
    expect(offeredGameMatches(offer, 0)).toBe(c.offered);
  });
});

describe('test/cases/mindlab-mso.json', () => {
  test.each(other.progressive.map((c: { rule: string; what: string }) => [`${c.rule}: ${c.what}`, c]))('%s', (_t, c) => {
    const p = player('X', (c.results as number[]).map((r, i) => [`o${i}`, r] as const));
    expect(progressiveScore(p, c.results.length)).toBe(c.expect);
  });
  test.each(other.berger.map((c: { rule: string; what: string }) => [`${c.rule}: ${c.what}`, c]))('%s', (_t, c) => {
    const text = bergerSchedule(c.entrants).map((r) => r.pairs.map((p) => `${p.first}-${p.second}`).join(' '));
    expect(text).toEqual(c.rounds);
  });
});
