// Exact fractions for ranking (M18, M19): scores that are quotients (averages, (OP+1)/(PP+2), the M
// coefficient) are compared as fractions of whole numbers, never by subtracting floats, so two entries
// whose scores are equal on paper (1/3 and 2/6) are equal here too. BigInt keeps every product exact.
// Built with BigInt() calls, not literals, so the bundle's es2019 syntax target accepts it.

/** A fraction num/den in lowest terms, den > 0. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const ZERO = BigInt(0);
const ONE = BigInt(1);

function gcd(a: bigint, b: bigint): bigint {
  let x = a < ZERO ? -a : a;
  let y = b < ZERO ? -b : b;
  while (y !== ZERO) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

function big(n: number | bigint): bigint {
  if (typeof n === 'bigint') return n;
  if (!Number.isInteger(n)) throw new Error(`a fraction needs whole numbers, not ${n}`);
  return BigInt(n);
}

/** num/den in lowest terms; whole numbers only (use `halves` or scale first for ½ points). */
export function fraction(num: number | bigint, den: number | bigint = 1): Fraction {
  let n = big(num);
  let d = big(den);
  if (d === ZERO) throw new Error('a fraction cannot have denominator 0');
  if (d < ZERO) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > ONE ? { num: n / g, den: d / g } : { num: n, den: d };
}

/** A number that is a whole count of halves (½-point scores) as an exact fraction. */
export function fromHalves(x: number): Fraction {
  return fraction(Math.round(x * 2), 2);
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function div(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

/** The sum of a list (0 for none). */
export function sum(xs: readonly Fraction[]): Fraction {
  return xs.reduce(add, fraction(0));
}

/** The average of a list (0 for none). */
export function average(xs: readonly Fraction[]): Fraction {
  return xs.length === 0 ? fraction(0) : div(sum(xs), fraction(xs.length));
}

export function pow(a: Fraction, k: number): Fraction {
  let out = fraction(1);
  for (let i = 0; i < k; i++) out = mul(out, a);
  return out;
}

/** -1, 0 or 1: the exact order of a and b. */
export function compare(a: Fraction, b: Fraction): number {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** The nearest float, for display only. */
export function toNumber(a: Fraction): number {
  return Number(a.num) / Number(a.den);
}
