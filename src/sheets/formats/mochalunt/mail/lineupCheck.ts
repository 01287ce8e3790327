// The e-mail a captain gets when a line-up arrives through the line-up form (Settings line-ups: form): valid,
// with the line-up as read (players, NAP, second part, strength, reduction, game choice); not valid, with
// what is wrong and what to send instead; late (M13); or not used (a round that is over, an address that is the
// captain of several teams). Each says that the last valid line-up sent before the deadline applies, and what
// applies meanwhile. Plain text in, plain text out: src/addon/mochalunt/lineupArrival.ts sends it. It names only
// the sender's own team and line-up, never the opponent's (the line-ups are sealed until the deadline).
import type { SealedResponse } from '../../../../engine/mochalunt/lineup';
import { utc } from '../../../tabs/round';
import { LINEUP_QUESTIONS } from '../sealedLineups';
import { problemsInBrief, type SealedLineupCheck } from '../sealedCheck';

export type ArrivalVerdict = 'valid' | 'not valid' | 'late' | 'not used';

interface ArrivalCase {
  /** the event's name (Settings), for the subject */
  readonly event: string;
  readonly team: string;
  readonly response: SealedResponse;
  readonly check: SealedLineupCheck;
  /** the round whose line-ups are read now (the last paired) and its line-up deadline (null: not set) */
  readonly target: { readonly round: number; readonly deadline: number | null };
  /** the response's round is finished (scored), or its individual matches are paired */
  readonly scored: boolean;
  readonly individual: boolean;
  /** the team's last valid response for this round sent in time before this one */
  readonly previousValid: SealedResponse | null;
  /** M13: the round whose line-up applies when the team has none for this round (null: none, a forfeit) */
  readonly fallbackRound: number | null;
}

export interface ArrivalMail {
  readonly verdict: ArrivalVerdict;
  readonly subject: string;
  readonly body: string;
  /** one line for the organizers, without any address */
  readonly brief: string;
}

const Q = LINEUP_QUESTIONS;
const answerOf = (r: SealedResponse, q: string): string => (r.answers[q] ?? '').trim();

function verdictOf(c: ArrivalCase): ArrivalVerdict {
  const round = c.response.round;
  if (round < c.target.round || c.scored) return 'not used';
  if (round === c.target.round && c.target.deadline !== null && c.response.at > c.target.deadline) return 'late';
  return c.check.problems.length ? 'not valid' : 'valid';
}

/** What applies for the team while this response is not used. */
function meanwhile(c: ArrivalCase): string {
  const p = c.previousValid;
  if (p) return `your line-up sent ${utc(p.at)} UTC applies (${answerOf(p, Q.lineup)})`;
  if (c.fallbackRound !== null)
    return `${c.team} has no valid line-up for round ${c.response.round} yet: without one, the line-up of round ${c.fallbackRound} applies (M13)`;
  return `${c.team} has no valid line-up for round ${c.response.round} yet: without one, the team match is lost by forfeit (M13, M17)`;
}

/** The deadline of the response's round, as the captain reads it. */
function dueText(c: ArrivalCase): string {
  if (c.response.round === c.target.round && c.target.deadline !== null)
    return `the deadline, ${utc(c.target.deadline)} UTC,`;
  return `the line-up deadline of round ${c.response.round} (set when its team pairings are published, M21)`;
}

function readingLines(c: ArrivalCase): string[] {
  const r = c.check.reading;
  if (!r) return [];
  const slots = r.players.length + r.seconds.length;
  return [
    `- players (NAP ${r.players.length}, M8): ${r.players.join(', ')}`,
    `- second part, who play twice: ${r.seconds.length ? `${r.seconds.join(', ')} (${slots} individual matches at most)` : 'none'}`,
    `- strength order (M11): ${r.strength ? r.strength.join(', ') : 'none (the order of the line-up)'}`,
    `- number of individual matches (M10): ${r.matches === null ? 'no reduction: the default number applies (M9)' : `${r.matches}`}`,
    `- game choice (M7): ${r.games.length ? r.games.join(', ') : 'none'}`,
  ];
}

