// Random MOCHALUNT seasons (M1-M18): the field typed, teams withdrawn, line-ups typed valid, invalid and
// missing (M8, M13), individual pairing, results typed valid and invalid, undo and re-pair, Score round and
// Update standings, with the rules' invariants checked after every step, written here from the rules (M3 one
// bye and no rematch in the McMahon rounds, M15-M17 scores from the games), not from the code.
import { Season, fail } from './driver';
import { demoField } from '../../local/demo/data';
import { typeField } from '../../local/demo/season';

const VALID = ['1-0', '0-1', '½-½', '1-0', '0-1', '1-0', '=', '+', '-', ''];
const INVALID = ['3-1', '10', 'draw?', '2-0', '1-1', 'w?'];
/** M15 from player 1's side: 3 win, 2 draw, 1 played loss, 0 forfeit loss; unreported 0-0 (M16). */
const M15: Record<string, [number, number]> = {
  '1-0': [3, 1],
  '0-1': [1, 3],
  '½-½': [2, 2],
  '=': [2, 2],
  '+': [3, 0],
  '-': [0, 3],
  '': [0, 0],
};

const pairKey = (a: string, b: string) => [a, b].sort().join(' | ');

/**
 * Whether the teams can all be paired without a rematch, the odd one out (if any) taking the bye from
 * `byeCandidates`: an exhaustive search, for the small fields of these seasons.
 */
function rematchFreePairing(
  teams: readonly string[],
  met: ReadonlySet<string>,
  byeCandidates: readonly string[],
): boolean {
  const pairUp = (left: readonly string[]): boolean => {
    if (left.length === 0) return true;
    const [a, ...rest] = left;
    return rest.some((b, i) => !met.has(pairKey(a, b)) && pairUp(rest.filter((_, j) => j !== i)));
  };
  if (teams.length % 2 === 0) return pairUp(teams);
  return byeCandidates.some((b) => teams.includes(b) && pairUp(teams.filter((t) => t !== b)));
}

interface MatchRow {
  match: string;
  team1: string;
  team2: string;
}

