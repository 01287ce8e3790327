// Every action that asks a question asks it without the document lock (a dialog suspends the script and the
// lock does not outlive it: local/gas/ui.ts), then takes the lock, reads the workbook afresh, plans again and
// stops, saying the workbook changed, when the plan is not the one the user agreed to (src/addon/run.ts,
// undoAction.ts). Here a second organizer's click runs entirely while the first organizer's question is open;
// the workbook ends as after one action (the second's), and the first writes nothing when what it asked about
// changed. And no alert is ever shown between two writes of an execution that holds the lock (a half-done write
// would be seen meanwhile): a dialog shown with the lock comes before the first write or after the last.
import { startAddon, type LocalWorkbook, type UiAnswer, type UiDialog } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { typeLineups, typeResults } from '../../local/demo/season';
import { afterRound1, requireBundle, visibleValues } from './support';
import { cloneWorkbook, firstDifference } from './dump';

const FIRST = 'organizer@example.com';
const OTHER = 'second.organizer@example.com';
const CHANGED =
  /the workbook changed while you were answering \(another action ran or someone typed\)\. Nothing was written/;
const UNDO_TABS = ['_undo', '_undo rules'];

/** A question: a prompt, or an alert with a choice. */
const asks = (d: UiDialog) => d.kind === 'prompt' || (d.kind === 'alert' && (d.buttons ?? 'OK') !== 'OK');

/**
 * A desk whose every dialog shown with a lock held is checked: the execution's writes and formatting calls
 * counted when it was shown must be all it makes (nothing is written after it). `during` runs at the n-th
 * question (0-based) before the user answers.
 */
function watchedDesk(book: LocalWorkbook, user: string, during?: { at: number; run: () => void }) {
  const late: string[] = [];
  let shownWith: { dialog: UiDialog; writes: number }[] = [];
  let questions = 0;
  const desk: Desk = new Desk(
    startAddon(book, {
      user,
      responder: (d): UiAnswer | undefined => {
        if (d.locksReleased)
          shownWith.push({ dialog: d, writes: desk.session.calls().writes + desk.session.calls().formatting });
        if (asks(d) && during && questions++ === during.at) during.run();
        return agreeableUser(d);
      },
    }),
  );
  const click = (handler: string): string => {
    shownWith = [];
    questions = 0;
    const said = desk.click(handler);
    const total = desk.session.calls().writes + desk.session.calls().formatting;
    for (const s of shownWith) {
      if (s.writes !== total)
        late.push(`${handler}: "${s.dialog.title}" shown with the lock after ${s.writes} of ${total} writes`);
    }
    return said;
  };
  return { desk, click, late };
}

/** A 4-team season after round 1 (paired, line-ups, boards, results, scored, standings). */
async function season(): Promise<{
  book: LocalWorkbook;
  desk: Desk;
  next: (step: 'pair' | 'lineups' | 'boards' | 'results') => void;
}> {
  const { book, desk, field, rng } = await afterRound1();
  const next = (step: 'pair' | 'lineups' | 'boards' | 'results') => {
    if (step === 'pair') desk.click('menuPairNextRound');
    if (step === 'lineups') typeLineups(desk, rng, field, 2, false, false);
    if (step === 'boards') desk.click('menuPairIndividual');
    if (step === 'results') typeResults(desk, rng, field, 2);
  };
  return { book, desk, next };
}

interface Interleaving {
  /** what the first organizer's click said, and the second's */
  readonly first: string;
  readonly second: string;
  /** the first difference between the workbook and the one after the second's click alone (undo store aside) */
  readonly difference: string | null;
  readonly visibleSame: boolean;
  /** dialogs shown with the lock before a write */
  readonly late: string[];
  /** the questions the first organizer was asked */
  readonly questions: number;
}

/** The first organizer clicks `handler`; at its question number `at`, the second organizer clicks `other`. */
function interleave(base: LocalWorkbook, handler: string, other: string, at: number): Interleaving {
  const alone = cloneWorkbook(base);
  const single = Desk.open(alone, OTHER);
  single.click(other);
  const book = cloneWorkbook(base);
  let second = '';
  const two = watchedDesk(book, OTHER);
  const one = watchedDesk(book, FIRST, {
    at,
    run: () => {
      second = two.click(other);
    },
  });
  const first = one.click(handler);
  const questions = one.desk.session.ui.log.filter(asks).length;
  return {
    first,
    second,
    questions,
    difference: firstDifference(book, alone, { skipTabs: UNDO_TABS, ignoreIds: true }),
    visibleSame: JSON.stringify(visibleValues(one.desk.session)) === JSON.stringify(visibleValues(single.session)),
    late: [...one.late, ...two.late],
  };
}

