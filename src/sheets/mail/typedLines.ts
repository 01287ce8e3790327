// The lines an organizer types in a dialog of names and addresses (Captains and protections, Entrants'
// addresses): one per line or separated by ";", blanks dropped, each split at its first ":" into who and
// what follows.

interface TypedLine {
  /** the line, trimmed */
  readonly line: string;
  /** its 0-based place among the non-blank lines (messages say `line ${n + 1}`) */
  readonly n: number;
  /** the text before the first ":", trimmed; '' when the line has no ":" */
  readonly who: string;
  /** the text after the first ":", trimmed; null when the line has no ":" */
  readonly after: string | null;
}

export function typedLines(text: string): TypedLine[] {
  return text
    .split(/[\n;]+/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((line, n) => {
      const colon = line.indexOf(':');
      return colon < 0
        ? { line, n, who: '', after: null }
        : { line, n, who: line.slice(0, colon).trim(), after: line.slice(colon + 1).trim() };
    });
}
