// The shape of the season that Export JSON writes, as the tests read it (only the fields they look at).

interface ExportedMatch {
  readonly id: string;
  readonly team1: string;
  readonly team2: string;
  readonly score1: number;
  readonly score2: number;
  readonly individual: readonly { readonly games: readonly unknown[] }[];
}

interface ExportedStanding {
  readonly team: string;
  readonly place: number;
  readonly level: boolean;
  readonly [field: string]: unknown;
}

interface ExportedSeason {
  readonly rounds: readonly { readonly matches: readonly ExportedMatch[]; readonly bye?: string | null }[];
  readonly standings: readonly ExportedStanding[];
  readonly individual: readonly unknown[];
  readonly categories: readonly { readonly category: string; readonly matches: readonly unknown[] }[];
}

/** Export JSON's text, read. */
export const exported = (text: string): ExportedSeason => JSON.parse(text) as ExportedSeason;
