// Every menu action's planner by name (the add-on's menu maps to these).
import type { MochaluntPlanner } from './planner';
import { setUp } from './setUp';
import { checkLineups, lineupCheck } from './checkLineups';
import { pairNextRound } from './pairNextRound';
import { pairIndividual } from './pairIndividual';
import { scoreRound } from './scoreRound';
import { updateStandings, individualRanking } from './standings';
import { exportJson } from './exportJson';
import { addRegistrations } from './addRegistrations';

export type ActionName =
  | 'setUp'
  | 'checkLineups'
  | 'pairNextRound'
  | 'pairIndividual'
  | 'scoreRound'
  | 'updateStandings'
  | 'individualRanking'
  | 'exportJson'
  | 'lineupCheck'
  | 'addRegistrations';

export const ACTIONS: Readonly<Record<ActionName, MochaluntPlanner>> = {
  setUp,
  checkLineups,
  pairNextRound,
  pairIndividual,
  scoreRound,
  updateStandings,
  individualRanking,
  exportJson,
  lineupCheck,
  addRegistrations,
};
