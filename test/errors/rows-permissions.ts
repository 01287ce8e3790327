// Catalogue rows: line-ups read only from their team's protected block; organizers' columns.
import type { CatalogueRow } from './kit';

export const PERMISSIONS_ROWS: readonly CatalogueRow[] = [
];
