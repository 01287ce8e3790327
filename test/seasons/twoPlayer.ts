// Random two-player seasons (Mind Lab Swiss individual and team, league): entrants typed, withdrawals,
// late entries, results typed valid and invalid, undo and re-pair, Score round and Update standings, with
// the rules' invariants checked after every step, written here from the rules (L1-L6), not from the code.
import { Season, fail } from './driver';
import { MINDLAB_BOARDS } from '../../src/engine/mindlab/team';

type TwoPlayerKind = 'swiss' | 'team' | 'league';

const NAMES = [
  'Ada',
  'Ben',
  'Cleo',
  'Dan',
  'Eva',
  'Finn',
  'Gus',
  'Hana',
  'Ivo',
  'Jan',
  'Kim',
  'Lea',
  'Max',
  'Nia',
  'Oto',
  'Pia',
  'Quin',
  'Rui',
];
const TEAMS = ['Athens', 'Berlin', 'Cairo', 'Delhi', 'Essen', 'Fez', 'Genoa', 'Hanoi', 'Izmir', 'Jena', 'Kyiv', 'Lima'];

/** L1: 1 / ½ / 0 from the first's side; forfeits + and - count as a win and a loss. */
const POINTS: Record<string, [number, number]> = {
  '1-0': [1, 0],
  '0-1': [0, 1],
  '½-½': [0.5, 0.5],
  '=': [0.5, 0.5],
  '+': [1, 0],
  '-': [0, 1],
};
const VALID = ['1-0', '0-1', '½-½', '1-0', '0-1', '=', '+', '-'];
const INVALID = ['3-1', '10', 'draw?', 'x', '2-0', '1-1', '1/0/1', '0.7'];

const key = (a: string, b: string) => [a, b].sort().join(' | ');
const num = (s: string) => (s === '' ? 0 : Number(s.replace('½', '.5')));

