// The lines of the "Entrants' addresses" prompt (Swiss, league, multi-player: formats without Captains and
// protections): `Name: address` for a player of the Entrants tab (or of a team's four boards, L5), `Team: address`
// for a team's captain; several addresses separated by commas; `Name: -` forgets the name's addresses. The
// results form checks its reporters against them. Plain text in, plain data out; kept by src/addon/entrantAddresses.ts.
import { findName } from '../../engine/mochalunt/lineup/names';
import { EMAIL } from './addressLines';
import { typedLines } from './typedLines';

/** Name (an entrant, a team's player) → addresses. */
export type EntrantAddresses = Record<string, string[]>;

/** The typed lines merged into `known`, or the problems (nothing is kept when there is one). */
export function mergeEntrantAddresses(
  text: string,
  names: readonly string[],
  known: EntrantAddresses,
): { addresses: EntrantAddresses; changed: number; problems: string[] } {
  const out: EntrantAddresses = { ...known };
  const problems: string[] = [];
  let changed = 0;
  const lines = typedLines(text);
  lines.forEach(({ line, n, who, after }) => {
    const name = findName(who, names);
    if (after === null || who === '') {
      problems.push(`line ${n + 1} "${line}": type Name: address`);
      return;
    }
    if (name === undefined) {
      problems.push(
        `line ${n + 1}: "${who}" is not an entrant of the Entrants tab (nor a player of a team's boards): type the name as written there`,
      );
      return;
    }
    const rest = after;
    if (rest === '-') {
      delete out[name];
      changed++;
      return;
    }
    const emails = rest.split(/[\s,]+/).filter((e) => e !== '');
    const bad = emails.filter((e) => !EMAIL.test(e));
    if (emails.length === 0 || bad.length) {
      problems.push(
        `line ${n + 1}: "${bad[0] ?? rest}" is not an e-mail address: type ${name}: name@example.org (or ${name}: - to forget)`,
      );
      return;
    }
    out[name] = [...new Set(emails.map((e) => e.toLowerCase()))];
    changed++;
  });
  if (lines.length === 0) problems.push('no line typed: type Name: address, one per line or separated by ";"');
  return { addresses: out, changed, problems };
}
