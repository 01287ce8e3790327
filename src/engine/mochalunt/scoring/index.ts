// MOCHALUNT scoring (M15-M18, M3 bye): game points, team match scores, secondary score, standings.
export { GAMES_PER_MATCH, MAX_GAME_POINTS, type IndividualMatch, type TeamMatch, type Side, type Pair } from './match';
export { gamePoints, individualMatchScore, isPlayed, unreportedMatches, type UnreportedMatch } from './points';
export { teamMatchScore, anyGamePlayed, mainScores, normalizedPercent, normalizedScores, teamForfeitWinner, teamForfeit, NO_PLAYER } from './teamMatch';
export { offeredGameMatches, averageOffered, coefficientM, secondaryScore, type Offer } from './secondary';
export { DEFAULT_BYE, type ByeSettings } from './bye';
export { scoreTeamMatch, byeRound, type TeamRound } from './teamRound';
export { standings, teamTotals, exactScores, DEFAULT_STANDINGS, type StandingsTieBreak, type ExactScores, type StandingsSettings, type StandingsEntry, type StandingsRow } from './standings';
