// Catalogue rows: results reported by captains and players through the results form.
import type { CatalogueRow } from './kit';

export const RESULTS_ROWS: readonly CatalogueRow[] = [
];
