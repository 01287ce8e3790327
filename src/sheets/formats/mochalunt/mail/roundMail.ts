// What Send pairings tells each team of a round, read from the season (round tab, Games tab, settings) as
// plain data for compose.ts: one TeamMail per team of the round (both sides of every team match, and the
// team with the bye). The stage follows the round tab: 'individual' once Pair individual matches wrote the
// boards, else 'teams'.
import type { Season } from '../../../season';
import { FORFEIT_PLAYER, type MatchLine } from '../../../tabs/round';
import { boardCalendar, matchCalendar } from '../../../tabs/roundExtension';
import { firstMoveDecider } from '../../../../engine/mochalunt/games';
import type { MailBoard, MailStage, TeamMail } from './compose';

const KNOCKOUT = /^(QF|SF|F$|P\d)/;

/** The stage of a round's e-mails: individual matches once paired, else the team pairings. */
export function roundStage(season: Season, round: number): MailStage | null {
  const tab = season.rounds.get(round);
  if (!tab || (tab.matches.length === 0 && !tab.bye)) return null;
  return tab.individual ? 'individual' : 'teams';
}

function boardsFor(m: MatchLine, side: 'team1' | 'team2'): MailBoard[] {
  return m.boards.map((b) => {
    const c = boardCalendar(m, b);
    const player = side === 'team1' ? b.player1 : b.player2;
    const opponent = side === 'team1' ? b.player2 : b.player1;
    const forfeit = b.player1 === FORFEIT_PLAYER || b.player2 === FORFEIT_PLAYER;
    return {
      board: b.board,
      player,
      opponent,
      forfeit,
      decidesGames: forfeit || b.board < 1 ? [] : [1, 2, 3, 4].filter((g) => firstMoveDecider(b.board, g) === side),
      appointment: c ? c.defaultAppointment : NaN,
      roundEnds: c ? c.roundEnds : NaN,
      extension: b.extension,
    };
  });
}

/** Every team's e-mail data for a round (no resend information), teams in the round tab's order. */
export function roundMails(season: Season, round: number, spreadsheetUrl: string): TeamMail[] {
  const tab = season.rounds.get(round);
  const stage = roundStage(season, round);
  if (!tab || !stage) return [];
  const g = season.games.get(round);
  const games = (g?.games ?? []).map((name, i) => ({ name, platform: g?.platforms?.[i] ?? '' }));
  const base = {
    eventName: season.settings.eventName || 'MOCHALUNT',
    round,
    stage,
    games,
    spreadsheetUrl,
    resend: null,
  };
  const out: TeamMail[] = [];
  for (const m of tab.matches) {
    for (const side of ['team1', 'team2'] as const) {
      out.push({
        ...base,
        team: m[side],
        match: {
          id: m.id,
          team1: m.team1,
          team2: m.team2,
          opponent: side === 'team1' ? m.team2 : m.team1,
          side,
          knockout: KNOCKOUT.test(m.id),
        },
        byeReason: null,
        matchGames: stage === 'individual' ? m.games.filter((x) => x !== '') : [],
        calendar: matchCalendar(m),
        extension: m.extension,
        boards: stage === 'individual' ? boardsFor(m, side) : [],
      });
    }
  }
  if (tab.bye) {
    out.push({
      ...base,
      team: tab.bye.team,
      match: null,
      byeReason: tab.bye.reason.replace(/^bye:\s*/, ''),
      matchGames: [],
      calendar: null,
      extension: null,
      boards: [],
    });
  }
  return out;
}
