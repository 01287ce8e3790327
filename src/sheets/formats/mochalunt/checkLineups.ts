// Check line-ups (all rows) and lineupCheck (the one row a captain just edited, from onEdit): each row's
// check cell says OK or the exact problem (M7-M13, M21). Only the check cells (and, for lineupCheck, a
// blank sent time) are written.
import type { Cell } from '../../workbook';
import type { SheetProblem, WriteBlock } from '../../plan';
import { describeProblem, emptyPlan, describeProblems } from '../../plan';
import type { MochaluntPlanner } from './planner';
import { loadSeason, type Season } from '../../season';
import type { LineupRow } from '../../tabs/lineups';
import { LINEUPS_TABLE } from '../../tabs/lineups';
import { cellProblem, dataRows, text } from '../../tabs/table';
import { rosterOf } from '../../tabs/players';
import { utc } from '../../tabs/round';
import { effectiveRow, parseRow } from './history';
import {
  findName,
  checkReduction,
  loggedRow,
  loggedRowNote,
  type LineupLogEntry,
} from '../../../engine/mochalunt/lineup';
import { readLineupLog } from '../../tabs/lineupLog';
import { checkGamePick, gamesInRound } from '../../../engine/mochalunt/games';
import { describeExtension, isLate } from '../../../engine/mochalunt/calendar';
import { matchCalendar } from '../../tabs/roundExtension';
import { parseAgreed } from './agreed';
import { pairMatch } from './pairIndividual';
import { CONTACT_FIX, contactInRow } from '../../privacy';
import { a1, columnLetter } from '../../plan';
import type { Table } from '../../tabs/table';
import type { Workbook } from '../../workbook';
import { sealedRound, type SealedInput } from '../../../engine/mochalunt/lineup';
import { sealedTarget } from './sealedLineups';
import { sealedValidity } from './sealedCheck';

interface RowCheck {
  readonly problems: SheetProblem[];
  /** flags that do not make the row wrong (late: M13) */
  readonly notes: string[];
  readonly text: string;
}

/** The opponent of a team in a paired round, and its side. */
function opponentIn(season: Season, round: number, team: string): { opponent: string; side: 'team1' | 'team2' } | null {
  const tab = season.rounds.get(round);
  const m = tab?.matches.find((x) => x.team1 === team || x.team2 === team);
  if (!m) return null;
  return m.team1 === team ? { opponent: m.team2, side: 'team1' } : { opponent: m.team1, side: 'team2' };
}

