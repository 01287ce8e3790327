// Catalogue rows: teams and players who played, deleted or moved; formula-looking text, look-alike names, the add-on's markers, Settings dates.
import type { CatalogueRow } from './kit';

export const HISTORY_ROWS: readonly CatalogueRow[] = [
];
