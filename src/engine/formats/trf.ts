// FIDE TRF(x) tournament reports in and JaVaFo/bbpPairings pairing output out.
//
// Read: player lines "001" (TRF-16 columns: starting rank 5-8, name 15-47, points 81-84, then one 10-column
// block per round from column 92: opponent's starting rank 92-95 ("0000" or blank: none), colour 97 (w, b,
// -), result 99 (1 = 0 + - W D L H F U Z)); "012" tournament name; "XXR" number of rounds; "XXA" accelerated
// points (JaVaFo extension: "XXA" then a player's starting rank, then the points added in each round, in
// order). McMahon start scores (M2) are given as XXA points.
// Decisions (documented here): every listed opponent counts as met (forfeits too: the safe side for "no
// rematch"); a pairing-allocated bye (U) or a full-point bye (F) counts as the player's bye; the points column
// is the score, or, when blank, the sum of the results (1 + W F U = 1, = D H = ½, else 0).
// Write: the number of pairs on the first line, then one pair per line as two starting ranks, the first
// named plays first; a bye is written "N 0" and counted as a pair.
import { fail, ok, type Checked, type Problem } from '../core/problem';
import { seedFrom } from '../core/rng';
import { pairRound } from '../pairing/pairRound';
import type { PairingEntrant, PairingRequest, RoundPairing } from '../pairing/types';

export interface TrfRound {
  /** opponent's starting rank, or null for none (bye, absence) */
  readonly opponent: number | null;
  readonly colour: 'w' | 'b' | '-';
  /** one of 1 = 0 + - W D L H F U Z, or ' ' when not yet played */
  readonly result: string;
}

export interface TrfPlayer {
  readonly startingRank: number;
  readonly name: string;
  /** the points column (null when blank) */
  readonly points: number | null;
  readonly rounds: readonly TrfRound[];
}

export interface TrfTournament {
  readonly name: string | null;
  /** XXR */
  readonly totalRounds: number | null;
  readonly players: readonly TrfPlayer[];
  /** XXA: starting rank → points added per round (round 1 first) */
  readonly acceleration: ReadonlyMap<number, readonly number[]>;
}

const RESULTS = '1=0+-WDLHFUZ ';
const BYE_RESULTS = 'UF';

export function parseTrf(text: string): Checked<TrfTournament> {
  const problems: Problem[] = [];
  const players: TrfPlayer[] = [];
  const acceleration = new Map<number, number[]>();
  let name: string | null = null;
  let totalRounds: number | null = null;
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `line ${index + 1}`;
    const code = line.slice(0, 3);
    if (code === '012') name = line.slice(4).trim() || null;
    else if (code === 'XXR') {
      const n = Number(line.slice(3).trim());
      if (!Number.isInteger(n) || n < 1)
        problems.push({
          field: 'XXR',
          message: `${where}: "${line.slice(3).trim()}" is not a number of rounds`,
          fix: 'type e.g. "XXR 5"',
        });
      else totalRounds = n;
    } else if (code === 'XXA') {
      const tokens = line
        .slice(3)
        .trim()
        .split(/\s+/)
        .filter((t) => t.length > 0);
      const rank = Number(tokens[0]);
      const pts = tokens.slice(1).map(Number);
      if (!Number.isInteger(rank) || rank < 1 || pts.some((p) => !Number.isFinite(p))) {
        problems.push({
          field: 'XXA',
          message: `${where}: expected a starting rank then points per round`,
          fix: 'type e.g. "XXA 0001  2.0  2.0"',
        });
      } else acceleration.set(rank, pts);
    } else if (/^\s+(001|012|XX[A-Z])\b/.test(line)) {
      const at = line.search(/\S/);
      problems.push({
        field: 'columns',
        message: `${where}, column ${at + 1}: the record "${line.slice(at, at + 3)}" starts in column ${at + 1}, not 1 (the line is shifted by ${at} character${at === 1 ? '' : 's'})`,
        fix: `delete the ${at === 1 ? 'space' : `${at} spaces`} before "${line.slice(at, at + 3)}": TRF records start in column 1`,
      });
    } else if (code === '001') {
      const p = parsePlayer(line, where);
      if ('problem' in p) problems.push(p.problem);
      else players.push(p.player);
    }
  });
  // a line that could not be read is reported alone: the checks across lines would only echo it
  if (problems.length > 0) return fail(...problems);
  const ranks = new Set<number>();
  const highest = players.reduce((m, p) => Math.max(m, p.startingRank), 0);
  if (highest > players.length) {
    const p = players.find((x) => x.startingRank === highest) as TrfPlayer;
    problems.push({
      field: 'starting rank',
      message: `starting rank ${highest} (${p.name || 'no name'}) but the file lists ${players.length} players`,
      fix: `number the players 1 to ${players.length} in columns 5-8`,
    });
  }
  for (const p of players) {
    if (ranks.has(p.startingRank))
      problems.push({
        field: 'starting rank',
        message: `starting rank ${p.startingRank} appears twice`,
        fix: 'give every player line its own starting rank',
      });
    ranks.add(p.startingRank);
  }
  for (const p of players) {
    for (const r of p.rounds) {
      if (r.opponent !== null && !ranks.has(r.opponent)) {
        problems.push({
          field: 'opponent',
          message: `player ${p.startingRank} met ${r.opponent}, who has no player line`,
          fix: 'add the player line or correct the opponent number',
        });
      }
    }
  }
  if (problems.length > 0) return fail(...problems);
  return ok({ name, totalRounds, players, acceleration });
}

