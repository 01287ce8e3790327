// The e-mail of Send pairings for one team and one round, as a pure function: plain data in, subject and
// body out (seed 000, Round Procedure: "The organizers communicate the pairings of the team matches (here and
// via email)"; Scheduling and Communication). Two stages: after Pair next round, the team match, the
// opponent, the round's games with their platforms and every M21 deadline in UTC; after Pair individual
// matches, also each player's individual match with the opponent's name, the first-move rule (M14), the
// default appointment (M21) and the link to the spreadsheet. Extensions are shown with their reason; a
// resend after a re-pairing starts with what changed.
import {
  datesInOrder,
  describeExtension,
  formatInstant,
  type Extension,
  type Instant,
  type RoundCalendar,
  type RoundDate,
} from '../../../../engine/mochalunt/calendar';
import { FORFEIT_PLAYER } from '../../../tabs/round';

export type MailStage = 'teams' | 'individual';

export interface MailGame {
  readonly name: string;
  readonly platform: string;
}

export interface MailBoard {
  readonly board: number;
  /** the team's player and the opponent's, as on the round tab */
  readonly player: string;
  readonly opponent: string;
  /** M14: the games in which this team's player decides who moves first (1-based) */
  readonly decidesGames: readonly number[];
  /** M21: this board's default appointment and round deadline (after any extension) */
  readonly appointment: Instant;
  readonly roundEnds: Instant;
  /** the board's own extension, if any */
  readonly extension: Extension | null;
  /** a whole-team forfeit board (no line-up, M13) */
  readonly forfeit: boolean;
}

export interface TeamMail {
  readonly eventName: string;
  readonly round: number;
  readonly stage: MailStage;
  readonly team: string;
  /** null for the team with the bye */
  readonly match: {
    readonly id: string;
    readonly team1: string;
    readonly team2: string;
    readonly opponent: string;
    readonly side: 'team1' | 'team2';
    readonly knockout: boolean;
  } | null;
  readonly byeReason: string | null;
  /** the round's games in order, with platforms (5 in rounds where team 1 picks 3 and team 2 the 4th, M7) */
  readonly games: readonly MailGame[];
  /** the match's games once chosen (individual stage), in order */
  readonly matchGames: readonly string[];
  /** M21: the team match's calendar, extension included */
  readonly calendar: RoundCalendar | null;
  readonly extension: Extension | null;
  readonly boards: readonly MailBoard[];
  readonly spreadsheetUrl: string;
  /** a resend: when the previous e-mail went out and what changed since (empty: nothing changed) */
  readonly resend: { readonly previous: Instant; readonly changes: readonly string[] } | null;
}

interface ComposedMail {
  readonly subject: string;
  readonly body: string;
}