describe("a second organizer acts while the first one's question is open", () => {
  test('Pair next round: during the round prompt or the YES/NO on the pairings, the other pairs the round; the first writes nothing and says the workbook changed', async () => {
    requireBundle();
    const { book } = await season();
    for (const at of [0, 1]) {
      const r = interleave(book, 'menuPairNextRound', 'menuPairNextRound', at);
      expect(r.questions).toBe(2);
      expect(r.second).toMatch(/round 2/i);
      expect(r.first).toMatch(CHANGED);
      expect(r.difference).toBeNull();
      expect(r.late).toEqual([]);
    }
  });

  test('Pair individual matches and Score round: during the round prompt the other does the same; the workbook is that of one action', async () => {
    requireBundle();
    const { book, next } = await season();
    next('pair');
    next('lineups');
    const boards = interleave(book, 'menuPairIndividual', 'menuPairIndividual', 0);
    expect(boards.questions).toBe(1);
    expect(boards.second).toMatch(/individual matches/i);
    // the plan read afresh is the one agreed to (the other wrote exactly it): written again, or stopped
    expect(boards.difference).toBeNull();
    expect(boards.late).toEqual([]);
    next('boards');
    next('results');
    const scores = interleave(book, 'menuScoreRound', 'menuScoreRound', 0);
    expect(scores.questions).toBe(1);
    expect(scores.difference).toBeNull();
    expect(scores.late).toEqual([]);
    // the other organizer scores differently meanwhile (a result typed, then scored): the first stops
    const typed = cloneWorkbook(book);
    const organizer = Desk.open(typed);
    const r2 = organizer.read('R2')!;
    const game = organizer.column('R2', 'game 1');
    // a board row with a result (the team-match rows above the boards hold the game names)
    const row = r2.findIndex((cells, i) => i > 0 && /^(1-0|0-1|½-½|0-0)$/.test(String(cells[game - 1]))) + 1;
    const was = String(r2[row - 1][game - 1]);
    let said = '';
    const changed = watchedDesk(typed, FIRST, {
      at: 0,
      run: () => {
        organizer.edit('R2', row, game, was === '1-0' ? '0-1' : '1-0');
        said = organizer.click('menuScoreRound');
      },
    });
    const first = changed.click('menuScoreRound');
    expect(said).not.toBe('');
    expect(organizer.lastOutcome()?.status).toBe('done');
    expect(first).toMatch(CHANGED);
    expect(changed.late).toEqual([]);
  });

  test('Add registered players: during the YES/NO the other adds them; the first writes nothing and says the workbook changed', async () => {
    requireBundle();
    const { book, desk } = await season();
    const sheet = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Registrations');
    sheet.getRange(1, 1, 2, 3).setValues([
      ['Timestamp', 'Name', 'Team'],
      ['2024-01-02 10:00', 'Nadia Newcomer', desk.read('Teams')![1][0]],
    ]);
    const r = interleave(book, 'menuAddRegistrations', 'menuAddRegistrations', 0);
    expect(r.questions).toBe(1);
    expect(r.second).toMatch(/Nadia Newcomer/);
    expect(r.first).toMatch(CHANGED);
    expect(r.difference).toBeNull();
    expect(r.late).toEqual([]);
  });

  test('Undo last action: during its YES/NO the other undoes the same step, or pairs the next round; the first writes nothing and says the workbook changed', async () => {
    requireBundle();
    const { book } = await season();
    for (const other of ['menuUndo', 'menuPairNextRound']) {
      const r = interleave(book, 'menuUndo', other, 0);
      expect(r.questions).toBe(1);
      expect(r.second).not.toMatch(/nothing (written|changed)/);
      expect(r.first).toMatch(/^Undo last action: the workbook changed while you were answering/);
      expect(r.difference).toBeNull();
      expect(r.late).toEqual([]);
    }
  });

  test('a write that fails halfway is put back before its alert is shown: no alert between two writes under the lock', async () => {
    requireBundle();
    const { book } = await season();
    const w = watchedDesk(cloneWorkbook(book), FIRST);
    w.desk.click('menuPairNextRound');
    const writes = w.desk.session.calls().writes + w.desk.session.calls().formatting;
    for (const k of [1, Math.floor(writes / 2), writes - 1]) {
      Object.assign(w.desk.session.workbook, cloneWorkbook(book));
      w.desk.session.counter.failAfter(k);
      expect(w.click('menuPairNextRound')).toMatch(/nothing was changed/);
    }
    expect(w.late).toEqual([]);
  });
});