/** M8-M13, M7, M21: everything wrong with one line-up row. */
function checkRow(
  season: Season,
  t: Table,
  row: LineupRow,
  edited = false,
  log: readonly LineupLogEntry[] | null = null,
): RowCheck {
  const problems: SheetProblem[] = [];
  const notes: string[] = [];
  const p = (key: string, message: string, fix: string) => problems.push(cellProblem(t, row.at, key, message, fix));
  const filled =
    row.lineup !== '' || row.strength !== '' || row.matchesText !== '' || row.games.length > 0 || row.agreed !== '';
  const lineupNeeded = row.lineup !== '' || row.strength !== '' || row.matchesText !== '' || row.agreed !== '';
  if (!filled) return { problems, notes, text: '' };
  // contact data is never copied into the check cell: the check names the cell and says to remove it
  const contact = contactInRow(t.grid[row.at] ?? []);
  if (contact) return finish([contactProblem(t, row.at, contact)], []);
  if (row.round > season.totalRounds) {
    p(
      'round',
      `the season has ${season.totalRounds} rounds, there is no round ${row.round}`,
      `type a round from 1 to ${season.totalRounds}`,
    );
    return finish(problems, notes);
  }
  const tab = season.rounds.get(row.round);
  if (tab && tab.scored && !edited) return { problems, notes, text: `round ${row.round} finished` };
  if (tab && tab.scored) {
    const next = row.round + 1;
    p(
      'lineup',
      `round ${row.round} is finished (its results are scored), so this line-up is not used`,
      next <= season.totalRounds
        ? `write the line-up in ${row.team}'s row for round ${next}, and clear this one`
        : 'clear this row',
    );
    return finish(problems, notes);
  }
  if (row.lineup === '' && lineupNeeded) {
    p(
      'lineup',
      'the line-up is empty but other cells of the row are filled',
      'write the line-up (e.g. Anna, Bruno, Carla, Dario / Bruno), or clear the row',
    );
    return finish(problems, notes);
  }
  // Players of another team, named before the engine's roster check.
  const roster = rosterOf(season.players, row.team, row.round);
  const typed = row.lineup
    .split(/[/,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const foreign = new Set<string>();
  const joinsLater = new Set<string>();
  for (const name of typed) {
    if (findName(name, roster) !== undefined) continue;
    const other = season.players.find((x) => x.team !== row.team && x.name.toLowerCase() === name.toLowerCase());
    if (other && !foreign.has(other.name)) {
      foreign.add(other.name);
      p(
        'lineup',
        `${other.name} plays for ${other.team}, not for ${row.team}`,
        `remove ${other.name}, or move the player to ${row.team} on the Players tab`,
      );
    }
    const late = season.players.find(
      (x) => x.team === row.team && x.name.toLowerCase() === name.toLowerCase() && x.joined > row.round,
    );
    if (late) joinsLater.add(late.name.toLowerCase());
    if (late)
      p(
        'lineup',
        `${late.name} joins ${row.team} from round ${late.joined} (Players tab, joined round)`,
        `remove ${late.name} from the round ${row.round} line-up`,
      );
  }
  const parsed = row.lineup === '' ? null : parseRow(season, row, row.round);
  if (parsed && !parsed.ok) {
    for (const e of parsed.problems) {
      // a name already said to be another team's, or to join later, is not said again
      const about = (e.about ?? []).map((n) => n.toLowerCase());
      if (about.some((n) => [...foreign].some((f) => f.toLowerCase() === n) || joinsLater.has(n))) continue;
      p(/strength/.test(e.field) ? 'strength' : 'lineup', e.message, e.fix ?? 'correct the line-up');
    }
  }
  // M13, M21: sent after the deadline (the team match's own, moved by an extension).
  const ownMatch = tab?.matches.find((m) => m.calendar && (m.team1 === row.team || m.team2 === row.team));
  const due = ownMatch ? matchCalendar(ownMatch) : tab?.matches.find((m) => m.calendar)?.calendar;
  const extended = ownMatch?.extension ? ` (${describeExtension(ownMatch.extension)})` : '';
  if (due && log) {
    // M13 / M7 judged from the line-up log: the sent cells are not trusted.
    const deadline = Number(due.lineupsDue);
    const judged = loggedRow(log, row.at + 1, deadline, ['line-up']);
    const note = loggedRowNote(judged, deadline);
    if (judged.status === 'late') {
      const eff = effectiveRow(season, row.team, row.round - 1);
      notes.push(
        `LATE (M13): ${note}; ${eff.source !== 'none' ? `the line-up of round ${eff.fromRound} applies` : 'no earlier line-up exists, so the team match is lost by forfeit'}`,
      );
    } else if (note) notes.push(note);
    const gamesDeadline = Number(due.gameChoiceDue ?? due.lineupsDue);
    const games = loggedRow(log, row.at + 1, gamesDeadline, ['games']);
    if (games.status === 'on time' && games.lateChanges.length)
      notes.push(loggedRowNote(games, gamesDeadline).replace('(M13)', '(M7)'));
    if (games.status === 'late')
      notes.push(
        `LATE (M7): ${loggedRowNote(games, gamesDeadline).replace(': late (M13)', '')}; the fallbacks of M7 apply`,
      );
  } else if (due && row.sent !== null && isLate(row.sent, due.lineupsDue)) {
    const eff = effectiveRow(season, row.team, row.round - 1);
    const fallback =
      eff.source !== 'none'
        ? `the line-up of round ${eff.fromRound} applies`
        : 'no earlier line-up exists, so the team match is lost by forfeit';
    notes.push(`LATE (M13): sent ${utc(row.sent)}, after the deadline ${utc(due.lineupsDue)}${extended}; ${fallback}`);
  } else if (extended && row.sent !== null && ownMatch?.calendar && isLate(row.sent, ownMatch.calendar.lineupsDue)) {
    notes.push(
      `on time: the line-up deadline was ${extended.slice(2, -1)}, to ${utc(due?.lineupsDue ?? null)} (M13, M21)`,
    );
  }
  if (edited && tab && tab.individual)
    notes.push(
      `the individual matches of round ${row.round} are already paired: the organizers run Pair individual matches again to use this change`,
    );
  const opp = opponentIn(season, row.round, row.team);
  if (tab && !opp && tab.bye?.team === row.team) notes.push(`${row.team} has the bye in round ${row.round}`);
  // M10: the reduction.
  if (row.matchesText !== '') {
    if (row.matches === null || isNaN(row.matches)) {
      p(
        'matches',
        `"${row.matchesText}" is not a whole number`,
        'type the number of individual matches, e.g. 5, or leave it blank',
      );
    } else if (parsed && parsed.ok && opp) {
      const oppRow = effectiveRow(season, opp.opponent as LineupRow['team'], row.round);
      if (oppRow.source !== 'none') {
        const oppParsed = parseRow(season, oppRow.lineup, row.round);
        if (oppParsed.ok) {
          const [l1, l2] = opp.side === 'team1' ? [parsed.value, oppParsed.value] : [oppParsed.value, parsed.value];
          const r = checkReduction(l1, l2, { matches: row.matches, by: opp.side });
          if (!r.ok)
            for (const e of r.problems)
              p(
                'matches',
                e.message.replace(/team ([12])/g, (_, n) =>
                  n === (opp.side === 'team1' ? '1' : '2') ? row.team : opp.opponent,
                ),
                e.fix ?? 'leave the number of matches blank',
              );
        }
      }
    }
  }
  // M7: the game choice.
  if (row.games.length > 0) {
    const list = season.games.get(row.round)?.games;
    const five = gamesInRound(row.round, { phase1Rounds: season.settings.phase1Rounds }) === 5;
    if (!five) {
      p('games', `round ${row.round} has 4 set games; there is nothing to choose`, 'leave the games cell blank');
    } else if (!list) {
      p(
        'games',
        `the Games tab has no games for round ${row.round}`,
        `ask the organizers to list round ${row.round}'s 5 games on the Games tab`,
      );
    } else if (opp) {
      let taken: string[] = [];
      if (opp.side === 'team2') {
        const other = season.lineups.rows.find((r) => r.round === row.round && r.team === opp.opponent);
        const c1 = other ? checkGamePick(list, other.games, 3) : null;
        if (c1 && c1.ok) taken = c1.value;
      }
      const c = checkGamePick(list, row.games, opp.side === 'team1' ? 3 : 1, taken);
      if (!c.ok)
        for (const e of c.problems)
          p(
            'games',
            `${e.message} (${row.team} is team ${opp.side === 'team1' ? '1 and chooses 3 games' : '2 and chooses the 4th game'})`,
            e.fix ?? 'correct the games',
          );
    }
  }
  // M12: the agreed changes (syntax here; names when the individual matches are paired).
  if (row.agreed !== '') {
    const a = parseAgreed(row.agreed);
    if (!a.ok) p('agreed', a.message, a.fix);
  }
  // one validation with Pair individual matches: what pairing this row's team match would refuse on this
  // row (agreed changes, reductions, late joiners, game choices) is in the check too
  if (opp && tab && tab.matches.length > 0) {
    const m = tab.matches.find((x) => x.team1 === row.team || x.team2 === row.team);
    const list = season.games.get(row.round)?.games;
    if (m && list) {
      const found: SheetProblem[] = [];
      pairMatch(season, tab, m, list, found);
      const flagged = new Set(problems.map((x) => x.column));
      for (const x of found) if (x.row === row.at + 1 && !flagged.has(x.column)) problems.push(x);
    }
  }
  return finish(problems, notes, parsed && parsed.ok ? parsed.value : undefined);
}

function contactProblem(t: Table, at: number, c: { col: number; kind: string }): SheetProblem {
  const header = String(t.grid[0][c.col] ?? '').trim() || columnLetter(c.col + 1);
  return {
    tab: t.def.tab,
    row: at + 1,
    column: header,
    cell: a1(at + 1, c.col + 1),
    message: `this cell holds ${c.kind}, and the file is public`,
    fix: CONTACT_FIX,
  };
}

/** The check text of a row that the reader could not read (round, team, times), without contact data. */
function rowProblemText(t: Table, at: number, ps: readonly SheetProblem[]): string {
  const contact = contactInRow(t.grid[at] ?? []);
  const shown = contact ? [contactProblem(t, at, contact)] : ps;
  return shown.map((x) => `${x.column}: ${x.message}. ${x.fix}`).join(' | ');
}

function finish(
  problems: SheetProblem[],
  notes: string[],
  l?: { players: readonly string[]; seconds: readonly string[] },
): RowCheck {
  if (problems.length) {
    return {
      problems,
      notes,
      text: problems
        .map((x) => `${x.column}: ${x.message}. ${x.fix}`)
        .concat(notes)
        .join(' | '),
    };
  }
  const info = l
    ? `OK: ${l.players.length} players${l.seconds.length ? `, ${l.players.length + l.seconds.length} slots` : ''}`
    : 'OK';
  return { problems, notes, text: [info, ...notes].join(' | ') };
}

/**
 * Settings line-ups: form (M13): the round's line-ups sent through the form and not yet on the tab (sealed until
 * Pair individual matches writes them), counted as the form's check judged them on arrival; null without a form.
 */
function formLineups(
  book: Workbook,
  season: Season,
  sealed: SealedInput | undefined,
): { round: number; valid: number; wrong: number; late: number } | null {
  if (!sealed || season.settings.lineupsVia !== 'form') return null;
  const target = sealedTarget(book);
  if (target.round === 0 || target.deadline === null) return null;
  const onTab = new Set(
    season.lineups.rows.filter((r) => r.round === target.round && r.lineup !== '').map((r) => r.team as string),
  );
  const s = sealedRound(sealed.responses, sealed.captains, target.round, target.deadline, sealedValidity(season));
  const open = (team: string) => !onTab.has(team) && !s.inEffect.has(team);
  return {
    round: target.round,
    valid: [...s.inEffect.keys()].filter((team) => !onTab.has(team)).length,
    wrong: new Set(s.invalid.map((x) => x.team).filter(open)).size,
    late: [...s.late.keys()].filter(open).length,
  };
}

/** Check line-ups: rewrites the check column of every row (one block). */
export const checkLineups: MochaluntPlanner = (book, input) => {
  const plan = emptyPlan('checkLineups', 'Check line-ups');
  const season = loadSeason(book);
  const t = season.lineups.table;
  // contact data on Line-ups is reported in the row's check cell ("remove contact data"), not as a stop
  const blocking = season.problems.filter(
    (x) => (x.tab === LINEUPS_TABLE.tab && x.fix !== CONTACT_FIX) || x.tab === 'Teams' || x.tab === 'Players',
  );
  if (!t || blocking.length) return { ...plan, problems: blocking, summary: describeProblems(blocking) };
  const checks = new Map<number, string>();
  let wrong = 0;
  let late = 0;
  const found: SheetProblem[] = [];
  const log = readLineupLog(book);
  for (const row of season.lineups.rows) {
    const c = checkRow(season, t, row, false, log);
    checks.set(row.at, c.text);
    found.push(...c.problems);
    if (c.problems.length) wrong++;
    if (c.notes.some((n) => n.startsWith('LATE'))) late++;
  }
  season.lineups.rowProblems.forEach((ps, at) => {
    found.push(...ps);
    checks.set(at, rowProblemText(t, at, ps));
    wrong++;
  });
  const rows = dataRows(t);
  const last = rows.length ? rows[rows.length - 1] : 0;
  const checkCol = t.col.check as number;
  const values: Cell[][] = [];
  for (let i = 1; i <= last; i++) values.push([checks.get(i) ?? text(t, i, 'check')]);
  const blocks: WriteBlock[] = values.length
    ? [{ tab: t.def.tab, row: 2, col: checkCol + 1, values, numberFormat: '@' }]
    : [];
  const warnings =
    season.settings.lineupsVia === 'rows'
      ? [
          'With line-ups: rows, opponents can read a line-up in the shared sheet before sending their own (Settings line-ups: form seals them).',
        ]
      : [];
  const form = formLineups(book, season, input.sealed);
  if (!log)
    warnings.push(
      'The sent times are not protected: captains can type them. Start the line-up log (menu "Start line-up log") so that M13 and M7 are judged from the logged changes.',
    );
  return {
    ...plan,
    blocks,
    checks: found,
    warnings,
    summary: `${season.lineups.rows.filter((r) => r.lineup !== '').length + (form ? form.valid + form.wrong + form.late : 0)} line-ups checked: ${wrong + (form?.wrong ?? 0)} with problems, ${late + (form?.late ?? 0)} late.${form ? ` Round ${form.round}: ${form.valid + form.wrong + form.late} sent through the line-up form (${form.valid} in effect), checked on arrival and kept sealed until Pair individual matches writes them.` : ''}`,
  };
};

/** onEdit: the check cell of one Line-ups row (and its blank sent times, stamped with `now`). */
export const lineupCheck: MochaluntPlanner = (book, input) => {
  const plan = emptyPlan('lineupCheck', 'Line-up check');
  const season = loadSeason(book);
  const t = season.lineups.table;
  const at = (input.row ?? 0) - 1;
  if (!t || at < 1 || t.col.check === undefined) return plan;
  const blocks: WriteBlock[] = [];
  const stamp = (key: 'sent' | 'gamesSent', when: boolean) => {
    const c = t.col[key];
    if (c === undefined || !when || text(t, at, key) !== '') return;
    blocks.push({ tab: t.def.tab, row: at + 1, col: c + 1, values: [[utc(input.now.getTime())]], numberFormat: '@' });
  };
  let row = season.lineups.rows.find((r) => r.at === at);
  if (row) {
    stamp('sent', row.lineup !== '' && row.sent === null);
    stamp('gamesSent', row.games.length > 0 && row.gamesSent === null);
    if (row.lineup !== '' && row.sent === null) row = { ...row, sent: input.now.getTime() };
    if (row.games.length > 0 && row.gamesSent === null) row = { ...row, gamesSent: input.now.getTime() };
  }
  const c = row ? checkRow(season, t, row, true, readLineupLog(book)) : null;
  // a row not read because the tab's rows moved (or are not recorded) says why, as the actions will
  const own =
    season.lineups.rowProblems.get(at) ??
    (!row && season.lineups.problems.length ? season.lineups.problems.slice(0, 1) : undefined);
  const textOut = own ? rowProblemText(t, at, own) : c ? c.text : '';
  blocks.push({ tab: t.def.tab, row: at + 1, col: t.col.check + 1, values: [[textOut]], numberFormat: '@' });
  const problems = own ?? c?.problems ?? [];
  return {
    ...plan,
    blocks,
    checks: problems,
    summary: textOut || 'OK',
    warnings: [...problems.map(describeProblem), ...(c?.notes ?? [])],
  };
};
