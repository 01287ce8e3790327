// The public API of the MOCHALUNT games (M6 game list, M7 game choice, M14 first move), one function per rule.
export { GAME_FAMILIES, gamesInRound, checkGameList } from './gameList';
export { checkGamePick, chooseGames, type SentGameChoice, type GameChoiceHow } from './choice';
export { firstMoveDecider, firstMovePlan } from './firstMove';
