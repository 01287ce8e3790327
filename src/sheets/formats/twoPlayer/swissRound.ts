// L2, L4: a Mind Lab Swiss round from the sheet: the shared solver (pairRound) with the Mind Lab hooks:
// scores and ranks from the scored rounds, no repeats, round 1's bye drawn from the event's draw seed (the
// seed recorded in the reason, draws.ts), later byes to the lowest-ranked without one; late entrants (K6 "from round") join on 0 points
// and withdrawn entrants are left out.
import { pairRound } from '../../../engine/pairing';
import { mindLabPairingRequest } from '../../../engine/mindlab/swiss';
import { byePoints } from '../../../engine/mindlab/format';
import type { SheetProblem } from '../../plan';
import { ENTRANTS_TAB, playsRound } from '../entrants';
import { mindLabSettings, twoPlayerStandings, type TwoPlayerBook } from './twoPlayerEvent';
import { noRound, type ProposedRound } from '../proposal';
import { noDrawSeed, seedText } from './draws';

/** L2, L4: the proposed pairing of Swiss round `round` (rounds before it are scored); `drawSeed` seeds the round-1 bye. */
export function swissRound(b: TwoPlayerBook, round: number, drawSeed: string | undefined): ProposedRound {
  const problems: SheetProblem[] = [];
  const { event, standings } = twoPlayerStandings(b, round - 1, problems);
  if (problems.length) return noRound(problems);
  const playing = new Set(b.entrants.filter((e) => playsRound(e, round)).map((e) => e.name));
  if (playing.size < 2) {
    return noRound([
      {
        tab: ENTRANTS_TAB,
        message: `${playing.size} entrant${playing.size === 1 ? '' : 's'} play round ${round}; a round needs at least 2`,
        fix: 'list the entrants on the Entrants tab',
      },
    ]);
  }
  const request = mindLabPairingRequest(event, round, drawSeed ?? '', mindLabSettings(b), standings);
  const entrants = request.entrants.filter((e) => playing.has(e.id));
  if (drawSeed === undefined && request.bye.kind === 'draw' && entrants.length % 2 === 1)
    return noRound([noDrawSeed('the round-1 bye (L2)')]);
  const pairing = pairRound({ entrants, bye: request.bye });
  const notes: string[] = [];
  const byes =
    pairing.bye === null
      ? []
      : [
          {
            entrant: pairing.bye,
            points: byePoints('swiss', b.team ? 'team' : 'individual'),
            reason: `L2 bye: ${pairing.byeReason ?? ''}${request.bye.kind === 'draw' ? ` (${seedText(request.bye.seed)})` : ''}`,
          },
        ];
  if (pairing.matches.some((m) => m.rematch))
    notes.push('L4: no pairing without a repeat exists; the repeats are marked in the reasons');
  return {
    games: pairing.matches.map((m) => ({ first: m.first, second: m.second, reason: `L4: ${m.reason}` })),
    byes,
    waiting: [],
    notes,
    problems: [],
  };
}
