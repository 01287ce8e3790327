// T3 step 3: the percentage of the best opponent's score, capped at 110% per game, averaged over rounds.
import type { TieBreakContext } from './context';
import type { TieBreakEntrant, TieBreakGame, TieBreakStep } from './types';

const BEST_OPPONENT_CAP = 1.1;

/** An opponent's game score: given on the game, else its points in its own record of the same round. */
function opponentScores(g: TieBreakGame, ctx: TieBreakContext): number[] {
  return g.opponents.map((o, i) => {
    if (g.opponentGameScores && g.opponentGameScores[i] !== undefined) return g.opponentGameScores[i];
    const og = ctx.byId.get(o)?.games.find((x) => x.round === g.round);
    return og ? (og.gameScore ?? og.points) : 0;
  });
}

/**
 * T3: own game score ÷ the best opponent's (the winner's, or the runner-up's when this entrant won),
 * capped at 110%. Decision: a best opponent on 0 gives 110% when this entrant scored, 100% when not.
 */
export function gamePercentage(g: TieBreakGame, ctx: TieBreakContext): number | null {
  if (g.opponents.length === 0) return null;
  const own = g.gameScore ?? g.points;
  const best = Math.max(...opponentScores(g, ctx));
  if (best <= 0) return own > 0 ? BEST_OPPONENT_CAP : 1;
  return Math.min(own / best, BEST_OPPONENT_CAP);
}

/**
 * T3: averaged over the rounds completed (1..finalRound). Decision: a round not played counts 0%; a round
 * without opponents (bye, lone player K6) is left out of the average.
 */
export function bestOpponentPercentage(e: TieBreakEntrant, ctx: TieBreakContext): number {
  let sum = 0;
  let rounds = ctx.finalRound;
  for (let r = 1; r <= ctx.finalRound; r++) {
    const games = e.games.filter((g) => g.round === r);
    if (games.length === 0) continue;
    const ps = games.map((g) => gamePercentage(g, ctx)).filter((p): p is number => p !== null);
    if (ps.length === 0) rounds--;
    else sum += ps.reduce((s, p) => s + p, 0) / ps.length;
  }
  return rounds > 0 ? sum / rounds : 0;
}

export function bestOpponentStep(ctx: TieBreakContext): TieBreakStep<TieBreakEntrant> {
  return { name: 'bestOpponentPercentage', values: (group) => group.map((e) => bestOpponentPercentage(e, ctx)) };
}
