import { checkRosterSize, rosterForRound, MINIMUM_ROSTER } from '../src/engine/mochalunt/roster';
import { playerName, teamName } from '../src/engine/core/ids';

const italy = teamName('Italy');
const p = (name: string, joined = 1) => ({ name: playerName(name), team: italy, joined });

describe('M1 rosters', () => {
  test('M1: a team needs at least 4 registered players', () => {
    expect(MINIMUM_ROSTER).toBe(4);
    expect(checkRosterSize(italy, 1, 4)).toBeNull();
    const short = checkRosterSize(italy, 1, 3);
    expect(short?.message).toMatch(/Italy has 3 registered players for round 1; a team needs at least 4/);
    expect(short?.fix).toMatch(/register 1 more player of Italy/);
  });
  test('M1: players may join during the event; the roster of a round has those registered by then', () => {
    const players = [p('A'), p('B'), p('C'), p('D', 3), { name: playerName('X'), team: teamName('France'), joined: 1 }];
    expect(rosterForRound(players, italy, 2)).toEqual(['A', 'B', 'C']);
    expect(rosterForRound(players, italy, 3)).toEqual(['A', 'B', 'C', 'D']);
    expect(checkRosterSize(italy, 2, rosterForRound(players, italy, 2).length)).not.toBeNull();
  });
});
