// Seeded randomness for the rules that say "by draw" (L2 first-round bye, L5 colours, demo data):
// the same seed always gives the same draw, so the same click twice gives the same sheet.
export interface Rng {
  /** a float in [0, 1) */
  next(): number;
  /** a whole number in [0, n) */
  int(n: number): number;
  /** a new array, shuffled (Fisher-Yates) */
  shuffle<T>(items: readonly T[]): T[];
}

/** A seed from any text (e.g. "event name/round 3"): FNV-1a, 32 bits. */
export function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: small, fast, and the same on V8 in Apps Script and in Node. */
export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? seedFrom(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  };
  return { next, int, shuffle };
}
