// The rulebooks' worked examples, kept as data in test/cases/*.json (the project's own copy), checked against
// the engine: M15 game points, M17 team match scores, M18 offered game matches (G), M10 reductions and their
// effect on G, T1 progressive score, L3 Berger table, L4 / M3 rounds paired by hand from 001 4.3 and 4.4 (each
// also the only optimum the independent oracle of test/pairing finds).
import * as fs from 'fs';
import * as path from 'path';
import type { GameResult } from '../../src/engine/core/result';
import { individualMatchScore } from '../../src/engine/mochalunt/scoring/points';
import { mainScores, normalizedScores, teamMatchScore } from '../../src/engine/mochalunt/scoring/teamMatch';
import { offeredGameMatches } from '../../src/engine/mochalunt/scoring/secondary';
import { checkReduction, effectiveReduction, parseLineup, type LineUp } from '../../src/engine/mochalunt/lineup';
import { progressiveScore } from '../../src/engine/tiebreaks/progressive';
import { bergerSchedule } from '../../src/engine/mindlab/berger';
import { pairRound, type PairingRequest } from '../../src/engine/pairing';
import { exhaustiveOptimum } from '../pairing/oracle';
import { teamMatch } from '../scoring/helpers';
import { player } from '../tiebreaks/helpers';

interface Named {
  rule: string;
  what: string;
}
interface Scoring {
  gamePoints: (Named & { games: GameResult[]; expect: number[] })[];
  teamMatches: (Named & { boards: GameResult[][]; sums: number[]; normalized: number[]; main: number[] })[];
  offeredGames: (Named & {
    nap: number;
    lineUpLength: number;
    opponentRoster: number;
    reducedTo: number | null;
    forfeitLossGames: number;
    expect: number;
  })[];
  reductions: (Named & {
    team1: string;
    team2: string;
    typedBy: 'team1' | 'team2';
    typed: number;
    reducedTo: number | null;
    refused?: boolean;
    opponentRoster: number;
    offered: number;
  })[];
}
interface Other {
  progressive: (Named & { results: number[]; expect: number })[];
  berger: (Named & { entrants: number; rounds: string[] })[];
}
interface PairingCases {
  rounds: (Named & {
    system: 'swiss' | 'mcmahon';
    why: string[];
    entrants: { id: string; score: number; met?: string[] }[];
    pairs: [string, string][];
    reasons?: Record<string, string>;
  })[];
}
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8'));
const scoring = read('scoring.json') as Scoring;
const other = read('mindlab-mso.json') as Other;
const pairing = read('pairing.json') as PairingCases;
/** test.each rows: the case's title (its rule first) and the case */
const named = <C extends Named>(cs: C[], also = ''): [string, C][] => cs.map((c) => [`${c.rule}${also}: ${c.what}`, c]);

const lineup = (text: string): LineUp => {
  const l = parseLineup(text);
  if (!l.ok) throw new Error(text);
  return l.value;
};

describe('test/cases/scoring.json', () => {
  test.each(named(scoring.gamePoints))('%s', (_t, c) => {
    const s = individualMatchScore(c.games);
    expect([s.first, s.second]).toEqual(c.expect);
  });
  test.each(named(scoring.teamMatches))('%s', (_t, c) => {
    const m = teamMatch(1, 'Germany', 'France', c.boards);
    const sums = teamMatchScore(m);
    const norm = normalizedScores(m);
    const main = mainScores(m);
    expect([sums.first, sums.second]).toEqual(c.sums);
    expect([norm.first, norm.second]).toEqual(c.normalized);
    expect([main.first, main.second]).toEqual(c.main);
  });
  test.each(named(scoring.offeredGames))('%s', (_t, c) => {
    expect(
      offeredGameMatches(
        { nap: c.nap, lineUpLength: c.lineUpLength, opponentRoster: c.opponentRoster, reducedTo: c.reducedTo },
        c.forfeitLossGames,
      ),
    ).toBe(c.expect);
  });
  test.each(named(scoring.reductions, ', M18'))('%s', (_t, c) => {
    const [t1, t2] = [lineup(c.team1), lineup(c.team2)];
    const reduction = { matches: c.typed, by: c.typedBy };
    expect(effectiveReduction(t1, t2, reduction)).toBe(c.reducedTo);
    expect(checkReduction(t1, t2, reduction).ok).toBe(!c.refused);
    const own = c.typedBy === 'team1' ? t1 : t2;
    const offer = {
      nap: own.players.length,
      lineUpLength: own.players.length + own.seconds.length,
      opponentRoster: c.opponentRoster,
      reducedTo: c.reducedTo,
    };
    expect(offeredGameMatches(offer, 0)).toBe(c.offered);
  });
});

describe('test/cases/mindlab-mso.json', () => {
  test.each(named(other.progressive))('%s', (_t, c) => {
    const p = player(
      'X',
      c.results.map((r, i) => [`o${i}`, r] as const),
    );
    expect(progressiveScore(p, c.results.length)).toBe(c.expect);
  });
  test.each(named(other.berger))('%s', (_t, c) => {
    const text = bergerSchedule(c.entrants).map((r) => r.pairs.map((p) => `${p.first}-${p.second}`).join(' '));
    expect(text).toEqual(c.rounds);
  });
});

describe('test/cases/pairing.json', () => {
  test.each(named(pairing.rounds))('%s', (_t, c) => {
    const request: PairingRequest = {
      entrants: c.entrants.map((e, rank) => ({
        id: e.id,
        score: e.score,
        rank,
        opponents: e.met ?? [],
        hadBye: false,
      })),
      bye: { kind: 'lowestRanked' },
      ...(c.system === 'swiss' ? { scoreStep: 0.5 } : {}),
    };
    const p = pairRound(request);
    expect(p.matches.map((m) => [m.first, m.second])).toEqual(c.pairs);
    for (const [pair, reason] of Object.entries(c.reasons ?? {})) {
      expect(p.matches.find((m) => `${m.first}-${m.second}` === pair)?.reason).toBe(reason);
    }
    // the oracle written from the rules finds this round, and only this one, best
    const best = exhaustiveOptimum(request);
    expect(best.rounds.map((r) => r.pairs.map(([a, b]) => [a, b].sort().join('-')).sort())).toEqual([
      c.pairs.map((x) => x.slice().sort().join('-')).sort(),
    ]);
  });
});
