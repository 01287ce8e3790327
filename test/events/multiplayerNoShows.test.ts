// K4, K6 through the add-on bundle (build/Code.js): players typed "absent" on a multi-player round tab are
// recorded without re-seating the session; Score round scores each table as it was played (3 who came at a
// table of 4: 4, 2, 0; 2 who came: 4, 0; 1 alone: 4 with no carrot penalty); Update standings ranks a player who
// never played below every player who played; the next round seats everyone again.
import { LocalWorkbook, startAddon, type AddonSession } from '../../local/runner';
import { cliResponder } from '../../local/cli/run';
import { requireBuild, spreadsheet } from '../helpers/gas';

type Value = string | number;

function session(): AddonSession {
  return startAddon(LocalWorkbook.empty(), { bundleDir: requireBuild(), responder: cliResponder(undefined) });
}
const grid = (s: AddonSession, tab: string) =>
  spreadsheet(s).getSheetByName(tab)!.getDataRange().getValues() as Value[][];
function records(s: AddonSession, tab: string): Record<string, string>[] {
  const [head, ...rows] = grid(s, tab).map((r) => r.map((v) => String(v).trim()));
  return rows.filter((r) => r.some((v) => v !== '')).map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}
function set(s: AddonSession, tab: string, i: number, header: string, value: Value): void {
  const c = grid(s, tab)[0].map(String).indexOf(header);
  spreadsheet(s)
    .getSheetByName(tab)!
    .getRange(i + 2, c + 1)
    .setValue(value);
}
function setting(s: AddonSession, key: string, value: string): void {
  const i = grid(s, 'Settings').findIndex((r) => String(r[0]) === key);
  spreadsheet(s)
    .getSheetByName('Settings')!
    .getRange(i + 1, 2)
    .setValue(value);
}
/** Types the places (player → place or "absent") and carrots of a round tab. */
function typeRound(
  s: AddonSession,
  round: number,
  places: Record<string, string>,
  carrots: Record<string, number> = {},
): void {
  records(s, `R${round}`).forEach((x, i) => {
    set(s, `R${round}`, i, 'place', places[x.player]);
    if (carrots[x.player] !== undefined) set(s, `R${round}`, i, 'carrots', carrots[x.player]);
  });
}

describe('no-shows at a multi-player event, through the bundle (K4, K6)', () => {
  test('absent players are recorded without re-seating; each table is scored as played; who never played ranks last', () => {
    const s = session();
    s.call('menuSetUp');
    setting(s, 'format', 'multiplayer');
    s.call('menuSetUp');
    const names = ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil'];
    const entrants = spreadsheet(s).getSheetByName('Entrants')!;
    entrants.getRange(2, 1, names.length, 4).setValues(names.map((n, i) => [n, i + 1, '', '']));
    expect(String(s.call('menuPairNextRound'))).toMatch(/Round 1: 7 players at 2 tables \(4 3\)/);
    // table 1 Ann Bob Cat Dov: Dov did not come; table 2 Eli Fay Gil: Gil did not come
    typeRound(
      s,
      1,
      { Ann: '3', Bob: '1', Cat: '2', Dov: 'absent', Eli: '2', Fay: '1', Gil: 'absent' },
      { Ann: 20, Bob: 5, Cat: 10, Eli: 12, Fay: 3 },
    );
    const scored = String(s.call('menuScoreRound'));
    expect(scored).toMatch(/Table 1: Bob 4, Cat 2, Ann 0, Dov absent 0 \(played as a table of 3, K6\)/);
    expect(scored).toMatch(/Table 2: Fay 4, Eli 0, Gil absent 0 \(played as a table of 2, K6\)/);
    const r1 = Object.fromEntries(records(s, 'R1').map((x) => [x.player, [x.points, x['carrot count']]]));
    expect(r1).toEqual({
      Ann: ['0', '20'],
      Bob: ['4', '5'],
      Cat: ['2', '10'],
      Dov: ['0', ''],
      Eli: ['0', '12'],
      Fay: ['4', '3'],
      Gil: ['0', ''],
    });
    s.call('menuUpdateStandings');
    const st = records(s, 'Standings');
    // Dov and Gil never played: below Ann and Eli, who came last with 20 and 12 carrots
    expect(st.map((x) => x.player)).toEqual(['Fay', 'Bob', 'Cat', 'Eli', 'Ann', 'Dov', 'Gil']);
    expect(st.find((x) => x.player === 'Dov')).toMatchObject({
      played: '0',
      'separated by': 'never played (absent at every table, K6)',
    });
    expect(st.find((x) => x.player === 'Gil')!.note).toMatch(
      /absent in round 1 \(K6: 0 points, no carrots\); never played: ranked below every player who played/,
    );
    // round 2 seats everyone again, the no-shows at the bottom of the order
    s.call('menuPairNextRound');
    const r2 = records(s, 'R2');
    expect(r2.map((x) => x.player)).toEqual(['Fay', 'Bob', 'Cat', 'Eli', 'Ann', 'Dov', 'Gil']);
    // table 1: only Cat came: she wins 4 with no carrot penalty (rule 6)
    typeRound(
      s,
      2,
      { Fay: 'absent', Bob: 'absent', Cat: '1', Eli: 'absent', Ann: '1', Dov: '2', Gil: '3' },
      { Cat: 60, Ann: 0, Dov: 4, Gil: 9 },
    );
    expect(String(s.call('menuScoreRound'))).toMatch(/Table 1: Cat 4, Fay absent 0, Bob absent 0, Eli absent 0\n/);
    expect(records(s, 'R2').find((x) => x.player === 'Cat')).toMatchObject({ points: '4', 'carrot count': '0' });
  });
});
