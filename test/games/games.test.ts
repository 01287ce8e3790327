// M6 game lists, M7 game choice, M14 first move.
import {
  checkGameList,
  gamesInRound,
  chooseGames,
  checkGamePick,
  firstMoveDecider,
  firstMovePlan,
  type SentGameChoice,
} from '../../src/engine/mochalunt/games';
import { parseInstant } from '../../src/engine/mochalunt/calendar';
import type { Board } from '../../src/engine/mochalunt/lineup';
import type { PlayerName } from '../../src/engine/core/ids';

describe('M14: first move', () => {
  test('M14: Colombia-Cameroon: Colombia players 1 and 3 decide for Chess and Othello, Cameroon players 1 and 3 for Go and Hive; reversed for players 2 and 4', () => {
    const games = ['Chess', 'Go', 'Othello', 'Hive'];
    const boards: Board[] = [1, 2, 3, 4].map((i) => ({
      board: i,
      team1: `Colombia ${i}` as PlayerName,
      team2: `Cameroon ${i}` as PlayerName,
    }));
    const plan = firstMovePlan(boards, games);
    const decides = (player: string) => plan.filter((d) => d.player === player).map((d) => d.gameName);
    expect(decides('Colombia 1')).toEqual(['Chess', 'Othello']);
    expect(decides('Colombia 3')).toEqual(['Chess', 'Othello']);
    expect(decides('Cameroon 1')).toEqual(['Go', 'Hive']);
    expect(decides('Cameroon 3')).toEqual(['Go', 'Hive']);
    expect(decides('Colombia 2')).toEqual(['Go', 'Hive']);
    expect(decides('Colombia 4')).toEqual(['Go', 'Hive']);
    expect(decides('Cameroon 2')).toEqual(['Chess', 'Othello']);
    expect(decides('Cameroon 4')).toEqual(['Chess', 'Othello']);
    expect(plan).toHaveLength(16);
  });
  test('M14: odd boards: team 1 decides games 1 and 3, team 2 games 2 and 4; even boards reversed', () => {
    expect([1, 2, 3, 4].map((g) => firstMoveDecider(5, g))).toEqual(['team1', 'team2', 'team1', 'team2']);
    expect([1, 2, 3, 4].map((g) => firstMoveDecider(10, g))).toEqual(['team2', 'team1', 'team2', 'team1']);
    expect(() => firstMoveDecider(0, 1)).toThrow(RangeError);
    expect(() => firstMoveDecider(1, 5)).toThrow(RangeError);
  });
});

describe("M6: a round's game list", () => {
  const phase1 = [
    { name: 'Chess', family: 'chess' },
    { name: 'Go', family: 'Territory' },
    { name: 'Hex', family: 'connection' },
    { name: 'Oware', family: 'mancala' },
  ];
  test('M6: a phase-1 round has 4 games from 4 different families; families are canonicalized', () => {
    expect(gamesInRound(1)).toBe(4);
    expect(gamesInRound(5)).toBe(4);
    expect(gamesInRound(6)).toBe(5);
    const r = checkGameList(phase1, 3);
    expect(r.ok && r.value.map((g) => g.family)).toEqual(['chess', 'territory', 'connection', 'mancala']);
    expect(checkGameList([{ name: 'YINSH', family: 'gipf' }, ...phase1.slice(1)], 1).ok).toBe(true);
  });
  test('M6: knock-out (phase 2) rounds have 5 different games', () => {
    const five = [...phase1, { name: 'Gomoku', family: 'alignment' }];
    expect(checkGameList(five, 6).ok).toBe(true);
    const r = checkGameList(phase1, 7);
    expect(!r.ok && r.problems[0]).toEqual({
      field: 'games',
      message: 'round 7 lists 4 games; a phase 2 round has 5',
      fix: 'list 5 different games',
    });
  });
  test('M6: the wrong number of games in phase 1', () => {
    const r = checkGameList(phase1.slice(0, 3), 2);
    expect(!r.ok && r.problems[0].message).toBe('round 2 lists 3 games; a phase 1 round has 4');
  });
  test('M6: a game listed twice', () => {
    const r = checkGameList([...phase1.slice(0, 3), { name: ' chess ', family: 'various' }], 1);
    expect(!r.ok && r.problems.map((p) => p.message)).toEqual(['Chess is listed twice in round 1']);
  });
  test('M6: an unknown family, with the closest family suggested', () => {
    const r = checkGameList([...phase1.slice(0, 3), { name: 'Oware', family: 'mankala' }], 1);
    expect(!r.ok && r.problems[0]).toEqual({
      field: 'family',
      about: ['Oware'],
      message: 'Oware: "mankala" is not a game family',
      fix: 'did you mean mancala? type one of: chess, territory, connection, mancala, alignment, checkers, goal, Gipf, various',
    });
  });
  test('M6: a family repeated in a phase-1 round (allowed in phase 2)', () => {
    const list = [...phase1.slice(0, 3), { name: 'Shogi', family: 'chess' }];
    const r = checkGameList(list, 4);
    expect(!r.ok && r.problems.map((p) => p.message)).toEqual([
      'Chess and Shogi are both chess games; a phase 1 round has 4 different families',
    ]);
    expect(checkGameList([...list, { name: 'Gomoku', family: 'alignment' }], 8).ok).toBe(true);
  });
});