export async function playMochalunt(seed: number): Promise<Season> {
  const s = await Season.open(`season mochalunt ${seed}`);
  const rng = s.rng;
  const n = 4 + rng.int(7);
  const phase1 = 3 + rng.int(3);
  // M4: the knock-out follows phase 1 whatever its length (its stages are relative to the phase)
  const phase2 = n >= 8 && rng.next() < 0.5 ? 3 : 0;
  const rounds = phase1 + phase2;
  const field = demoField(n, seed % 1000, rounds, phase1);
  s.must('menuSetUp');
  typeField(s.desk, field, rounds);
  s.setting('phase 1 rounds', String(phase1));
  s.setting('phase 2 rounds', String(phase2));
  s.must('menuSetUp');
  const teams = field.teams.map((t) => t.name);
  const withdrawn = new Set<string>();
  const met = new Set<string>();
  const byes = new Map<string, number>();
  const main = new Map<string, number>(teams.map((t) => [t, 0]));

  const early = s.dump();
  s.click('menuScoreRound');
  s.click('menuPairIndividual');
  if (s.dump() !== early) fail(s, 'Score round or Pair individual matches before any pairing changed the workbook');

  for (let r = 1; r <= rounds; r++) {
    // a team withdraws now and then in the McMahon rounds, keeping at least 4 (M1)
    if (r > 1 && r <= phase1 && phase2 === 0 && rng.next() < 0.12 && teams.length - withdrawn.size > 4) {
      const active = teams.filter((t) => !withdrawn.has(t));
      const who = active[rng.int(active.length)];
      withdrawn.add(who);
      s.set('Teams', teams.indexOf(who), 'status', 'withdrawn');
    }
    s.mustUndoable('menuPairNextRound', rng.next() < 0.15, `the round ${r} pairing`);
    const rows = s.records(`R${r}`);
    const matches: MatchRow[] = rows
      .filter((x) => x.board === '' && x.match !== '' && x.match !== 'bye')
      .map((x) => ({ match: x.match, team1: x['team 1'], team2: x['team 2'] }));
    const byeRows = rows.filter((x) => x.match === 'bye');
    const inRound = [...matches.flatMap((m) => [m.team1, m.team2]), ...byeRows.map((x) => x['team 1'])];
    if (inRound.length !== new Set(inRound).size) fail(s, `round ${r}: a team appears twice: ${inRound.join(', ')}`);
    const active = teams.filter((t) => !withdrawn.has(t));
    if (r <= phase1 && [...inRound].sort().join(',') !== [...active].sort().join(','))
      fail(s, `round ${r}: paired ${[...inRound].sort().join(',')}, active ${[...active].sort().join(',')}`);
    if (r <= phase1 && byeRows.length !== active.length % 2)
      fail(s, `round ${r}: ${byeRows.length} byes for ${active.length} teams`);
    // M3, criteria in order: no rematch, then the bye to a team without one
    if (r <= phase1) {
      const fresh = active.filter((t) => !byes.has(t));
      const rematches = matches.filter((m) => met.has(pairKey(m.team1, m.team2)));
      if (rematches.length && rematchFreePairing(active, met, active))
        fail(
          s,
          `round ${r}: rematch ${rematches.map((m) => pairKey(m.team1, m.team2)).join(', ')} although a pairing without one exists (M3)`,
        );
      for (const b of byeRows) {
        const t = b['team 1'];
        if (
          byes.has(t) &&
          (rematchFreePairing(active, met, fresh) ||
            (rematches.length > 0 && fresh.length > 0 && !rematchFreePairing(active, met, active)))
        )
          fail(s, `round ${r}: ${t} has a second bye although ${fresh.join(', ')} had none (M3)`);
      }
    }
    for (const b of byeRows) byes.set(b['team 1'], (byes.get(b['team 1']) ?? 0) + 1);
    if (r <= phase1) for (const m of matches) met.add(pairKey(m.team1, m.team2));
    // captains type line-ups (M8): some missing (M13), now and then one with an unknown player
    const lineups = s.grid('Line-ups');
    const head = lineups[0].map(String);
    const [rc, tc, lc] = ['round', 'team', 'line-up'].map((h) => head.indexOf(h));
    const rowOf = new Map<string, number>();
    lineups.forEach((row, i) => {
      if (i > 0 && Number(row[rc]) === r) rowOf.set(String(row[tc]), i - 1);
    });
    const typedLineups = new Map<string, string>();
    for (const team of field.teams) {
      const at = rowOf.get(team.name);
      if (at === undefined || withdrawn.has(team.name) || (r > 1 && rng.next() < 0.1)) continue;
      const roster = rng.shuffle(team.players.map((p) => p.name));
      const min = roster.length === 4 ? 3 : 4;
      const first = roster.slice(0, Math.max(min, roster.length - rng.int(3)));
      const second = rng.next() < 0.3 ? ` / ${first[0]}` : '';
      typedLineups.set(team.name, `${first.join(', ')}${second}`);
    }
    const playingTeams = [...typedLineups.keys()].filter((t) => matches.some((m) => m.team1 === t || m.team2 === t));
    if (lc >= 0 && rng.next() < 0.15 && playingTeams.length) {
      // (a team with the bye plays no match: its line-up is not read)
      const team = playingTeams[rng.int(playingTeams.length)];
      s.set('Line-ups', rowOf.get(team)!, 'line-up', `${typedLineups.get(team)}, Nobody Known`);
      for (const [t, text] of typedLineups) if (t !== team) s.set('Line-ups', rowOf.get(t)!, 'line-up', text);
      const withBad = s.dump();
      const refused = s.click('menuPairIndividual');
      if (s.outcome()?.status !== 'refused')
        fail(s, `Pair individual matches accepted an unknown player: "${refused.slice(0, 300)}"`);
      if (!s.outcome()?.problems.some((p) => p.tab === 'Line-ups'))
        fail(s, `the refusal has no problem on the Line-ups tab: "${refused.slice(0, 300)}"`);
      if (s.dump() !== withBad) fail(s, 'a refused Pair individual matches changed the workbook');
    }
    for (const [t, text] of typedLineups) s.set('Line-ups', rowOf.get(t)!, 'line-up', text);
    s.must('menuPairIndividual');
    // results on the board rows: player 1's side, four games
    const boards = s
      .records(`R${r}`)
      .map((x, i) => ({ x, i }))
      .filter(
        ({ x }) =>
          x.board !== '' && x.match !== 'bye' && x['player 1'] !== '(forfeit)' && x['player 2'] !== '(forfeit)',
      );
    const typed = boards.map(() => [0, 1, 2, 3].map(() => VALID[rng.int(VALID.length)]));
    const g1 = s.column(`R${r}`, 'game 1');
    if (boards.length && rng.next() < 0.2) {
      const j = rng.int(boards.length);
      const bad = INVALID[rng.int(INVALID.length)];
      boards.forEach(({ i }, k) => s.desk.type(`R${r}`, i + 2, g1, [k === j ? [bad, ...typed[k].slice(1)] : typed[k]]));
      const withBad = s.dump();
      const refused = s.click('menuScoreRound');
      if (s.outcome()?.status !== 'refused')
        fail(s, `Score round accepted the result "${bad}": "${refused.slice(0, 300)}"`);
      if (s.dump() !== withBad) fail(s, 'a refused Score round changed the workbook');
    }
    boards.forEach(({ i }, k) => s.desk.type(`R${r}`, i + 2, g1, [typed[k]]));
    s.mustUndoable('menuScoreRound', rng.next() < 0.15, `Score round ${r}`);
    // M15, M17: a team match's scores are the sums of its boards' game points
    const scored = s.records(`R${r}`);
    for (const m of scored.filter((x) => x.board === '' && x.match !== '' && x.match !== 'bye')) {
      const own = scored.filter((x) => x.match === m.match && x.board !== '');
      const forfeit = own.some((x) => x['player 1'] === '(forfeit)' || x['player 2'] === '(forfeit)');
      let s1 = 0;
      let s2 = 0;
      for (const b of own)
        for (const g of ['game 1', 'game 2', 'game 3', 'game 4']) {
          const p = M15[b[g]] ?? fail(s, `round ${r} match ${m.match}: a scored game "${b[g]}"`);
          s1 += p[0];
          s2 += p[1];
        }
      if (!forfeit && (Number(m['score 1']) !== s1 || Number(m['score 2']) !== s2))
        fail(
          s,
          `round ${r} match ${m.match}: scores ${m['score 1']}-${m['score 2']}, the games give ${s1}-${s2} (M15, M17)`,
        );
      const p1 = Number(m['points 1']);
      const p2 = Number(m['points 2']);
      if (!forfeit && r <= phase1) {
        const played1 = own.some((b) =>
          ['game 1', 'game 2', 'game 3', 'game 4'].some((g) => ['1-0', '0-1', '½-½', '='].includes(b[g])),
        );
        const want = s1 > s2 ? [3, played1 ? 1 : 0] : s1 < s2 ? [played1 ? 1 : 0, 3] : [2, 2];
        if (played1 && (p1 !== want[0] || p2 !== want[1]))
          fail(s, `round ${r} match ${m.match}: main scores ${p1}-${p2} for ${s1}-${s2} (M17 gives ${want.join('-')})`);
      }
      main.set(m['team 1'], main.get(m['team 1'])! + p1);
      main.set(m['team 2'], main.get(m['team 2'])! + p2);
    }
    for (const b of scored.filter((x) => x.match === 'bye'))
      main.set(b['team 1'], main.get(b['team 1'])! + Number(b['points 1'] || 0));
    s.must('menuUpdateStandings');
    const standings = s.records('Standings');
    for (const x of standings) {
      if (!main.has(x.team)) continue;
      if (Number(x.main) !== main.get(x.team))
        fail(
          s,
          `after round ${r}: Standings give ${x.team} a main score of ${x.main}, the round tabs ${main.get(x.team)} (M17)`,
        );
    }
  }
  return s;
}
