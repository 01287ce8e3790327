// M4: one round of phase 2 as a whole: at stage 1 the quarter-final draw of the top 8, at stages 2 and 3 the
// next knock-out matches from the results so far; and the teams left to the McMahon pairing of the same round
// (9th and below, plus eliminated teams with the 'mcmahon' setting). Stages are relative to the phase
// (match.ts), so a season whose phase 1 has any length plays its knock-out in the three rounds after it.
import type { TeamName } from '../../core/ids';
import { fail, ok, type Checked } from '../../core/problem';
import { knockoutRound, mcMahonPool, type KnockoutSettings } from './bracket';
import type { KnockoutMatch, KnockoutResult, KnockoutStage } from './match';
import { drawQuarterFinals } from './quarterFinals';

interface PhaseRound {
  /** the knock-out matches of the stage, team 1 the better-ranked (M5, M7) */
  readonly knockout: readonly KnockoutMatch[];
  /** M4: how the quarter-finals were drawn ("standard draw", or what was adjusted); null after stage 1 */
  readonly drawReason: string | null;
  /** the teams that play the McMahon pairing this round, in ranking order */
  readonly mcMahon: readonly TeamName[];
}

/** What a stage needs: for stages 2 and 3, the knock-out results of the earlier stages and the 8 quarter-finalists. */
interface PhaseSoFar {
  readonly results: readonly KnockoutResult[];
  readonly top8: readonly TeamName[];
}

/**
 * M4, M5: the matches of a phase-2 round. `ranking` is the updated ranking of the active teams (best first),
 * `earlier` every team match played so far (to avoid quarter-final rematches).
 */
export function phaseRound(
  stage: KnockoutStage,
  ranking: readonly TeamName[],
  earlier: readonly (readonly [TeamName, TeamName])[],
  soFar: PhaseSoFar,
  settings: KnockoutSettings,
): Checked<PhaseRound> {
  if (ranking.length < 8) {
    return fail({
      field: 'teams',
      message: `phase 2 starts with a knock-out of 8 teams (M4), but only ${ranking.length} teams are active`,
      fix: 'set "phase 2 rounds" to 0 on the Settings tab, or add teams',
    });
  }
  let knockout: readonly KnockoutMatch[];
  let drawReason: string | null = null;
  let top8: readonly TeamName[];
  if (stage === 1) {
    const draw = drawQuarterFinals(ranking, earlier);
    if (!draw.ok) return draw;
    knockout = draw.value.matches;
    drawReason = draw.value.reason;
    top8 = knockout.flatMap((m) => [m.first, m.second]);
  } else {
    const next = knockoutRound(stage, soFar.results, ranking, settings);
    if (!next.ok) return next;
    knockout = next.value;
    top8 = soFar.top8;
  }
  const playing = new Set(knockout.flatMap((m) => [m.first, m.second]));
  const mcMahon = mcMahonPool(stage, ranking, top8, soFar.results, settings).filter((t) => !playing.has(t));
  return ok({ knockout, drawReason, mcMahon });
}
