// Check line-ups for the other formats: checks the Entrants tab (names, seeds, late entries and withdrawals;
// team events: four different players per team on the fixed boards, L5) and says what the field will play
// (L1 format and rounds, K1 tables). Writes nothing.
import { emptyPlan, describeProblems } from '../plan';
import type { Planner } from './planner';
import { tableSizes } from '../../engine/multiplayer/tables';
import { mindLabFormat } from '../../engine/mindlab/format';
import { readFormatSettings } from './settings';
import { playsRound, readEntrants } from './entrants';
import { rulebookRounds } from './twoPlayer/twoPlayerEvent';

export const checkEntrants: Planner = (book) => {
  const base = emptyPlan('checkLineups', 'Check entrants');
  const s = readFormatSettings(book);
  const e = s.problems.length ? { entrants: [], problems: [] } : readEntrants(book, s.settings);
  const problems = [...s.problems, ...e.problems];
  if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
  const n = e.entrants.length;
  const lines = [
    `${n} ${s.settings.entrants === 'team' && s.settings.format !== 'multiplayer' ? 'teams' : 'players'} on the Entrants tab: no problem found.`,
  ];
  const warnings: string[] = [];
  if (s.settings.format === 'multiplayer') {
    const first = e.entrants.filter((x) => playsRound(x, 1)).length;
    const sizes = tableSizes(first);
    if (sizes.ok) lines.push(`Round 1: ${first} players at tables of ${sizes.value.join(' ')} (K1).`);
    else warnings.push(`Round 1: ${sizes.problems[0].message} (K1): ${sizes.problems[0].fix}.`);
  } else {
    const expected = mindLabFormat(n);
    lines.push(
      `L1: ${n} entrants play a ${expected} of ${rulebookRounds(n)} rounds; the Settings tab says ${s.settings.format}${s.settings.rounds !== null ? ` of ${s.settings.rounds} rounds` : ''}.`,
    );
    if (expected !== s.settings.format)
      warnings.push(`L1: ${n} entrants would play a ${expected}, the Settings tab says ${s.settings.format}.`);
  }
  return { ...base, summary: [...lines, ...warnings].join('\n'), warnings };
};
