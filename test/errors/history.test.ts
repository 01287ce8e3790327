// History rewritten and names in other letters, through the bundle: one problem per entrant who played and was
// deleted (whatever the rounds they played), other problems still shown beside it, nothing written; a name wholly
// in another script that looks like no listed name is a name (src/sheets/tabs/playedEntrants.ts, cellText.ts).
import { play } from './scenario';
import { sheet, teamRow, playerRow } from './kit';
import type { BaseName } from './book';
import type { Editor } from './scenario';

async function message(
  base: BaseName,
  click: string,
  edit: (e: Editor) => void,
): Promise<{ lines: string[]; unchanged: boolean }> {
  const out = await play(
    sheet(base, click, { id: 'history-test', where: '', typed: '', kind: 'rewritten history', message: '' }, edit)
      .scenario,
  );
  return { lines: out.message.split('\n'), unchanged: out.unchanged };
}

describe('history rewritten', () => {
  test("Peru deleted after round 1 beside an unrelated problem (a player listed twice): Peru's problem first, the other one kept, its echoes gone; nothing written", async () => {
    const out = await message('mochalunt-scored', 'menuUpdateStandings', (e) => {
      e.deleteRows('Teams', teamRow(e, 'Peru'));
      e.append('Players', { player: 'Wim Haddad', team: 'Latvia' });
    });
    expect(out.unchanged).toBe(true);
    expect(out.lines[0]).toMatch(
      /^R1, row 2, column team 2 \(D2\): Peru played here in round 1 and is no longer on the Teams tab/,
    );
    expect(out.lines.some((l) => /Wim Haddad is listed twice/.test(l))).toBe(true);
    // the four players of Peru no longer "not a team of the Teams tab": one problem for the team
    expect(out.lines.filter((l) => /Peru/.test(l))).toHaveLength(1);
  });

  test('Ada deleted after playing rounds 1 and 2 of a Swiss: one problem, at her first game', async () => {
    const out = await message('swiss-r2', 'menuScoreRound', (e) => {
      e.deleteRows('Entrants', e.rowWhere('Entrants', 'player', 'Ada'));
    });
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatch(/^R1, row 2, column first \(B2\): Ada played here in round 1/);
  });

  test('two players who played deleted: one problem each, each at the cell where the player played', async () => {
    const out = await message('mochalunt-results', 'menuScoreRound', (e) => {
      e.deleteRows('Players', playerRow(e, 'Aiko Janssen'));
      e.deleteRows('Players', playerRow(e, 'Wim Haddad'));
    });
    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatch(/^R1, row 6, column player 2 \(F6\): Aiko Janssen played for Peru/);
    expect(out.lines[1]).toMatch(/^R1, row 10, column player 1 \(E10\): Wim Haddad played for Latvia/);
  });
});

describe('names in other letters', () => {
  test('a team named wholly in Cyrillic (Москва) that looks like no listed team is a name: only its roster is short', async () => {
    const out = await message('mochalunt', 'menuPairNextRound', (e) => {
      e.append('Teams', { team: '\u041c\u043e\u0441\u043a\u0432\u0430', seed: 7 });
    });
    expect(out.lines).toEqual([
      'Players, column team: \u041c\u043e\u0441\u043a\u0432\u0430 has 0 registered players for round 1; a team needs at least 4 (M1). register 4 more players of \u041c\u043e\u0441\u043a\u0432\u0430, or mark the team withdrawn',
    ]);
  });
});
