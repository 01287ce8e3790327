// JavaScript's own String() of any value, objects included ("[object Object]"): what Apps Script's JavaScript
// does when a service converts an argument or a stored value to text, the behaviour the local services model.

/** String(v), for a value of any type (the lint rule no-base-to-string is satisfied here, once, on purpose). */
export function jsString(v: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the conversion of any value, objects included, is the behaviour modelled
  return String(v);
}