describe('M7: game choice in rounds with 5 games', () => {
  const LIST = ['Chess', 'Go', 'Othello', 'Hive', 'Abalone'];
  const t = (iso: string) => parseInstant(iso) as number;
  const DEADLINE = t('2024-09-08T00:00Z');
  const send = (side: 'team1' | 'team2', games: string[], iso: string): SentGameChoice => ({
    side,
    games,
    sentAt: t(iso),
  });

  test('M7: team 1 picks 3, team 2 the 4th; the games come back in the round-list order', () => {
    const r = chooseGames(
      LIST,
      [send('team1', ['abalone', 'Chess', 'Hive'], '2024-09-06T10:00Z'), send('team2', ['Go'], '2024-09-07T10:00Z')],
      DEADLINE,
    );
    expect(r).toEqual({ ok: true, value: { games: ['Chess', 'Go', 'Hive', 'Abalone'], how: 'teams', notes: [] } });
  });
  test('M7: team 2 may send its 4th game after the deadline (it answers team 1)', () => {
    const r = chooseGames(
      LIST,
      [send('team1', ['Chess', 'Go', 'Othello'], '2024-09-07T23:00Z'), send('team2', ['Hive'], '2024-09-08T09:00Z')],
      DEADLINE,
    );
    expect(r.ok && r.value.games).toEqual(['Chess', 'Go', 'Othello', 'Hive']);
  });
  test('M7: team 1 missing: team 2 picks all 4', () => {
    const r = chooseGames(LIST, [send('team2', ['Hive', 'Go', 'Abalone', 'Othello'], '2024-09-07T10:00Z')], DEADLINE);
    expect(r.ok && r.value).toEqual({ games: ['Go', 'Othello', 'Hive', 'Abalone'], how: 'team2', notes: [] });
  });
  test('M7: both missing by the deadline: the first to send a choice of 4 decides', () => {
    const r = chooseGames(
      LIST,
      [
        send('team2', ['Chess', 'Go', 'Othello', 'Hive'], '2024-09-09T12:00Z'),
        send('team1', ['Go', 'Othello', 'Hive', 'Abalone'], '2024-09-09T08:00Z'),
      ],
      DEADLINE,
    );
    expect(r.ok && [r.value.how, r.value.games]).toEqual(['firstToSend', ['Go', 'Othello', 'Hive', 'Abalone']]);
  });
  test('M7: nobody chooses: the first 4 games of the list (setting whenMissing), or a problem', () => {
    expect(chooseGames(LIST, [], DEADLINE)).toEqual({
      ok: true,
      value: { games: ['Chess', 'Go', 'Othello', 'Hive'], how: 'listOrder', notes: [] },
    });
    const strict = chooseGames(LIST, [], DEADLINE, { whenMissing: 'problem' });
    expect(!strict.ok && strict.problems[0].message).toBe('no valid choice of games was sent');
  });
  test('M7: team 2 never picks its 4th: the first remaining game of the list', () => {
    const r = chooseGames(LIST, [send('team1', ['Chess', 'Go', 'Hive'], '2024-09-06T10:00Z')], DEADLINE);
    expect(r.ok && [r.value.how, r.value.games]).toEqual(['team1AndListOrder', ['Chess', 'Go', 'Othello', 'Hive']]);
  });
  test('M7: invalid choices are ignored and reported; a late team-1 choice of 3 does not count', () => {
    const r = chooseGames(
      LIST,
      [
        send('team1', ['Chess', 'Chess', 'Go'], '2024-09-05T10:00Z'),
        send('team1', ['Chess', 'Go', 'Hive'], '2024-09-09T10:00Z'),
        send('team2', ['Chess', 'Go', 'Othello', 'Hive'], '2024-09-07T10:00Z'),
      ],
      DEADLINE,
    );
    expect(r.ok && r.value.how).toBe('team2');
    expect(r.ok && r.value.notes.map((n) => n.message)).toEqual([
      "team 1's choice sent 2024-09-05T10:00:00.000Z is ignored: Chess is chosen twice",
    ]);
  });
  test('M7: a round with 4 games has nothing to choose; a list of another size is a problem', () => {
    expect(chooseGames(LIST.slice(0, 4), [], DEADLINE)).toEqual({
      ok: true,
      value: { games: LIST.slice(0, 4), how: 'roundList', notes: [] },
    });
    expect(chooseGames(LIST.slice(0, 3), [], DEADLINE).ok).toBe(false);
  });
  describe('M7: checking one choice', () => {
    test("M7: a game not in the round's list, with the closest suggested", () => {
      const r = checkGamePick(LIST, ['Chess', 'Hyve', 'Go'], 3);
      expect(!r.ok && r.problems).toEqual([
        {
          field: 'game choice',
          message: "Hyve is not one of this round's games",
          fix: 'did you mean Hive? choose from: Chess, Go, Othello, Hive, Abalone',
        },
      ]);
    });
    test('M7: a game chosen twice', () => {
      const r = checkGamePick(LIST, ['Chess', 'chess', 'Go'], 3);
      expect(!r.ok && r.problems.map((p) => p.message)).toEqual(['Chess is chosen twice']);
    });
    test('M7: the wrong count', () => {
      const r = checkGamePick(LIST, ['Chess', 'Go'], 3);
      expect(!r.ok && r.problems.map((p) => p.message)).toEqual(['2 games chosen; 3 are expected here']);
    });
    test('M7: team 2 picks a game team 1 already chose', () => {
      const r = checkGamePick(LIST, ['Go'], 1, ['Chess', 'Go', 'Hive']);
      expect(!r.ok && r.problems[0]).toEqual({
        field: 'game choice',
        message: 'Go is already chosen by team 1',
        fix: 'choose one of: Othello, Abalone',
      });
    });
  });
});
