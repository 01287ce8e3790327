// One action computes each reading of the workbook once. An action's planner, the Overview as it was and as it
// will be, and the summary's "Next" each read the event (its Settings, Entrants and round tabs) from the workbook
// or from the workbook as it will be once written (overview.ts `overlay`): without this, a 1,500-player Swiss read
// and checked its event four times per click. Inside `readingOnce` (the registry runs every planner in it), a
// function of a workbook wrapped in `readOnce` is computed once for each set of equal readings: its result is
// kept with what it read (tab names, each tab's values, the time zone, the document properties), and given again
// to a later call, on the same workbook or another, that reads exactly the same. The result is a pure function of
// what was read, so it is the same result; what it read is compared in the order it was read and the comparison
// stops at the first difference, so it reads nothing the computation itself would not have read. Outside
// `readingOnce` (tests calling a planner directly) every call computes. Callers never change what they are given.
import type { TabValues, Workbook } from './workbook';
import { sameValues } from './workbook';

/** What a computation read, in order, with what it got. */
type Read =
  | { readonly kind: 'names'; readonly got: readonly string[] }
  | { readonly kind: 'tab'; readonly tab: string; readonly got: TabValues | null }
  | { readonly kind: 'zone'; readonly got: string }
  | { readonly kind: 'clock'; readonly at: number; readonly got: string }
  | { readonly kind: 'properties'; readonly got: Readonly<Record<string, string>> };

interface Kept {
  readonly reads: readonly Read[];
  readonly value: unknown;
}

/** The results kept in the current action, by owner (a function, or the record a result is computed from) and key. */
let kept: Map<object, Map<string, Kept[]>> | null = null;

/** Runs `f` with readings kept (nested calls share the outer keeping); dropped when the outermost ends. */
export function readingOnce<T>(f: () => T): T {
  if (kept) return f();
  kept = new Map();
  try {
    return f();
  } finally {
    kept = null;
    ids = null;
  }
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function sameRecord(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k])
  );
}

/** True when `book` reads as `reads` says, read in the same order (stops at the first difference). */
function readsTheSame(book: Workbook, reads: readonly Read[]): boolean {
  for (const r of reads) {
    const same =
      r.kind === 'names'
        ? sameList(r.got, book.tabNames())
        : r.kind === 'tab'
          ? sameValues(r.got, book.read(r.tab))
          : r.kind === 'zone'
            ? book.timeZone?.() === r.got
            : r.kind === 'clock'
              ? book.wallClock?.(new Date(r.at)) === r.got
              : sameRecord(r.got, book.documentProperties?.() ?? {});
    if (!same) return false;
  }
  return true;
}

/** `book` seen through a recorder: every read is passed on and kept in `reads`. */
function recording(book: Workbook, reads: Read[]): Workbook {
  const seen: Workbook = {
    tabNames: () => {
      const got = book.tabNames();
      reads.push({ kind: 'names', got: got.slice() });
      return got;
    },
    read: (tab) => {
      // kept as it is: no reader changes a grid it is given (workbook.ts)
      const got = book.read(tab);
      reads.push({ kind: 'tab', tab, got });
      return got;
    },
  };
  if (book.timeZone)
    seen.timeZone = () => {
      const got = (book.timeZone as () => string)();
      reads.push({ kind: 'zone', got });
      return got;
    };
  if (book.wallClock)
    seen.wallClock = (d) => {
      const got = (book.wallClock as (d: Date) => string)(d);
      reads.push({ kind: 'clock', at: d.getTime(), got });
      return got;
    };
  if (book.documentProperties)
    seen.documentProperties = () => {
      const got = (book.documentProperties as () => Record<string, string>)();
      reads.push({ kind: 'properties', got: { ...got } });
      return got;
    };
  return seen;
}

/**
 * `compute(book)` computed once per action for equal readings of the workbook (see the header); `owner` and
 * `key` name what is computed (with everything else it depends on: the same owner and key must mean the same
 * computation of the readings).
 */
export function readOnce<T>(owner: object, key: string, book: Workbook, compute: (book: Workbook) => T): T {
  if (!kept) return compute(book);
  let byKey = kept.get(owner);
  if (!byKey) kept.set(owner, (byKey = new Map<string, Kept[]>()));
  let list = byKey.get(key);
  if (!list) byKey.set(key, (list = []));
  for (const k of list) if (readsTheSame(book, k.reads)) return k.value as T;
  const reads: Read[] = [];
  const value = compute(recording(book, reads));
  list.push({ reads, value });
  return value;
}

/** A number for each record `keptOnce` was given in the current action. */
let ids: Map<object, number> | null = null;

/**
 * `compute()` once per action for the same `records` (each the very same object, never changed: a loaded event,
 * its rounds) and `key`.
 */
export function keptOnce<T>(records: readonly object[], key: string, compute: () => T): T {
  if (!kept) return compute();
  const known = (ids ??= new Map<object, number>());
  const id = records
    .map((r) => {
      let n = known.get(r);
      if (n === undefined) known.set(r, (n = known.size + 1));
      return n;
    })
    .join(' ');
  let byKey = kept.get(keptOnce);
  if (!byKey) kept.set(keptOnce, (byKey = new Map<string, Kept[]>()));
  const found = byKey.get(`${key} ${id}`);
  if (found) return found[0].value as T;
  const value = compute();
  byKey.set(`${key} ${id}`, [{ reads: [], value }]);
  return value;
}
