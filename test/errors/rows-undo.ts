// Catalogue rows: Undo over changed cells, damaged undo records.
import type { CatalogueRow } from './kit';

export const UNDO_ROWS: readonly CatalogueRow[] = [
];
