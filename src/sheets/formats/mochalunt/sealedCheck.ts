// Sealed line-ups (Settings line-ups: form), one response checked on its own: the team's line-up against its
// roster (M8, M11: names, players of another team or joining later), the number of matches as a number (M10),
// the game choice against the round's list (M7), and no contact data (the line-up is written into the shared
// file). Used twice, the same way: when the line-up arrives (the captain's e-mail, src/addon/mochalunt/lineupArrival.ts)
// and by Pair individual matches (sealedPairing.ts), which asks before a team's invalid line-up is replaced by its
// last VALID one sent in time or by the suggested names, and refuses a formula-looking one. Nothing of the opponent is used, so nothing of a sealed line-up leaks to the other team: a
// reduction is checked against the opponent's line-up when the individual matches are paired (reductionNotes).
import type { Season } from '../../season';
import { LINEUP_QUESTIONS } from './sealedLineups';
import { rosterOf } from '../../tabs/players';
import { isContactData } from '../../privacy';
import { looksLikeFormula } from '../../tabs/cellText';
import { effectiveRow, parseRow } from './history';
import {
  checkReduction,
  findName,
  parseLineup,
  type LineUp,
  type SealedResponse,
} from '../../../engine/mochalunt/lineup';
import { checkGamePick, gamesInRound } from '../../../engine/mochalunt/games';
import type { TeamName } from '../../../engine/core/ids';

/** One thing wrong with an answer: the form's question, what is wrong, what to send instead. */
export interface SealedProblem {
  readonly question: string;
  readonly message: string;
  readonly fix: string;
  /** the answer starts like a formula: never used, never read as a line-up not sent (refused at pairing) */
  readonly formula?: true;
}

/** The line-up as read: what Pair individual matches would use. */
export interface SealedReading {
  readonly players: readonly string[];
  readonly seconds: readonly string[];
  readonly strength: readonly number[] | null;
  readonly matches: number | null;
  readonly games: readonly string[];
}

export interface SealedLineupCheck {
  readonly problems: SealedProblem[];
  /** null when the line-up itself cannot be read */
  readonly reading: SealedReading | null;
  /** the team's side in the round when it is paired (M7: team 1 chooses 3 games, team 2 the 4th) */
  readonly side: 'team1' | 'team2' | null;
  /** what is checked later, or worth knowing (the bye) */
  readonly notes: string[];
}

const answer = (r: Readonly<Record<string, string>>, q: string): string => (r[q] ?? '').trim();

/** The team's team match in a paired round: its side and opponent. */
function sideIn(season: Season, round: number, team: string): { side: 'team1' | 'team2'; opponent: string } | null {
  const m = season.rounds.get(round)?.matches.find((x) => x.team1 === team || x.team2 === team);
  return m ? (m.team1 === team ? { side: 'team1', opponent: m.team2 } : { side: 'team2', opponent: m.team1 }) : null;
}

