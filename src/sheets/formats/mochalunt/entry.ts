// MOCHALUNT (M1-M21) as an entry of the format registry: its planners (this folder), its Overview and the
// add-on's tools it uses (captains, line-up log and forms, registration, scheduling, e-mailed pairings).
import type { FormatEntry } from '../entry';
import { mochaluntNext } from './next';
import { setUp } from './setUp';
import { checkLineups } from './checkLineups';
import { pairNextRound } from './pairNextRound';
import { pairIndividual } from './pairIndividual';
import { scoreRound } from './scoreRound';
import { updateStandings, individualRanking } from './standings';
import { exportJson } from './exportJson';
import { addRegistrations } from './addRegistrations';
import { mochaluntOverview } from './overview';

export const MOCHALUNT: FormatEntry = {
  names: ['mochalunt'],
  settings: [],
  planners: {
    setUp,
    checkLineups,
    pairNextRound,
    pairIndividual,
    scoreRound,
    updateStandings,
    individualRanking,
    exportJson,
    addRegistrations,
  },
  overview: mochaluntOverview,
  tools: ['captains', 'lineupLog', 'lineupForm', 'registrationForm', 'schedulingForm', 'resultsForm', 'sendPairings'],
  draws: false,
  results: () => 'season',
  next: mochaluntNext,
  missing: () => ({ message: 'this action is not part of MOCHALUNT', fix: 'use the MOCHALUNT menu' }),
};
