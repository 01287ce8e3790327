// L3: a Mind Lab league round from the sheet: the Berger table over the entrants in seed order (the whole
// schedule is known in advance), a bye worth 0 in an odd field. Decision: a league takes no late entrants
// (its table is fixed at the start); the games of an entrant who left are written as forfeits.
import { leagueRound } from '../../../engine/mindlab/league';
import { bergerSchedule } from '../../../engine/mindlab/berger';
import { byePoints } from '../../../engine/mindlab/format';
import type { SheetProblem } from '../../plan';
import { ENTRANTS_TAB, playsRound, type EntrantRow } from '../entrants';
import type { TwoPlayerBook } from './twoPlayerEvent';
import { noRound, type ProposedRound } from '../proposal';

/** L3, K6: the result known before the game when one side has left: a forfeit (0-0 when both have). */
function forfeit(first: EntrantRow, second: EntrantRow, round: number): string | undefined {
  const a = playsRound(first, round),
    b = playsRound(second, round);
  if (a && b) return undefined;
  return a ? '+' : b ? '-' : '0-0';
}

/** L3: round `round` of the league, by name. */
export function leagueRoundProposal(b: TwoPlayerBook, round: number): ProposedRound {
  const late = b.entrants.filter((e) => e.fromRound > 1);
  if (late.length > 0) {
    return noRound(
      late.map((e): SheetProblem => ({
        tab: ENTRANTS_TAB,
        row: e.at + 1,
        column: 'from round',
        message: `${e.name} enters from round ${e.fromRound}, but a league's Berger table is fixed at the start (L3)`,
        fix: 'clear "from round" (the entrant plays every round), or remove the entrant',
      })),
    );
  }
  if (b.entrants.length < 2)
    return noRound([
      {
        tab: ENTRANTS_TAB,
        message: `${b.entrants.length} entrant(s); a league needs at least 2`,
        fix: 'list the entrants on the Entrants tab',
      },
    ]);
  const schedule = bergerSchedule(b.entrants.length);
  if (round > schedule.length)
    return noRound([
      {
        tab: 'Settings',
        message: `a league of ${b.entrants.length} has ${schedule.length} rounds (L3), not ${round}`,
        fix: 'clear the "rounds" setting',
      },
    ]);
  const names = b.entrants.map((e) => e.name);
  const byName = new Map(b.entrants.map((e) => [e.name, e] as const));
  const r = leagueRound(names, round);
  const seedOf = (n: string) => names.indexOf(n) + 1;
  return {
    games: r.matches.map((m) => {
      const pre = forfeit(byName.get(m.first) as EntrantRow, byName.get(m.second) as EntrantRow, round);
      return {
        first: m.first,
        second: m.second,
        reason: `L3 Berger table: ${seedOf(m.first)}-${seedOf(m.second)}${pre ? '; forfeit: left the event (K6)' : ''}`,
        prefill: pre,
      };
    }),
    byes:
      r.bye === null
        ? []
        : [
            {
              entrant: r.bye,
              points: byePoints('league', b.team ? 'team' : 'individual'),
              reason: `L3: meets the fictive entrant ${names.length + 1}: a bye worth 0`,
            },
          ],
    waiting: [],
    notes: [],
    problems: [],
  };
}

/** L3: the whole schedule, one line per round ("Round 1: A-F, B-E, C-D; bye: G"). */
export function leagueSchedule(b: TwoPlayerBook): string[] {
  const names = b.entrants.map((e) => e.name);
  if (names.length < 2) return [];
  return bergerSchedule(names.length).map((_, i) => {
    const r = leagueRound(names, i + 1);
    return `Round ${i + 1}: ${r.matches.map((m) => `${m.first} v ${m.second}`).join(', ')}${r.bye ? `; bye: ${r.bye}` : ''}`;
  });
}
