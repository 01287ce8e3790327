// The undo record's compact form of the format grids a step keeps (number formats, font weights, backgrounds:
// undoRecord.ts). A rewritten tab reads the same row of formats over and over (a standings tab of 1,500 rows: the
// same dozen formats per row), so the record keeps each distinct row once and, per row, the index of its
// distinct row. Steps written before keep plain grids; both are read back as plain grids, cell for cell.
import type { BlockSnapshot, Snapshot } from './writePlan';

/** A grid as the record keeps it: its distinct rows, and for each row the index of its distinct row. */
interface PackedGrid {
  readonly distinct: string[][];
  readonly at: number[];
}

type Kept = string[][] | PackedGrid;

const FORMATS = ['numberFormats', 'fontWeights', 'backgrounds'] as const;

const sameRow = (a: readonly string[], b: readonly string[]): boolean => {
  if (a.length !== b.length) return false;
  for (let c = 0; c < a.length; c++) if (a[c] !== b[c]) return false;
  return true;
};

/** The grid packed when some rows repeat, else as it is. */
function pack(grid: string[][]): Kept {
  const index = new Map<string, number>();
  const distinct: string[][] = [];
  const at: number[] = new Array<number>(grid.length);
  for (let r = 0; r < grid.length; r++) {
    // a row like the one above (most are) is that row's distinct row, without building its key
    if (r > 0 && sameRow(grid[r], grid[r - 1])) {
      at[r] = at[r - 1];
      continue;
    }
    const key = grid[r].join('\u0000');
    let i = index.get(key);
    if (i === undefined) {
      i = distinct.length;
      index.set(key, i);
      distinct.push(grid[r]);
    }
    at[r] = i;
  }
  return distinct.length < grid.length ? { distinct, at } : grid;
}

function unpack(kept: unknown): unknown {
  if (kept === null || typeof kept !== 'object' || Array.isArray(kept) || !('distinct' in kept) || !('at' in kept))
    return kept;
  const { distinct, at } = kept as PackedGrid;
  if (!Array.isArray(distinct) || !Array.isArray(at)) return kept;
  return at.map((i) => (distinct[i] ?? []).slice());
}

/** The blocks as the record keeps them: their format grids packed. */
export function packedBlocks<B extends BlockSnapshot>(blocks: readonly B[]): B[] {
  return blocks.map((b) => {
    const out = { ...b } as Record<string, unknown>;
    for (const k of FORMATS) {
      const g = b[k];
      if (g) out[k] = pack(g);
    }
    return out as unknown as B;
  });
}

/** A step read back: its blocks' format grids as plain grids again (steps written before are left as read). */
export function unpackedSnapshot<S extends Snapshot>(snap: S): S {
  if (!Array.isArray(snap.blocks)) return snap;
  const read: readonly Record<string, unknown>[] = snap.blocks;
  const blocks = read.map((b) => {
    const out = { ...b };
    for (const k of FORMATS) if (b[k] !== undefined) out[k] = unpack(b[k]);
    return out as unknown as BlockSnapshot;
  });
  return { ...snap, blocks };
}
