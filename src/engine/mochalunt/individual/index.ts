// MOCHALUNT individual ranking (M19) and prize categories (M20).
export { individualRanking, rankingPoints, maxRankingPoints, personalScore, finalScore, exactPersonalScore, exactFinalScore, DEFAULT_INDIVIDUAL, type IndividualSettings, type IndividualRow } from './ranking';
export {
  categoryDraw,
  categoryMatchWinner,
  categoryFinal,
  PRIZE_CATEGORIES,
  CATEGORY_LABELS,
  DEFAULT_PRIZES,
  type AgeGroup,
  type Gender,
  type PrizeCategory,
  type PlayerProfile,
  type PrizeSettings,
  type CategoryMatch,
  type CategoryDraw,
} from './prizes';
