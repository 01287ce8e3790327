// Branded identifiers: names typed by people, parsed once at the edge (the sheets layer or the command
// line) and trusted inside the engine. A TeamName can never be passed where a PlayerName is expected.
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type TeamName = Brand<string, 'TeamName'>;
export type PlayerName = Brand<string, 'PlayerName'>;
/** A round of the event, 1-based as printed in the rulebooks. */
export type RoundNumber = Brand<number, 'RoundNumber'>;

/** a name already normal: words of non-space characters, one plain space between them (or empty) */
const TIDY = /^(?:\S+(?: \S+)*)?$/;

/** Names are compared after trimming and folding inner white space; the spelling shown is the first one seen. */
export function normalizeName(raw: string): string {
  return TIDY.test(raw) ? raw : raw.trim().replace(/\s+/g, ' ');
}
export const teamName = (raw: string): TeamName => normalizeName(raw) as TeamName;
export const playerName = (raw: string): PlayerName => normalizeName(raw) as PlayerName;
export function roundNumber(n: number): RoundNumber {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`a round number is a whole number from 1 up, not ${n}`);
  return n as RoundNumber;
}