/** TRF-16 player-line columns (1-based) that hold a space between fields: a letter or digit there means the columns are shifted. */
const PLAYER_GAPS = [4, 9, 80, 85];
const SHIFT_FIX =
  'align the line on the TRF-16 columns: starting rank 5-8, name 15-47, points 81-84, rank 86-89, then one block of 10 columns per round from column 92 (opponent 92-95, colour 97, result 99)';

/** A problem for the first column of `cols` that holds something other than a space (a shifted line). */
function shifted(line: string, where: string, cols: readonly number[]): Problem | null {
  for (const col of cols) {
    const ch = line[col - 1];
    if (ch !== undefined && ch !== ' ') {
      return {
        field: 'columns',
        message: `${where}, column ${col}: "${ch}" where the TRF format has a space between two fields (the columns look shifted by a character)`,
        fix: SHIFT_FIX,
      };
    }
  }
  return null;
}

function parsePlayer(line: string, where: string): { player: TrfPlayer } | { problem: Problem } {
  const gap = shifted(line, where, PLAYER_GAPS);
  if (gap) return { problem: gap };
  if (!/^ *\d+$/.test(line.slice(4, 8))) {
    return {
      problem: {
        field: 'starting rank',
        message: `${where}, columns 5-8: "${line.slice(4, 8)}" is not a starting rank`,
        fix: 'right-align the number in columns 5-8',
      },
    };
  }
  const startingRank = Number(line.slice(4, 8).trim());
  if (!Number.isInteger(startingRank) || startingRank < 1) {
    return {
      problem: {
        field: 'starting rank',
        message: `${where}: "${line.slice(4, 8)}" in columns 5-8 is not a starting rank`,
        fix: 'right-align the number in columns 5-8',
      },
    };
  }
  const pointsText = line.slice(80, 84).trim();
  const points = pointsText === '' ? null : Number(pointsText);
  if (points !== null && (!Number.isFinite(points) || !/^ *\d+(\.\d)?$/.test(line.slice(80, 84)))) {
    const drift = /\s$/.test(line.slice(80, 84)) ? ' (the columns look shifted by a character)' : '';
    return {
      problem: {
        field: 'points',
        message: `${where}, columns 81-84: "${pointsText}" is not a score${drift}`,
        fix: drift ? SHIFT_FIX : 'type e.g. " 2.5", right-aligned in columns 81-84',
      },
    };
  }
  const rounds: TrfRound[] = [];
  for (let start = 91; start < line.length; start += 10) {
    const block = line.slice(start, start + 8);
    if (block.trim() === '') break;
    const gapIn = shifted(line, where, [start + 5, start + 7, start + 9, start + 10]);
    if (gapIn || !/^ *\d*$/.test(block.slice(0, 4))) {
      return {
        problem: gapIn ?? {
          field: 'columns',
          message: `${where}, columns ${start + 1}-${start + 4}: "${block.slice(0, 4)}" is not an opponent's starting rank (the columns look shifted by a character)`,
          fix: SHIFT_FIX,
        },
      };
    }
    const oppText = block.slice(0, 4).trim();
    const opp = oppText === '' ? 0 : Number(oppText);
    const colour = (block[5] ?? '-').toLowerCase();
    const result = (block[7] ?? ' ').toUpperCase();
    if (!Number.isInteger(opp) || opp < 0 || !'wb- '.includes(colour) || !RESULTS.includes(result)) {
      return {
        problem: {
          field: 'round',
          message: `${where}: round ${rounds.length + 1} "${block}" is not "oooo c r"`,
          fix: 'opponent number, colour w/b/-, result 1 = 0 + - W D L H F U Z',
        },
      };
    }
    rounds.push({
      opponent: opp === 0 ? null : opp,
      colour: colour === ' ' ? '-' : (colour as 'w' | 'b' | '-'),
      result,
    });
  }
  return { player: { startingRank, name: line.slice(14, 47).trim(), points, rounds } };
}