/** M7, M8, M10, M11: everything wrong with one team's response for `round`, and the line-up as read. */
export function checkSealedLineup(
  season: Season,
  team: string,
  round: number,
  answers: Readonly<Record<string, string>>,
): SealedLineupCheck {
  const problems: SealedProblem[] = [];
  const notes: string[] = [];
  const p = (question: string, message: string, fix: string) => problems.push({ question, message, fix });
  const Q = LINEUP_QUESTIONS;
  const side = sideIn(season, round, team);
  for (const q of [Q.lineup, Q.strength, Q.matches, Q.games]) {
    if (isContactData(answer(answers, q)))
      p(
        q,
        'the answer holds an e-mail address or a phone number, and the line-ups are written into the shared file once the deadline has passed',
        'send it again without contact data',
      );
  }
  for (const q of [Q.lineup, Q.strength, Q.matches, Q.games]) {
    const a = answer(answers, q);
    if (looksLikeFormula(a))
      problems.push({
        question: q,
        message: `"${a.length > 40 ? `${a.slice(0, 37)}...` : a}" starts with "${a[0]}", which Sheets reads as a formula: it is not used (a download opened in another program could run it)`,
        fix: `send it again without the "${a[0]}"`,
        formula: true,
      });
  }
  if (problems.length) return { problems, reading: null, side: side?.side ?? null, notes };
  // M8: players of another team, or joining later, named before the roster check
  const text = answer(answers, Q.lineup);
  const roster = rosterOf(season.players, team as TeamName, round);
  const reported: string[] = [];
  for (const name of text
    .split(/[/,]/)
    .map((x) => x.trim())
    .filter((x) => x !== '')) {
    if (findName(name, roster) !== undefined || findName(name, reported) !== undefined) continue;
    const other = season.players.find((x) => x.team !== team && x.name.toLowerCase() === name.toLowerCase());
    if (other) {
      reported.push(other.name);
      p(
        Q.lineup,
        `${other.name} plays for ${other.team}, not for ${team}`,
        `remove ${other.name} (or ask the organizers to move the player to ${team})`,
      );
    }
    const later = season.players.find(
      (x) => x.team === team && x.name.toLowerCase() === name.toLowerCase() && x.joined > round,
    );
    if (later) {
      reported.push(later.name);
      p(
        Q.lineup,
        `${later.name} joins ${team} from round ${later.joined}`,
        `remove ${later.name} from the round ${round} line-up`,
      );
    }
  }
  const parsed = parseLineup(text, { roster, strength: answer(answers, Q.strength) || undefined });
  if (!parsed.ok) {
    for (const e of parsed.problems) {
      if ((e.about ?? []).some((n) => reported.some((r) => r.toLowerCase() === n.toLowerCase()))) continue;
      p(/strength/.test(e.field) ? Q.strength : Q.lineup, e.message, e.fix ?? 'correct the line-up');
    }
  }
  // M10: a whole number; checked against the opponent's line-up when the individual matches are paired
  const matchesText = answer(answers, Q.matches);
  let matches: number | null = null;
  if (matchesText !== '') {
    if (/^\d+$/.test(matchesText) && Number(matchesText) >= 1) {
      matches = Number(matchesText);
      notes.push(
        `the number of matches is used only if ${team} has more available players than the opponent and it is from the opponent's number up to the default number of matches (M10), else the default applies: it is checked when the individual matches are paired`,
      );
    } else
      p(
        Q.matches,
        `"${matchesText}" is not a whole number of individual matches`,
        'type the reduced number of individual matches (M10), e.g. 5, or leave it blank',
      );
  }
  // M7: the game choice
  const typedGames = answer(answers, Q.games)
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g !== '');
  let games: readonly string[] = typedGames;
  if (typedGames.length) {
    const list = season.games.get(round)?.games;
    if (gamesInRound(round, { phase1Rounds: season.settings.phase1Rounds }) !== 5) {
      p(Q.games, `round ${round} has 4 set games; there is nothing to choose`, 'leave the games blank');
    } else if (!list) {
      notes.push(
        `the organizers have not listed round ${round}'s 5 games yet: the game choice is checked when the individual matches are paired (M7)`,
      );
    } else {
      const count = side ? (side.side === 'team1' ? 3 : 1) : typedGames.length === 1 ? 1 : 3;
      const c = checkGamePick(list, typedGames, count);
      if (c.ok) games = c.value;
      else
        for (const e of c.problems)
          p(
            Q.games,
            side
              ? `${e.message} (${team} is team ${side.side === 'team1' ? '1 and chooses 3 games' : '2 and chooses the 4th game'})`
              : e.message,
            e.fix ?? 'correct the games',
          );
    }
  }
  const tab = season.rounds.get(round);
  if (tab && !side && tab.bye?.team === team) notes.push(`${team} has the bye in round ${round}: no line-up is needed`);
  const reading = parsed.ok
    ? {
        players: parsed.value.players,
        seconds: parsed.value.seconds,
        strength: parsed.value.strength ?? null,
        matches,
        games,
      }
    : null;
  return { problems, reading, side: side?.side ?? null, notes };
}

/** "Line-up: X is not on the team's roster" for the organizers (the first problem, and how many more). */
export function problemsInBrief(problems: readonly SealedProblem[]): string {
  if (problems.length === 0) return '';
  const first = `${problems[0].question}: ${problems[0].message}`;
  return problems.length === 1 ? first : `${first}; and ${problems.length - 1} more`;
}

/** The check Pair individual matches gives sealedRound: why a team's response is not used, or null (M8-M11, M7). */
export function sealedValidity(season: Season): (r: SealedResponse, team: string) => string | null {
  return (r, team) => {
    const c = checkSealedLineup(season, team, r.round, r.answers);
    return c.problems.length ? problemsInBrief(c.problems) : null;
  };
}

/**
 * M10 for line-ups from the form, once both line-ups in effect are known: the teams whose number of matches
 * is not used (typed by the team with fewer available players, or out of range), with why. The captain could
 * not know the opponent's sealed line-up, so such a number is left out, not refused: the default applies
 * (docs/decisions.md).
 */
export function reductionNotes(
  season: Season,
  round: number,
  inEffect: ReadonlyMap<string, SealedResponse>,
): Map<string, string> {
  const out = new Map<string, string>();
  const lineupOf = (team: string): LineUp | null => {
    const r = inEffect.get(team);
    if (r) {
      const c = parseLineup(answer(r.answers, LINEUP_QUESTIONS.lineup), {
        roster: rosterOf(season.players, team as TeamName, round),
        strength: answer(r.answers, LINEUP_QUESTIONS.strength) || undefined,
      });
      return c.ok ? c.value : null;
    }
    const eff = effectiveRow(season, team as TeamName, round);
    if (eff.source === 'none') return null;
    const c = parseRow(season, eff.lineup, round);
    return c.ok ? c.value : null;
  };
  for (const [team, r] of inEffect) {
    const typed = answer(r.answers, LINEUP_QUESTIONS.matches);
    const s = sideIn(season, round, team);
    if (typed === '' || !s) continue;
    const own = lineupOf(team);
    const opp = lineupOf(s.opponent);
    if (!own || !opp) continue;
    const [l1, l2] = s.side === 'team1' ? [own, opp] : [opp, own];
    const c = checkReduction(l1, l2, { matches: Number(typed), by: s.side });
    if (!c.ok)
      out.set(
        team,
        `${team}'s number of matches (${typed}) is not used: ${c.problems[0].message.replace(/team ([12])/g, (_, n) => (n === (s.side === 'team1' ? '1' : '2') ? team : s.opponent))} (M10); the default number of matches applies`,
      );
  }
  return out;
}
