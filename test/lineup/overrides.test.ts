// M12 agreed individual pairings and M13 the previous line-up when none was sent in time.
import {
  parseLineup,
  individualMatches,
  applyOverrides,
  effectiveLineup,
  type LineUp,
  type Board,
  type SentLineup,
} from '../../src/engine/mochalunt/lineup';
import { parseInstant } from '../../src/engine/mochalunt/calendar';

function lineup(text: string): LineUp {
  const r = parseLineup(text);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
const CAMEROON = lineup('A, B, C, D, E, F / D, A');
const ESTONIA = lineup('L, M, N, O / N, L, O');
const computed = (): Board[] => {
  const r = individualMatches(CAMEROON, ESTONIA);
  if (!r.ok) throw new Error('expected boards');
  return r.value;
};
const show = (boards: readonly Board[]) => boards.map((b) => `${b.team1}-${b.team2}`);

describe('M12: agreed changes of individual pairings', () => {
  test('M12: agreed boards replace the computed ones; names are matched ignoring case', () => {
    const r = applyOverrides(
      computed(),
      [
        { board: 1, team1: 'a', team2: 'M' },
        { board: 3, team1: 'C', team2: 'l' },
      ],
      CAMEROON,
      ESTONIA,
    );
    expect(r.ok && show(r.value)).toEqual(['A-M', 'B-L', 'C-L', 'D-N', 'E-N', 'F-O']);
  });
  test('M12: no overrides leaves the computed pairing', () => {
    const r = applyOverrides(computed(), [], CAMEROON, ESTONIA);
    expect(r.ok && show(r.value)).toEqual(show(computed()));
  });
  test('M12: a named player not in the line-up', () => {
    const r = applyOverrides(computed(), [{ board: 2, team1: 'G', team2: 'Mm' }], CAMEROON, ESTONIA);
    expect(!r.ok && r.problems.map((p) => p.message)).toEqual([
      "board 2: G is not in team 1's line-up",
      "board 2: Mm is not in team 2's line-up",
    ]);
    expect(!r.ok && r.problems[0].fix).toBe("name a player of team 1's line-up: A, B, C, D, E, F");
  });
  test('M12: a board that does not exist, or a board changed twice', () => {
    const r = applyOverrides(
      computed(),
      [
        { board: 7, team1: 'A', team2: 'L' },
        { board: 2, team1: 'B', team2: 'L' },
        { board: 2, team1: 'B', team2: 'M' },
      ],
      CAMEROON,
      ESTONIA,
    );
    expect(!r.ok && r.problems.map((p) => p.message)).toEqual([
      'there is no board 7: the computed pairing has 6 boards',
      'board 2 is changed twice',
    ]);
  });
  test('M12: a player may not play more than allowed by the line-up', () => {
    const once = applyOverrides(computed(), [{ board: 2, team1: 'C', team2: 'L' }], CAMEROON, ESTONIA);
    expect(!once.ok && once.problems[0].message).toBe(
      'C (team 1) would play 2 individual matches, but is not listed after the "/"',
    );
    const thrice = applyOverrides(computed(), [{ board: 6, team1: 'F', team2: 'N' }], CAMEROON, ESTONIA);
    expect(!thrice.ok && thrice.problems[0].message).toBe('N (team 2) would play 3 individual matches; 2 is the most');
  });
  test('M12: the same two players may not meet twice', () => {
    const r = applyOverrides(
      computed(),
      [
        { board: 2, team1: 'A', team2: 'L' },
        { board: 4, team1: 'B', team2: 'N' },
      ],
      CAMEROON,
      ESTONIA,
    );
    expect(!r.ok && r.problems.map((p) => p.message)).toEqual(['A and L would meet twice (boards 1 and 2)']);
  });
});

describe('M13: the previous line-up when none is sent in time', () => {
  const t = (iso: string) => parseInstant(iso) as number;
  const deadlines = {
    1: t('2024-01-06T00:00Z'),
    2: t('2024-02-06T00:00Z'),
    3: t('2024-03-06T00:00Z'),
    4: t('2024-04-06T00:00Z'),
  };
  const sent: SentLineup<string>[] = [
    { round: 1, sentAt: t('2024-01-03T10:00Z'), lineup: 'r1 first' },
    { round: 1, sentAt: t('2024-01-05T10:00Z'), lineup: 'r1 corrected' },
    { round: 2, sentAt: t('2024-02-06T00:00:01Z'), lineup: 'r2 late' },
    { round: 3, sentAt: t('2024-03-06T00:00Z'), lineup: 'r3 at the deadline' },
  ];
  test('M13: of the line-ups sent in time, the last one counts', () => {
    expect(effectiveLineup(sent, 1, deadlines)).toEqual({ source: 'sent', lineup: 'r1 corrected', fromRound: 1 });
  });
  test('M13: a line-up sent after the deadline is ignored: the previous line-up is used', () => {
    expect(effectiveLineup(sent, 2, deadlines)).toEqual({ source: 'previous', lineup: 'r1 corrected', fromRound: 1 });
  });
  test('M13: sent exactly at the deadline is on time', () => {
    expect(effectiveLineup(sent, 3, deadlines)).toEqual({ source: 'sent', lineup: 'r3 at the deadline', fromRound: 3 });
  });
  test('M13: nothing sent: the line-up of the last round that had one carries over', () => {
    expect(effectiveLineup(sent, 4, deadlines)).toEqual({
      source: 'previous',
      lineup: 'r3 at the deadline',
      fromRound: 3,
    });
    expect(effectiveLineup(sent.slice(2), 2, deadlines)).toEqual({ source: 'none' });
    expect(effectiveLineup([], 1, deadlines)).toEqual({ source: 'none' });
  });
  test('M13: a round without a known deadline accepts what was sent for it', () => {
    expect(effectiveLineup(sent, 2, { 1: deadlines[1] })).toEqual({ source: 'sent', lineup: 'r2 late', fromRound: 2 });
  });
});
