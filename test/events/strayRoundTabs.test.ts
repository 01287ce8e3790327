// A tab named like a round tab that the add-on did not write (notes typed in a tab named R2 before round 2 is
// paired, a stray R7 or R9 beyond the season or after a gap) is named in ONE message by every action that reads
// the rounds: the tab, why it is not a round tab, what to do (rename it without a round number); never the
// header and cell problems of reading it as a round, and nothing is written. In every format, through the bundle.
import { BundleEvent } from '../helpers/bundleEvent';
import { spreadsheet } from '../helpers/gas';
import { lookDifference, visibleTabs } from '../helpers/visibleTabs';
import { afterRound1 } from '../addon/support';
import type { AddonSession } from '../../local/runner';

const notes = (s: AddonSession, name: string) =>
  spreadsheet(s)
    .insertSheet(name)
    .getRange(1, 1, 2, 2)
    .setValues([
      ['notes', ''],
      ['call the venue', 'Friday'],
    ]);

/** Each click is refused with exactly the one problem `problem`, and leaves every visible tab as it was. */
function refusedOnce(
  s: AddonSession,
  click: (handler: string) => string,
  handlers: readonly string[],
  problem: string,
) {
  for (const h of handlers) {
    const before = visibleTabs(s.workbook);
    const out = click(h);
    expect(`${h}: ${out}`).toMatch(/: nothing (written|exported), 1 problem(\(s\))?:\n/);
    expect(out.split('\n').slice(1).join('\n')).toBe(problem);
    expect(lookDifference(before, visibleTabs(s.workbook))).toEqual([]);
  }
}

const READERS = ['menuPairNextRound', 'menuScoreRound', 'menuUpdateStandings', 'menuExport'];
const FIX = (tab: string, r: number) =>
  `rename the tab "${tab}" without a round number (for example "Notes"), or delete it; the add-on makes round ${r}'s tab itself when it pairs the round`;

describe('a tab named like a round tab that the add-on did not write: one message, nothing written', () => {
  test('MOCHALUNT: notes in a tab named R2 before round 2 is paired; a stray R9 beyond the 8 rounds', async () => {
    const t = await afterRound1(4, 21);
    const click = (h: string) => t.desk.click(h, { button: 'OK', text: '' });
    notes(t.desk.session, 'R2');
    refusedOnce(
      t.desk.session,
      click,
      [...READERS, 'menuPairIndividual', 'menuIndividualRanking'],
      `R2: the tab "R2" is named like round 2's tab, but the add-on did not write it: its row 1 holds none of a round tab's headers (match, board, team 1, team 2, ...). ${FIX('R2', 2)}`,
    );
    spreadsheet(t.desk.session).getSheetByName('R2')!.setName('R9');
    refusedOnce(
      t.desk.session,
      click,
      READERS,
      `R9: the tab "R9" is named like round 9's tab, but the add-on did not write it: the season has 8 rounds (phase 1 rounds and phase 2 rounds on Settings). rename the tab "R9" without a round number (for example "Notes"), or delete it`,
    );
    // renamed as told: the season goes on
    spreadsheet(t.desk.session).getSheetByName('R9')!.setName('Notes');
    expect(t.desk.click('menuUpdateStandings')).toMatch(/^Update standings\nStandings after round 1/);
  });

  test.each([['swiss'], ['league'], ['double round robin'], ['multiplayer']])(
    '%s: a stray R7 after round 1, then notes typed in R2',
    (format) => {
      const e = BundleEvent.start(format);
      e.append(
        'Entrants',
        ['Ada', 'Ben', 'Cleo', 'Dan'].map((n, i) => [n, i + 1, '', '']),
      );
      e.pair(1);
      notes(e.s, 'R7');
      const click = (h: string) => e.menu(h);
      refusedOnce(
        e.s,
        click,
        READERS,
        `R7: the tab "R7" is named like round 7's tab, but the add-on did not write it: there is no tab R6 before it, and rounds are paired in order. ${FIX('R7', 7)}`,
      );
      spreadsheet(e.s).getSheetByName('R7')!.setName('R2');
      const headers =
        format === 'multiplayer'
          ? /\(table, seat, player, place, \.\.\.\)/
          : /\(match, first, second, result, \.\.\.\)/;
      for (const h of READERS) {
        const out = click(h);
        expect(out.split('\n')).toHaveLength(2);
        expect(out.split('\n')[1]).toMatch(
          /^R2: the tab "R2" is named like round 2's tab, but the add-on did not write it: its row 1 holds none of a round tab's headers /,
        );
        expect(out).toMatch(headers);
      }
    },
  );
});
