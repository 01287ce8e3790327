// A copy of a local workbook in memory, every part its own (sheets, cells, properties, forms, triggers, locks):
// a test makes its fixture once and plays many schedules on copies of it, as a save and load would, faster.
import type { LocalWorkbook } from '../../local/runner';

function copy<T>(v: T, seen: Map<unknown, unknown>): T {
  if (v === null || typeof v !== 'object') return v;
  if (seen.has(v)) return seen.get(v) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (v instanceof Map) {
    const m = new Map();
    seen.set(v, m);
    for (const [k, x] of v) m.set(copy(k, seen), copy(x, seen));
    return m as T;
  }
  if (v instanceof Set) {
    const s = new Set();
    seen.set(v, s);
    for (const x of v) s.add(copy(x, seen));
    return s as T;
  }
  const out = (Array.isArray(v) ? [] : Object.create(Object.getPrototypeOf(v) as object)) as Record<string, unknown>;
  seen.set(v, out);
  for (const k of Object.keys(v)) out[k] = copy((v as Record<string, unknown>)[k], seen);
  return out as T;
}

/** A copy of `book` with the same id (the same document: its triggers are the project's, triggers.ts). */
export function cloneWorkbook(book: LocalWorkbook): LocalWorkbook {
  return copy(book, new Map());
}