/** The report again as TRF text (player lines, 012, XXR, XXA); parseTrf(formatTrf(t)) gives t back. */
export function formatTrf(t: TrfTournament): string {
  const lines: string[] = [];
  if (t.name !== null) lines.push(`012 ${t.name}`);
  for (const p of t.players) {
    let line = `001 ${pad(p.startingRank, 4)}${' '.repeat(6)}${p.name.slice(0, 33).padEnd(33)}`;
    line = line.padEnd(80) + (p.points === null ? '    ' : p.points.toFixed(1).padStart(4));
    line = line.padEnd(91);
    for (const r of p.rounds) line += `${r.opponent === null ? '0000' : pad(r.opponent, 4)} ${r.colour} ${r.result}  `;
    lines.push(line.trimEnd());
  }
  if (t.totalRounds !== null) lines.push(`XXR ${t.totalRounds}`);
  for (const [rank, pts] of t.acceleration)
    lines.push(`XXA ${pad(rank, 4)} ${pts.map((x) => x.toFixed(1).padStart(5)).join('')}`);
  return lines.join('\n') + '\n';
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export type TrfSystem = 'swiss' | 'mcmahon';

/** The round to pair next: one more than the most rounds any player line has. */
function nextRound(t: TrfTournament): number {
  return 1 + t.players.reduce((m, p) => Math.max(m, p.rounds.filter((r) => r.result !== ' ').length), 0);
}

/**
 * The pairing request of the next round. Score: the points (plus, for McMahon, the XXA points of the round
 * being paired, M2). Ranking (L4): by score, then starting rank. Bye (L2, M3): Swiss round 1 by draw, seeded
 * from the tournament name; otherwise the lowest-ranked without a bye.
 */
export function trfRequest(t: TrfTournament, system: TrfSystem): PairingRequest {
  const round = nextRound(t);
  const scored = t.players.map((p) => {
    const earned =
      p.points ??
      p.rounds.reduce((s, r) => s + ('1WFU+'.includes(r.result) ? 1 : '=DH'.includes(r.result) ? 0.5 : 0), 0);
    const acc = system === 'mcmahon' ? (t.acceleration.get(p.startingRank)?.[round - 1] ?? 0) : 0;
    return { p, score: earned + acc };
  });
  scored.sort((a, b) => b.score - a.score || a.p.startingRank - b.p.startingRank);
  const entrants: PairingEntrant[] = scored.map(({ p, score }, rank) => ({
    id: String(p.startingRank),
    score,
    rank,
    opponents: p.rounds.filter((r) => r.opponent !== null).map((r) => String(r.opponent)),
    hadBye: p.rounds.some((r) => BYE_RESULTS.includes(r.result) && r.opponent === null),
  }));
  const bye =
    system === 'swiss' && round === 1
      ? { kind: 'draw' as const, seed: String(seedFrom(`${t.name ?? ''}/round 1`)) }
      : { kind: 'lowestRanked' as const };
  return { entrants, bye };
}

/** JaVaFo/bbpPairings output: number of pairs, then "first second" per line, a bye as "N 0". */
export function formatPairing(p: RoundPairing): string {
  const lines = p.matches.map((m) => `${m.first} ${m.second}`);
  if (p.bye !== null) lines.push(`${p.bye} 0`);
  return `${lines.length}\n${lines.join('\n')}${lines.length > 0 ? '\n' : ''}`;
}

/** Reads JaVaFo output back: the pairs as [first, second] starting ranks (second 0 = bye). */
export function parsePairing(text: string): Checked<[number, number][]> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const count = Number(lines[0]);
  const pairs = lines.slice(1).map((l) => l.split(/\s+/).map(Number) as [number, number]);
  if (
    !Number.isInteger(count) ||
    count !== pairs.length ||
    pairs.some((p) => p.length !== 2 || p.some((x) => !Number.isInteger(x)))
  ) {
    return fail({
      field: 'pairing',
      message: 'expected the number of pairs, then one pair of starting ranks per line',
    });
  }
  return ok(pairs);
}