/** Plays one random season; throws with the step and the invariant that broke. */
export async function playTwoPlayer(kind: TwoPlayerKind, seed: number): Promise<Season> {
  const s = await Season.open(`season ${kind} ${seed}`);
  const rng = s.rng;
  s.must('menuSetUp');
  s.setting('format', kind === 'league' ? 'league' : 'swiss');
  s.setting('event name', `Random ${kind} ${seed}`);
  s.must('menuSetUp');
  if (kind === 'team') {
    s.setting('entrants', 'team');
    s.must('menuSetUp');
  }
  const n = kind === 'league' ? 3 + rng.int(4) : kind === 'team' ? 7 + rng.int(4) : 7 + rng.int(8);
  const pool = rng.shuffle(kind === 'team' ? TEAMS.slice() : NAMES.slice()).slice(0, n);
  s.append(
    'Entrants',
    pool.map((name, i) =>
      kind === 'team' ? [name, i + 1, '', '', ...MINDLAB_BOARDS.map((g) => `${name} ${g}`)] : [name, i + 1, '', ''],
    ),
  );
  const rounds = kind === 'league' ? (n % 2 === 0 ? n - 1 : n) : 5;
  const met = new Set<string>();
  const byes = new Map<string, number>();
  const total = new Map<string, number>(pool.map((p) => [p, 0]));
  const left = new Set<string>();

  // actions out of order are refused and change nothing
  const before = s.dump();
  const early = s.click('menuScoreRound');
  if (s.outcome()?.status !== 'refused') fail(s, `Score round before any pairing: "${early}"`);
  if (s.dump() !== before) fail(s, 'Score round before any pairing changed the workbook');

  for (let r = 1; r <= rounds; r++) {
    // a withdrawal now and then (Swiss only: K6-style "left after round" on the Entrants tab)
    if (kind === 'swiss' && r > 1 && rng.next() < 0.2) {
      const active = pool.filter((p) => !left.has(p));
      if (active.length > 7) {
        const who = active[rng.int(active.length)];
        left.add(who);
        s.set('Entrants', pool.indexOf(who), 'left after round', r - 1);
      }
    }
    const undoPair = rng.next() < 0.15;
    const pairTwice = rng.next() < 0.1;
    const prePair = undoPair ? s.dump() : '';
    const paired = s.must('menuPairNextRound');
    if (!new RegExp(`round ${r}`, 'i').test(paired)) fail(s, `Pair next round said "${paired}" for round ${r}`);
    const postPair = undoPair || pairTwice ? s.dump() : '';
    // undo the pairing, then pair again: the same sheet (the same click twice gives the same sheet)
    if (undoPair) {
      s.must('menuUndo');
      if (s.dump() !== prePair) fail(s, `undo of the round ${r} pairing did not restore the workbook`);
      s.must('menuPairNextRound');
      if (s.dump() !== postPair) fail(s, `re-pairing round ${r} after undo gave another workbook`);
    }
    // pairing again without scoring is refused and changes nothing
    if (pairTwice) {
      const again = s.click('menuPairNextRound');
      if (s.dump() !== postPair)
        fail(s, `a second Pair next round before scoring round ${r} changed the workbook: "${again}"`);
    }
    const rows = s.records(`R${r}`);
    const matchRows = rows.filter((x) => x.match !== 'bye' && (x.board ?? '') === '' && /^\d+$/.test(x.match));
    const byeRows = rows.filter((x) => x.match === 'bye');
    const playing = pool.filter((p) => !left.has(p));
    // every entrant who plays the round is paired once or has the bye (L2, L3)
    const seen = [...matchRows.flatMap((x) => [x.first, x.second]), ...byeRows.map((x) => x.first)].filter(
      (x) => x !== '',
    );
    if (seen.length !== new Set(seen).size) fail(s, `round ${r}: an entrant appears twice: ${seen.join(', ')}`);
    if ([...seen].sort().join(',') !== [...playing].sort().join(','))
      fail(s, `round ${r}: paired ${[...seen].sort().join(',')} but playing ${[...playing].sort().join(',')}`);
    if (byeRows.length !== playing.length % 2)
      fail(s, `round ${r}: ${byeRows.length} byes for ${playing.length} entrants`);
    for (const b of byeRows) {
      byes.set(b.first, (byes.get(b.first) ?? 0) + 1);
      // L2: nobody gets more than one bye in a Swiss
      if (kind !== 'league' && byes.get(b.first)! > 1) fail(s, `round ${r}: ${b.first} has a second bye`);
    }
    // no two entrants meet twice (L3, L4)
    for (const m of matchRows) {
      const k = key(m.first, m.second);
      if (met.has(k)) fail(s, `round ${r}: rematch ${k}`);
      met.add(k);
    }
    // results: the result cells of the games (team events: the board rows)
    const resultRows = rows
      .map((x, i) => ({ x, i }))
      .filter(({ x }) => (kind === 'team' ? (x.board ?? '') !== '' : x.match !== 'bye' && /^\d+$/.test(x.match)));
    const typed: string[] = resultRows.map(() => VALID[rng.int(VALID.length)]);
    if (rng.next() < 0.2 && resultRows.length) {
      // an invalid result is refused: nothing written, the workbook as it was (with the bad cell typed)
      const j = rng.int(resultRows.length);
      const bad = INVALID[rng.int(INVALID.length)];
      resultRows.forEach(({ i }, k) => s.set(`R${r}`, i, 'result', k === j ? bad : typed[k]));
      const withBad = s.dump();
      const refused = s.click('menuScoreRound');
      if (s.outcome()?.status !== 'refused') fail(s, `Score round accepted the invalid result "${bad}": "${refused}"`);
      if (/undefined|at Object\.|\.ts:\d|Error:/.test(refused))
        fail(s, `Score round's message is not for people: "${refused}"`);
      if (s.dump() !== withBad) fail(s, 'a refused Score round changed the workbook');
    }
    resultRows.forEach(({ i }, k) => s.set(`R${r}`, i, 'result', typed[k]));
    s.mustUndoable('menuScoreRound', rng.next() < 0.15, `Score round ${r}`);
    // scores add up from the results (L1; L5 a team's points are its boards' sum; L2/L3 byes)
    const scored = s.records(`R${r}`);
    for (const m of scored.filter((x) => x.match !== 'bye' && (x.board ?? '') === '' && /^\d+$/.test(x.match))) {
      let p1 = 0;
      let p2 = 0;
      const parts = kind === 'team' ? scored.filter((x) => x.match === m.match && (x.board ?? '') !== '') : [m];
      for (const b of parts) {
        const first = kind === 'team' ? b.first.replace(/ (Abalone|Checkers|Quoridor|Octi)$/, '') === m.first : true;
        const [a, c] = POINTS[b.result] ?? fail(s, `round ${r}: a scored result "${b.result}"`);
        p1 += first ? a : c;
        p2 += first ? c : a;
      }
      if (num(m['points 1']) !== p1 || num(m['points 2']) !== p2)
        fail(s, `round ${r} match ${m.match}: points ${m['points 1']}-${m['points 2']}, results give ${p1}-${p2}`);
      total.set(m.first, total.get(m.first)! + p1);
      total.set(m.second, total.get(m.second)! + p2);
    }
    for (const b of scored.filter((x) => x.match === 'bye')) {
      const expected = kind === 'league' ? 0 : kind === 'team' ? 3 : 1;
      if (num(b['points 1']) !== expected)
        fail(s, `round ${r}: the bye of ${b.first} scored ${b['points 1']}, L2/L3 give ${expected}`);
      total.set(b.first, total.get(b.first)! + expected);
    }
    // standings: points are the sums of the rounds, in non-increasing order, and a second click changes nothing
    s.must('menuUpdateStandings');
    const standings = s.records('Standings');
    const twice = rng.next() < 0.12;
    const after = twice ? s.dump() : '';
    for (const x of standings) {
      const name = x.entrant ?? x.team ?? x.player;
      if (num(x.points) !== total.get(name))
        fail(s, `after round ${r}: Standings give ${name} ${x.points} points, the results ${total.get(name)}`);
    }
    if (standings.length !== pool.length)
      fail(s, `after round ${r}: ${standings.length} standings rows for ${pool.length} entrants`);
    for (let i = 1; i < standings.length; i++)
      if (num(standings[i].points) > num(standings[i - 1].points))
        fail(s, `after round ${r}: standings out of order at row ${i + 2}`);
    if (twice) s.must('menuUpdateStandings');
    if (twice && s.dump() !== after) fail(s, `Update standings twice after round ${r} gave another workbook`);
  }
  // the event is over: one more pairing is refused and writes nothing, unless a league ends with a tie for
  // first or second place: then it pairs the rematch among the tied (L6 d), and only then
  const tied = s
    .records('Standings')
    .filter((x) => /a rematch decides \(L6 d\)/.test(x.note))
    .map((x) => x.entrant);
  const end = s.dump();
  const extra = s.click('menuPairNextRound');
  if (tied.length === 0 && s.dump() !== end) fail(s, 'Pair next round after the last round changed the workbook');
  if (tied.length > 0) {
    if (kind !== 'league') fail(s, `a rematch flagged in a ${kind}: ${tied.join(', ')}`);
    if (!/L6 d rematch/.test(extra))
      fail(s, `Pair next round after a league with ${tied.join(', ')} tied did not pair their rematch: "${extra}"`);
    const games = s.records(`R${rounds + 1}`).filter((x) => /^\d+$/.test(x.match));
    if (games.length === 0 || games.some((g) => !tied.includes(g.first) || !tied.includes(g.second)))
      fail(s, `the rematch round pairs others than the tied ${tied.join(', ')}`);
  }
  return s;
}