/** 2024-01-20 14:00 UTC */
export function utcText(t: Instant): string {
  return `${formatInstant(t).slice(0, 16).replace('T', ' ')} UTC`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The lines that identify the e-mail's content, compared on a resend to say what changed. */
export function mailFacts(m: TeamMail): string[] {
  const facts: string[] = [];
  if (m.match) facts.push(`team match: ${m.match.team1} v ${m.match.team2}`);
  else facts.push(`bye${m.byeReason ? ` (${m.byeReason})` : ''}`);
  if (m.stage === 'individual') {
    if (m.matchGames.length) facts.push(`games: ${m.matchGames.join(', ')}`);
    for (const b of m.boards) facts.push(`board ${b.board}: ${b.player} v ${b.opponent}`);
  }
  if (m.calendar) facts.push(`round ends: ${utcText(m.calendar.roundEnds)}`);
  return facts;
}

/** What changed between the facts of the previous e-mail and this one, one line each. */
export function changesBetween(before: readonly string[], after: readonly string[]): string[] {
  const key = (f: string) => f.slice(0, f.indexOf(':') + 1) || f;
  const out: string[] = [];
  const old = new Map(before.map((f) => [key(f), f]));
  const now = new Map(after.map((f) => [key(f), f]));
  for (const f of after) {
    const was = old.get(key(f));
    if (was === undefined) out.push(`new: ${f}`);
    else if (was !== f)
      out.push(`${key(f)} was ${was.slice(key(f).length).trim()}, now ${f.slice(key(f).length).trim()}`);
  }
  for (const f of before) if (!now.has(key(f))) out.push(`no longer: ${f}`);
  return out;
}

const DATE_LABELS: Record<RoundDate, string> = {
  published: 'published',
  lineupsDue: 'line-ups due (M13: otherwise the previous line-up is used)',
  gameChoiceDue: 'game choice due (M7: team 1 picks 3 games, team 2 the 4th)',
  changesDue: 'reductions and agreed changes of individual matches due (M10, M12)',
  roundEnds: 'round deadline (M16: matches not reported by then end 0-0)',
};

/** M21: the round's dates by date, then the default appointment */
function deadlineLines(c: RoundCalendar, extension: Extension | null): string[] {
  const ext = extension ? ` (${describeExtension(extension)})` : '';
  return [
    ...datesInOrder(c).map((d) => `- ${DATE_LABELS[d.date]}: ${utcText(d.at)}${d.date === 'published' ? '' : ext}`),
    `- default appointment where none is agreed: ${utcText(c.defaultAppointment)}`,
  ];
}

const FIRST_MOVE_RULE =
  'First move (M14): on odd boards the player of team 1 decides who moves first in games 1 and 3 and the player of team 2 in games 2 and 4; on even boards the reverse.';

/** Subject and body of one team's e-mail. */
export function composeTeamMail(m: TeamMail): ComposedMail {
  const what = m.stage === 'teams' ? 'team pairing' : 'individual matches';
  const headline = m.match ? `${m.match.team1} v ${m.match.team2}` : `${m.team} has the bye`;
  const subject = `${m.eventName} round ${m.round}: ${headline} (${what})${m.resend ? ' [updated]' : ''}`;
  const out: string[] = [];
  out.push(`Dear ${m.team} team,`, '');
  if (m.resend) {
    out.push(`This e-mail replaces the one sent ${utcText(m.resend.previous)}.`);
    if (m.resend.changes.length) out.push('What changed:', ...m.resend.changes.map((c) => `- ${c}`));
    else out.push("Nothing changed for your team; it is sent again at the organizers' request.");
    out.push('');
  }
  if (m.match) {
    out.push(
      `Round ${m.round}${m.match.knockout ? ` (knock-out ${m.match.id})` : ''}: ${m.match.team1} v ${m.match.team2}.`,
    );
    out.push(
      `Your opponent: ${m.match.opponent}. You are team ${m.match.side === 'team1' ? '1' : '2'}${m.match.side === 'team1' ? ' (the better-ranked team)' : ''}.`,
    );
  } else {
    out.push(`Round ${m.round}: ${m.team} has the bye${m.byeReason ? ` (${m.byeReason})` : ''} and plays no match.`);
  }
  out.push('');
  if (m.games.length) {
    out.push(`The round's games${m.games.length === 5 ? ' (5 games: team 1 picks 3, team 2 the 4th, M7)' : ''}:`);
    m.games.forEach((g, i) => out.push(`${i + 1}. ${g.name}${g.platform ? ` (${g.platform})` : ''}`));
    out.push('');
  }
  if (m.calendar && m.match) {
    out.push('Deadlines (all times UTC, M21):', ...deadlineLines(m.calendar, m.extension), '');
  }
  if (m.stage === 'individual' && m.match) {
    if (m.matchGames.length && m.matchGames.join('|') !== m.games.map((g) => g.name).join('|')) {
      out.push(`The games of this match, in order: ${m.matchGames.map((g, i) => `${i + 1}. ${g}`).join(', ')}.`, '');
    }
    // M13, M17: a whole-team forfeit (one side had no line-up) is said with its reason; nothing is scheduled
    const forfeit = m.boards.length > 0 && m.boards.every((b) => b.forfeit) ? m.boards[0] : null;
    const due = m.calendar ? `, ${utcText(m.calendar.lineupsDue)}` : '';
    if (forfeit?.player === FORFEIT_PLAYER)
      out.push(
        `${m.team} loses this team match by forfeit (M13, M17): no line-up of ${m.team} for round ${m.round} arrived by the line-up deadline${due} (one sent later is late), and there is no earlier line-up to use in its place (M13). No game is played and there is nothing to schedule.`,
        '',
      );
    else if (forfeit)
      out.push(
        `${m.match.opponent} has no line-up for round ${m.round} (none by the line-up deadline${due}, and no earlier one to use, M13): ${m.team} wins this team match by forfeit (M17). No game is played and there is nothing to schedule.`,
        '',
      );
    if (m.boards.length === 0)
      out.push('No individual match is played in this team match (neither team sent a line-up, M13, M17).');
    else out.push(`Individual matches (${plural(m.boards.length, 'board')}):`);
    for (const b of m.boards) {
      if (b.forfeit) {
        out.push(`- board ${b.board}: ${b.player} v ${b.opponent} (whole-team forfeit, M13)`);
        continue;
      }
      const decides = b.decidesGames.length
        ? `; ${b.player} decides who moves first in game${b.decidesGames.length > 1 ? 's' : ''} ${b.decidesGames.join(' and ')}`
        : '';
      const ext = b.extension ? `; deadline ${utcText(b.roundEnds)} (${describeExtension(b.extension)})` : '';
      out.push(
        `- board ${b.board}: ${b.player} v ${b.opponent}${decides}; default appointment ${utcText(b.appointment)}${ext}`,
      );
    }
    if (!forfeit && m.boards.length > 0) {
      out.push('', FIRST_MOVE_RULE);
      out.push(
        'Contact your opponent within 7 days and agree a time; where none is agreed, the default appointment applies (M21).',
      );
    }
    out.push('');
  }
  if (m.spreadsheetUrl) out.push(`Pairings, results and standings: ${m.spreadsheetUrl}`, '');
  out.push(`The ${m.eventName} organizers`);
  return { subject, body: out.join('\n') };
}
