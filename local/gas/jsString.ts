// JavaScript's own String() of any value, objects included ("[object Object]"): what Apps Script's JavaScript
// does when a service converts an argument or a stored value to text, the behaviour the local services model.

/** String(v), for a value of any type. */
export function jsString(v: unknown): string {
  return String(v);
}
