// A value read back from a cell or a stored record, as text: String() of whatever is there, objects included
// (a damaged record's object reads "[object Object]", which no valid fingerprint or name matches).

/** String(v), for a value of any type. */
export function anyText(v: unknown): string {
  return String(v);
}
