// The knock-out phase after the quarter-finals (M4, M5): who goes through, the semi-finals, the final,
// what eliminated teams play and who stays in the McMahon pool (the places 1-8 are in places.ts).
//
// Eliminated teams (M4 Decision, setting `eliminated`):
// - 'placement' (default): quarter-final losers play for places 5-8: in stage 2 L(QF1)–L(QF2) (P5A) and
//   L(QF3)–L(QF4) (P5B); in stage 3 the two P5 winners play for 5th place (P5) and the two P5 losers for
//   7th place (P7). Semi-final losers play for 3rd place in stage 3 (P3). Every top-8 team plays every round.
// Stages count the rounds of phase 2 (match.ts): 1, 2, 3 are rounds 6, 7, 8 of the 8-round season.
// - 'mcmahon': eliminated teams join the McMahon pool from the next round; they still take the places of
//   the stage they reached (3-4 for semi-final losers, 5-8 for quarter-final losers) by updated ranking.
// - 'none': eliminated teams sit out; places as for 'mcmahon'.
// Teams ranked 9th and below always play McMahon rounds through phase 2 (M4).
// Team 1 of every match is the better-ranked team in the updated ranking passed in (M5, M7).
import type { TeamName } from '../../core/ids';
import { fail, ok } from '../../core/problem';
import type { Checked } from '../../core/problem';
import { orient } from './match';
import type { KnockoutMatch, KnockoutMatchId, KnockoutResult, KnockoutStage } from './match';

export interface KnockoutSettings {
  /** what knock-out losers play next (M4 Decision), default 'placement' */
  readonly eliminated: 'placement' | 'mcmahon' | 'none';
}
const DEFAULT_KNOCKOUT: KnockoutSettings = { eliminated: 'placement' };

interface KnockoutOutcome {
  readonly winner: TeamName;
  readonly loser: TeamName;
  /** 'score': the higher team-match sum (M17); 'ranking': level, the better-ranked team goes through (M5) */
  readonly decidedBy: 'score' | 'ranking';
}

/**
 * M5: the winner of a knock-out match: the higher team-match sum; when level, team 1, which is by
 * construction the better-ranked team in the updated ranking of the round the match was drawn for.
 */
export function knockoutOutcome(result: KnockoutResult): KnockoutOutcome {
  const { first, second } = result.match;
  if (result.firstScore === result.secondScore) return { winner: first, loser: second, decidedBy: 'ranking' };
  const firstWins = result.firstScore > result.secondScore;
  return { winner: firstWins ? first : second, loser: firstWins ? second : first, decidedBy: 'score' };
}

function outcomes(
  results: readonly KnockoutResult[],
  ids: readonly KnockoutMatchId[],
): Checked<Map<KnockoutMatchId, KnockoutOutcome>> {
  const map = new Map<KnockoutMatchId, KnockoutOutcome>();
  const missing: KnockoutMatchId[] = [];
  for (const id of ids) {
    const r = results.find((x) => x.match.id === id);
    if (r) map.set(id, knockoutOutcome(r));
    else missing.push(id);
  }
  if (missing.length > 0) {
    return fail({
      field: 'knock-out',
      message: `no result yet for ${missing.join(', ')}`,
      fix: 'enter the team-match results of the previous knock-out round',
    });
  }
  return ok(map);
}

/**
 * M4: the knock-out matches of stage 2 or 3 from the results of the stages before (all of them or just the
 * previous stage's) and the updated ranking, which orders team 1 (M5, M7).
 */
export function knockoutRound(
  stage: Exclude<KnockoutStage, 1>,
  results: readonly KnockoutResult[],
  ranking: readonly TeamName[],
  settings: KnockoutSettings = DEFAULT_KNOCKOUT,
): Checked<KnockoutMatch[]> {
  const placement = settings.eliminated === 'placement';
  if (stage === 2) {
    const o = outcomes(results, ['QF1', 'QF2', 'QF3', 'QF4']);
    if (!o.ok) return o;
    const q = (id: KnockoutMatchId): KnockoutOutcome => o.value.get(id) as KnockoutOutcome;
    const out = [
      orient('SF1', 2, q('QF1').winner, q('QF2').winner, ranking, 'semi-final W(QF1)–W(QF2)'),
      orient('SF2', 2, q('QF3').winner, q('QF4').winner, ranking, 'semi-final W(QF3)–W(QF4)'),
    ];
    if (placement) {
      out.push(orient('P5A', 2, q('QF1').loser, q('QF2').loser, ranking, 'places 5-8: L(QF1)–L(QF2)'));
      out.push(orient('P5B', 2, q('QF3').loser, q('QF4').loser, ranking, 'places 5-8: L(QF3)–L(QF4)'));
    }
    return ok(out);
  }
  const o = outcomes(results, placement ? ['SF1', 'SF2', 'P5A', 'P5B'] : ['SF1', 'SF2']);
  if (!o.ok) return o;
  const s = (id: KnockoutMatchId): KnockoutOutcome => o.value.get(id) as KnockoutOutcome;
  const out = [orient('F', 3, s('SF1').winner, s('SF2').winner, ranking, 'final')];
  if (placement) {
    out.push(orient('P3', 3, s('SF1').loser, s('SF2').loser, ranking, '3rd place'));
    out.push(orient('P5', 3, s('P5A').winner, s('P5B').winner, ranking, '5th place'));
    out.push(orient('P7', 3, s('P5A').loser, s('P5B').loser, ranking, '7th place'));
  }
  return ok(out);
}

/**
 * M4: the teams that play the McMahon pairing (H4's `pairRound`) in a stage of phase 2, in ranking order:
 * every team of the updated ranking outside the top 8 (`top8`: the quarter-finalists), plus, with
 * `eliminated: 'mcmahon'`, the knock-out losers of earlier stages (from `results`).
 */
export function mcMahonPool(
  stage: KnockoutStage,
  ranking: readonly TeamName[],
  top8: readonly TeamName[],
  results: readonly KnockoutResult[],
  settings: KnockoutSettings = DEFAULT_KNOCKOUT,
): TeamName[] {
  const pool = new Set(ranking.filter((t) => !top8.includes(t)));
  if (settings.eliminated === 'mcmahon') {
    for (const r of results) if (r.match.stage < stage) pool.add(knockoutOutcome(r).loser);
  }
  return ranking.filter((t) => pool.has(t));
}
