// Catalogue rows: round tabs against the record of what was paired; tabs by exact name.
import type { CatalogueRow } from './kit';

export const STRUCTURE_ROWS: readonly CatalogueRow[] = [
];
