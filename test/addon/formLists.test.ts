// A pairing gives the results and scheduling forms only the lists that changed (formFile.ts refreshLists: each
// list's fingerprint kept by its item's title): each list set is a change saved on the Forms server
// (Item.setChoiceValues, 300 ms by the latency model) and opening a form costs FormApp.openById (1 s). Pair
// individual matches again with the same line-ups opens neither form (the scheduling form, whose lists its
// Create item set, excepted); with a line-up changed, it sets the boards alone, and each form then lists the
// boards of the round tab.
import { Desk } from '../../local/demo/desk';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { baseBook, copyBook, FIELD } from '../errors/book';
import { requireBundle } from './support';

const calls = (desk: Desk, method: string): number => desk.clicks[desk.clicks.length - 1].calls.byMethod[method] ?? 0;

/** The choices of the list titled `item` in the form whose title ends with `title`. */
function listed(desk: Desk, title: string, item: string): readonly string[] {
  const form = desk.session.workbook.forms.find((f) => f.title.endsWith(title));
  return form?.items.find((i) => i.title === item)?.choices ?? [];
}

/** Pairs the individual matches of the round and expects it done. */
function pair(desk: Desk): void {
  desk.click('menuPairIndividual');
  expect(desk.lastOutcome()?.status).toBe('done');
}

test('Pair individual matches sets only the lists that changed: none for the same line-ups, the boards alone for a changed one', () => {
  requireBundle();
  const desk = Desk.open(copyBook(baseBook('mochalunt-boards')));
  expect(desk.click('menuCreateResultsForm')).toMatch(/Results form created/);
  const typed = typeLineups(desk, createRng(7), FIELD, 1, false, false);
  pair(desk);
  expect(desk.click('menuCreateSchedulingForm')).toMatch(/Scheduling form created/);
  const results = { rounds: listed(desk, ': results', 'Round'), matches: listed(desk, ': results', 'Team match') };

  // the same line-ups again: the results form is not opened; the scheduling form gets its lists once
  desk.click('menuUndo');
  expect(desk.lastOutcome()?.status).toBe('done');
  pair(desk);
  expect(calls(desk, 'FormApp.openById')).toBe(1);
  expect(calls(desk, 'Item.setChoiceValues')).toBe(2);
  desk.click('menuUndo');
  expect(calls(desk, 'FormApp.openById')).toBe(0);
  pair(desk);
  expect(calls(desk, 'FormApp.openById')).toBe(0);
  expect(calls(desk, 'Item.setChoiceValues')).toBe(0);

  // one team's line-up in another order: its boards change, the rounds and the team matches do not
  desk.click('menuUndo');
  const grid = desk.read('Line-ups') ?? [];
  const col = (h: string) => grid[0].findIndex((c) => String(c).trim() === h);
  const [team, lineup] = [...typed].find(([, t]) => t.lineup.split('/')[0].split(',').length > 2) ?? ['', null];
  const row = grid.findIndex((r) => Number(r[col('round')]) === 1 && String(r[col('team')]).trim() === team);
  expect(row).toBeGreaterThan(0);
  const [first, ...twice] = lineup!.lineup.split('/');
  const reordered = [first.split(',').reverse().join(','), ...twice].join('/');
  desk.type('Line-ups', row + 1, col('line-up') + 1, [[reordered]]);
  const boardsBefore = listed(desk, ': results', 'Board');
  const scheduledBefore = listed(desk, ': agreed match times', 'Individual match');
  pair(desk);
  expect(calls(desk, 'FormApp.openById')).toBe(2);
  expect(calls(desk, 'Item.setChoiceValues')).toBe(2);
  const moved = first.split(',').reverse()[0].trim();
  const boards = listed(desk, ': results', 'Board');
  const scheduled = listed(desk, ': agreed match times', 'Individual match');
  expect(boards).not.toEqual(boardsBefore);
  expect(scheduled).not.toEqual(scheduledBefore);
  // the player now first in the line-up plays board 1 of the team's match, in both forms
  expect(boards.some((b) => b.includes('board 1') && b.includes(moved))).toBe(true);
  expect(scheduled.some((b) => b.includes('board 1') && b.includes(moved))).toBe(true);
  expect({ rounds: listed(desk, ': results', 'Round'), matches: listed(desk, ': results', 'Team match') }).toEqual(
    results,
  );
});