/**
 * The whole TRF command in one pure function: the next round's pairing as JaVaFo output, or problems.
 * A pairing that needs a rematch is refused (as JaVaFo and bbpPairings do: "no valid pairing").
 */
/** The result a player's opponent records for the same game (TRF result codes). */
const MIRROR: Readonly<Record<string, string>> = {
  '1': '0',
  '0': '1',
  '=': '=',
  '+': '-',
  '-': '+',
  W: 'L',
  L: 'W',
  D: 'D',
  ' ': ' ',
};

/**
 * The two lines of each game must tell the same game: if player A met B in round r with result x, B's line
 * says A in round r with the mirrored result. A line whose round block was shifted or cut (a result dropped,
 * an opponent misread) disagrees with its opponent's line and is refused instead of being paired on.
 */
export function trfConsistency(t: TrfTournament): Problem[] {
  const byRank = new Map(t.players.map((p) => [p.startingRank, p] as const));
  const problems: Problem[] = [];
  for (const p of t.players) {
    p.rounds.forEach((r, k) => {
      if (r.opponent === null || problems.length >= 20) return;
      const o = byRank.get(r.opponent)?.rounds[k];
      const mirrored = MIRROR[r.result];
      if (o === undefined || o.opponent !== p.startingRank) {
        problems.push({
          field: 'round',
          message: `round ${k + 1}: player ${p.startingRank} met ${r.opponent}, but player ${r.opponent}'s line ${o === undefined ? 'has no round ' + (k + 1) : `names ${o.opponent ?? 'no opponent'}`}`,
          fix: 'correct one of the two lines (the columns may be shifted by a character)',
        });
      } else if (mirrored !== undefined && o.result !== mirrored && p.startingRank < r.opponent) {
        problems.push({
          field: 'round',
          message: `round ${k + 1}: player ${p.startingRank} has result "${r.result}" against ${r.opponent}, but player ${r.opponent}'s line has "${o.result}"`,
          fix: `type the mirrored result in one of the two lines (the columns may be shifted by a character)`,
        });
      }
    });
  }
  return problems;
}

export function pairTrf(
  text: string,
  system: TrfSystem,
): Checked<{ output: string; pairing: RoundPairing; round: number }> {
  const parsed = parseTrf(text);
  if (!parsed.ok) return parsed;
  const t = parsed.value;
  const inconsistent = trfConsistency(t);
  if (inconsistent.length > 0) return fail(...inconsistent);
  if (t.players.length === 0)
    return fail({
      field: 'players',
      message: 'the file has no player lines ("001")',
      fix: 'give a FIDE TRF file: one line per player, starting with "001" in columns 1-3',
    });
  const round = nextRound(t);
  if (t.totalRounds !== null && round > t.totalRounds) {
    return fail({
      field: 'XXR',
      message: `all ${t.totalRounds} rounds are already played`,
      fix: 'raise XXR to pair another round',
    });
  }
  const pairing = pairRoundFor(t, system);
  const rematches = pairing.matches.filter((m) => m.rematch);
  if (rematches.length > 0) {
    return fail({
      field: 'pairing',
      message: `no valid pairing for round ${round}: ${rematches.map((m) => `${m.first}-${m.second}`).join(', ')} would meet again`,
    });
  }
  return ok({ output: formatPairing(pairing), pairing, round });
}

function pairRoundFor(t: TrfTournament, system: TrfSystem): RoundPairing {
  return pairRound(trfRequest(t, system));
}
