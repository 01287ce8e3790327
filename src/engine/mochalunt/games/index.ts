// The public API of the MOCHALUNT games (M6 game list, M7 game choice, M14 first move), one function per rule.
export { GAME_FAMILIES, DEFAULT_GAME_LIST, gamesInRound, checkGameList, type GameFamily, type RoundGame, type CheckedGame, type GameListSettings } from './gameList';
export { DEFAULT_GAME_CHOICE, checkGamePick, chooseGames, type SentGameChoice, type GameChoice, type GameChoiceHow, type GameChoiceSettings } from './choice';
export { firstMoveDecider, firstMovePlan, type FirstMoveDecision } from './firstMove';
