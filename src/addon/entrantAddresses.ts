// Entrants' addresses (menu, Swiss, league and multi-player: organizers only): the e-mail addresses the results
// form checks its reporters against, typed as `Name: address` lines (entrantAddressLines.ts). Kept ONLY in the
// document properties, never in a tab (the spreadsheet is public): one property, ENTRANT_ADDRESSES_PROPERTY, a
// JSON map name → addresses; Google keeps at most 9 KB per value and 500 KB per store
// (https://developers.google.com/apps-script/guides/services/quotas), so a map over 9 KB is refused, nothing kept.
import { ended } from './outcome';
import { gasWorkbook } from './workbook/gasWorkbook';
import { entrantsSpecOf } from '../sheets/formats/registry';
import { readEntrants } from '../sheets/formats/entrants';
import { mergeEntrantAddresses, type EntrantAddresses } from '../sheets/mail/entrantAddressLines';
import { withDocumentLock } from './lock';
import { guarded } from './guard';
import { promptText, showProblems, toast } from './ui';

const ENTRANT_ADDRESSES_PROPERTY = 'mochalunt.entrantAddresses';
const ITEM = "Entrants' addresses";
/** Google's limit of one property value (9 KB). */
const VALUE_LIMIT = 9 * 1024;
/** UTF-8 bytes of a text (as Google counts a property value). */
const utf8 = (s: string): number => {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
};

/** The addresses kept, name → addresses. */
export function loadEntrantAddresses(): EntrantAddresses {
  const raw = PropertiesService.getDocumentProperties().getProperty(ENTRANT_ADDRESSES_PROPERTY);
  try {
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as EntrantAddresses) : {};
  } catch {
    return {};
  }
}

/** The names an address may be given to: the entrants, and in team events each team's four board players. */
function entrantNames(): string[] {
  const wb = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet());
  const spec = entrantsSpecOf(wb);
  if (spec === null) return [];
  const { entrants } = readEntrants(wb, spec);
  return entrants.flatMap((e) => [e.name, ...(e.lineUp ? (e.lineUp as readonly string[]) : [])]);
}

/**
 * Entrants' addresses (menu): asks for the lines without the lock (a dialog releases it in Google), then, under
 * the lock, reads the addresses again and keeps the lines all or none.
 */
export function entrantAddressesAction(): string {
  return guarded(ITEM, () => {
    const count = Object.keys(loadEntrantAddresses()).length;
    const text = promptText(
      ITEM,
      `${count} names have addresses (kept privately, never in a tab). Type Name: address (a player; in team events Team: address for its captain), one per line or separated by ";"; Name: - forgets them.`,
    );
    if (text === null) return ended('declined', `${ITEM}: cancelled, nothing changed`);
    return withDocumentLock(ITEM, () => {
      const known = loadEntrantAddresses();
      const m = mergeEntrantAddresses(text, entrantNames(), known);
      const json = JSON.stringify(m.addresses);
      if (!m.problems.length && utf8(json) > VALUE_LIMIT)
        m.problems.push(
          `the addresses take ${utf8(json)} bytes, over Google's 9 KB for one property: keep one address per name`,
        );
      if (m.problems.length) {
        showProblems(ITEM, m.problems);
        return ended('refused', `${ITEM}: nothing kept:\n${m.problems.join('\n')}`);
      }
      if (m.changed === 0)
        return ended(
          'nothing to do',
          `${ITEM}: nothing changed; ${Object.keys(m.addresses).length} names have addresses.`,
        );
      PropertiesService.getDocumentProperties().setProperty(ENTRANT_ADDRESSES_PROPERTY, json);
      const done = `${ITEM}: ${m.changed} name${m.changed === 1 ? '' : 's'} changed; ${Object.keys(m.addresses).length === 1 ? '1 name has' : `${Object.keys(m.addresses).length} names have`} addresses. The results form counts a report only from these addresses.`;
      toast(done, 6);
      return ended('done', done);
    });
  });
}
