// Catalogue rows: addresses in the public file; the private file; the command line's files and processes.
import type { CatalogueRow } from './kit';

export const PRIVATE_ROWS: readonly CatalogueRow[] = [
];
