// The skeleton the formats ranked by points share (a Swiss or league, multi-player tables, a round robin): a
// format gives what differs (its Settings and tabs, its pairing, scoring, standings, JSON document, Overview and
// next step) and gets its registry entry, with the shared Set up, Check line-ups and Export JSON, the tools of
// the formats other than MOCHALUNT (Entrants' addresses, the results form) and their answer to MOCHALUNT's
// own actions.
import type { Workbook } from '../../workbook';
import type { OverviewModel } from '../../overview/model';
import type { FormatEntry } from '../entry';
import type { Planner } from '../planner';
import { setUpFormat, type FormatTabs } from '../setUp';
import { checkEntrants } from '../checkEntrants';
import { exportFormatJson, type ExportDoc } from '../exportJson';
import { notMochalunt } from '../notMochalunt';

/** What a format ranked by points says of itself. */
interface PointsFormat extends Pick<FormatEntry, 'names' | 'draws' | 'results' | 'next'> {
  /** its Settings rows, own keys, Entrants and Standings tabs (Set up, Check line-ups) */
  readonly tabs: FormatTabs;
  /** Pair next round, Score round, Update standings */
  readonly pair: Planner;
  readonly score: Planner;
  readonly standings: Planner;
  /** its Export JSON document */
  readonly json: (book: Workbook) => ExportDoc;
  readonly overview: (book: Workbook) => OverviewModel | null;
}

/** The registry's entry of a format ranked by points. */
export function pointsFormatEntry(f: PointsFormat): FormatEntry {
  return {
    names: f.names,
    settings: Object.values(f.tabs.own ?? {}),
    planners: {
      setUp: setUpFormat(f.tabs),
      checkLineups: checkEntrants(f.tabs),
      pairNextRound: f.pair,
      scoreRound: f.score,
      updateStandings: f.standings,
      exportJson: exportFormatJson(f.json),
    },
    overview: f.overview,
    entrants: f.tabs.entrants,
    tools: ['entrantAddresses', 'resultsForm'],
    draws: f.draws,
    results: f.results,
    next: f.next,
    missing: notMochalunt,
  };
}
