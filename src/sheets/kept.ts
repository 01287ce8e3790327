// Results kept with the very object they were computed from: a grid, a row or a record that a workbook hands to
// every reader and that no reader changes (workbook.ts). A second reading of the same object costs nothing, and
// nothing kept outlives it (a WeakMap).

/** The value kept for `key`, computed the first time. */
export function keptFor<K extends object, V>(kept: WeakMap<K, V>, key: K, compute: () => V): V {
  let v = kept.get(key);
  if (v === undefined) kept.set(key, (v = compute()));
  return v;
}

/** The value kept for `key` and `second` together (the tab's name, a pick, a seal), computed the first time. */
export function keptForPair<K extends object, L, V>(
  kept: WeakMap<K, Map<L, V>>,
  key: K,
  second: L,
  compute: () => V,
): V {
  const bySecond = keptFor(kept, key, () => new Map<L, V>());
  let v = bySecond.get(second);
  if (v === undefined) bySecond.set(second, (v = compute()));
  return v;
}