function sentLines(r: SealedResponse): string[] {
  return [Q.round, Q.lineup, Q.strength, Q.matches, Q.games].map(
    (q) => `- ${q}: ${q === Q.round ? `Round ${r.round}` : answerOf(r, q) || '(blank)'}`,
  );
}

/** The captain's e-mail for one response (and the organizers' line). */
export function arrivalMail(c: ArrivalCase): ArrivalMail {
  const verdict = verdictOf(c);
  const round = c.response.round;
  const when = `${utc(c.response.at)} UTC`;
  const head = `${c.team}, round ${round}: the line-up you sent ${when} through the line-up form`;
  const last = `the last valid line-up you send before ${dueText(c)} applies`;
  const lines: string[] = [];
  const problems = c.check.problems.map((p) =>
    `- ${p.question}: ${p.message}. ${p.fix.replace(/^./, (x) => x.toUpperCase())}.`.replace(/\.\.$/, '.'),
  );
  if (verdict === 'not used') {
    lines.push(
      `${head} is not used: round ${round} is over${c.scored ? ' (its results are scored)' : ` (round ${c.target.round} is the current round)`}.`,
    );
    if (c.target.round > round)
      lines.push('', `To send a line-up for round ${c.target.round}, choose "Round ${c.target.round}" in the form.`);
  } else if (verdict === 'late') {
    lines.push(
      `${head} arrived after ${dueText(c).replace(/,$/, '')}: it is not used (M13).`,
      '',
      `${meanwhile(c).replace(/^./, (x) => x.toUpperCase())}.`,
    );
    if (problems.length) lines.push('', 'It was not valid either:', ...problems);
  } else if (verdict === 'not valid') {
    lines.push(
      `${head} is NOT VALID, so it is not used: it counts as not sent.`,
      '',
      'What is wrong, and what to send instead:',
      ...problems,
      '',
      'You sent:',
      ...sentLines(c.response),
    );
    lines.push('', `Send the form again with the corrections: ${last}. Until then, ${meanwhile(c)}.`);
  } else {
    lines.push(`${head} is VALID.`, '', 'As read:', ...readingLines(c));
    if (c.check.notes.length) lines.push('', ...c.check.notes.map((n) => `Note: ${n}.`));
    lines.push('', `To change it, send the form again: ${last}.`);
    if (c.individual && round === c.target.round)
      lines.push(
        '',
        `The individual matches of round ${round} are already paired: the organizers pair them again to use this line-up.`,
      );
  }
  lines.push('', 'This check is automatic. The line-ups stay sealed: no other team sees yours before the deadline.');
  const subjectWhat =
    verdict === 'valid'
      ? 'is valid'
      : verdict === 'not valid'
        ? 'is NOT valid'
        : verdict === 'late'
          ? 'arrived late'
          : 'is not used';
  const brief = `${when}, ${c.team}, round ${round}: ${verdict}${verdict === 'not valid' ? ` (${problemsInBrief(c.check.problems)})` : ''}`;
  return {
    verdict,
    subject: `${c.event}: your line-up for round ${round} ${subjectWhat} (${c.team})`,
    body: lines.join('\n'),
    brief,
  };
}

/** The e-mail to an address registered as the captain of several teams (its line-ups are not used). */
export function severalTeamsMail(event: string, teams: readonly string[], r: SealedResponse): ArrivalMail {
  const body = [
    `The line-up you sent ${utc(r.at)} UTC through the line-up form for round ${r.round} is not used: your address is registered as the captain of ${teams.join(' and ')}, and the organizers keep one team per address.`,
    '',
    'Ask the organizers to correct the captains (Captains and protections), then send the form again.',
  ].join('\n');
  return {
    verdict: 'not used',
    subject: `${event}: your line-up for round ${r.round} is not used`,
    body,
    brief: `${utc(r.at)} UTC, round ${r.round}: from the captain of ${teams.join(' and ')}: not used`,
  };
}
