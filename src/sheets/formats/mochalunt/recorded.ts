// The MOCHALUNT round tabs an action reads, against the record of their pairing (roundRecord.ts), before the
// season's other problems and before anything is read from them: a structural edit (a board row or a match
// block deleted, another round pasted over, "bye" typed over a match) is refused with its cell and what to
// type back, in Update standings, Pair next round, Pair individual matches, Individual ranking and Export JSON.
// A row with a reason in its override column is compared as typed (overrides.ts).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import type { Season } from '../../season';
import type { Table } from '../../tabs/table';
import { MOCHALUNT_RECORD } from '../../tabs/round';
import { readRecord, roundsAgainstRecords } from '../../tabs/roundRecord';
import { asOverridden, pairingOverrides, withOverrideHint } from './overrides';

/**
 * The differences of rounds 1 to `upTo` (default: every round of the season) from their records; the board
 * rows of round `repaired` are left out (Pair individual matches is about to write them again).
 */
export function seasonAgainstRecords(
  book: Workbook,
  season: Season,
  upTo = season.totalRounds,
  repaired?: number,
): SheetProblem[] {
  const rounds = new Map<number, Table | null>();
  for (let r = 1; r <= upTo; r++) rounds.set(r, season.rounds.get(r)?.table ?? null);
  const changed = withOverrideHint(
    roundsAgainstRecords(
      book,
      rounds,
      MOCHALUNT_RECORD,
      (r) => (r === repaired ? { kind: 'board', key: 'board' } : undefined),
      (r, record) => {
        const tab = season.rounds.get(r);
        return tab ? asOverridden(record, tab) : record;
      },
    ),
  );
  // the pairings changed on purpose (override column): taken as typed, refused only where no pairing can stand
  return changed.length ? changed : pairingOverrides(season, upTo, (r) => readRecord(book, r).record).problems;
}
