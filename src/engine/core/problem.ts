// A problem found while checking people's input: what is wrong and what to type instead. The engine names
// the field; the sheets layer adds the tab, row and column where the value came from.
export interface Problem {
  /** the input field at fault, e.g. "line-up", "strength", "matches" */
  readonly field: string;
  /** what is wrong, in words an organizer or captain understands */
  readonly message: string;
  /** what to type instead */
  readonly fix?: string;
  /** the names it is about (players, games), so that the sheets layer places it without reading the message */
  readonly about?: readonly string[];
}

export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly Problem[] };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = <T = never>(...problems: Problem[]): Checked<T> => ({ ok: false, problems });

/** One line: "line-up: unknown player Zed (type a name from the team's roster)". */
export function describeProblem(p: Problem): string {
  return `${p.field}: ${p.message}${p.fix ? ` (${p.fix})` : ''}`;
}
