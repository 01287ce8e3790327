// Entrants' addresses (menu, Swiss, league and multi-player: organizers only): the e-mail addresses the results
// form checks its reporters against, typed as `Name: address` lines (entrantAddressLines.ts). Kept ONLY in the
// document properties, never in a tab (the spreadsheet is public): one property per name,
// ENTRANT_ADDRESS_PREFIX + name = JSON list of addresses. Google keeps at most 9 KB per value and 500 KB per store
// (https://developers.google.com/apps-script/guides/services/quotas): one map for every name (an older version's
// single property, read once for compatibility) filled its 9 KB at about 150-240 entrants; one property per name
// fits a 1,000-entrant open. Lines whose name would pass 9 KB, or the store 500 KB, are refused, nothing kept.
import { ACTIONS } from '../sheets/actions';
import { outcome, type Outcome } from '../sheets/outcome';
import { gasWorkbook } from './workbook/gasWorkbook';
import { entrantsSpecOf } from '../sheets/formats/registry';
import { readEntrants } from '../sheets/formats/entrants';
import { mergeEntrantAddresses, type EntrantAddresses } from '../sheets/mail/entrantAddressLines';
import { withDocumentLock } from './lock';
import { guarded } from './guard';
import { inform, promptText, showProblems, toast } from './ui';
import { gmailWarnings } from '../sheets/mail/gmailAddress';

/** One property per name: the prefix, then the name as on the Entrants tab. */
const ENTRANT_ADDRESS_PREFIX = 'mochalunt.entrantAddress.';
/** An older version's one property for every name (a JSON map), read until the next save moves it. */
const LEGACY_PROPERTY = 'mochalunt.entrantAddresses';
const ITEM = ACTIONS.entrantAddresses.label;
/** Google's limits: one property value (9 KB), one property store (500 KB). */
const VALUE_LIMIT = 9 * 1024;
const STORE_LIMIT = 500 * 1024;
/** UTF-8 bytes of a text (as Google counts a property value). */
const utf8 = (s: string): number => {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
};

/** A JSON text read as `T` when `ok` says so, else null (an unreadable value counts as none). */
function parsed<T>(raw: string | undefined, ok: (v: unknown) => boolean): T | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return ok(v) ? (v as T) : null;
  } catch {
    return null;
  }
}

/** The addresses kept, name → addresses: the older single map first, each name's own property over it. */
export function loadEntrantAddresses(
  all: Record<string, string> = PropertiesService.getDocumentProperties().getProperties(),
): EntrantAddresses {
  const out: EntrantAddresses = {
    ...(parsed<EntrantAddresses>(all[LEGACY_PROPERTY], (v) => !!v && typeof v === 'object' && !Array.isArray(v)) ?? {}),
  };
  for (const key of Object.keys(all)) {
    if (key.indexOf(ENTRANT_ADDRESS_PREFIX) !== 0) continue;
    const list = parsed<string[]>(all[key], Array.isArray);
    if (list) out[key.slice(ENTRANT_ADDRESS_PREFIX.length)] = list.map(String);
  }
  return out;
}

/**
 * What to write for `next` over the properties `all`: each name whose addresses changed (every name when the
 * older single map is moved), the names to forget, and the problems with Google's limits (nothing is written then).
 */
function plan(
  all: Record<string, string>,
  known: EntrantAddresses,
  next: EntrantAddresses,
): { set: Record<string, string>; forget: string[]; problems: string[] } {
  const legacy = LEGACY_PROPERTY in all;
  const set: Record<string, string> = {};
  const problems: string[] = [];
  for (const name of Object.keys(next)) {
    const json = JSON.stringify(next[name]);
    if (!legacy && JSON.stringify(known[name]) === json) continue;
    if (utf8(json) > VALUE_LIMIT)
      problems.push(
        `${name}: the addresses take ${utf8(json)} bytes, over Google's 9 KB for one property: keep one address per name`,
      );
    set[ENTRANT_ADDRESS_PREFIX + name] = json;
  }
  const forget = [
    ...Object.keys(known)
      .filter((name) => !(name in next) && ENTRANT_ADDRESS_PREFIX + name in all)
      .map((name) => ENTRANT_ADDRESS_PREFIX + name),
    ...(legacy ? [LEGACY_PROPERTY] : []),
  ];
  const after: Record<string, string> = { ...all, ...set };
  for (const k of forget) delete after[k];
  const size = Object.keys(after).reduce((n, k) => n + utf8(k) + utf8(after[k]), 0);
  if (!problems.length && size > STORE_LIMIT)
    problems.push(
      `the document's properties would take ${size} bytes, over Google's 500 KB for them all: keep one address per name`,
    );
  return { set, forget, problems };
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
export function entrantAddressesAction(): Outcome {
  return guarded(ITEM, () => {
    const count = Object.keys(loadEntrantAddresses()).length;
    const text = promptText(
      ITEM,
      `${count} names have addresses (kept privately, never in a tab). Type Name: address (a player; in team events Team: address for its captain), one per line or separated by ";"; Name: - forgets them.`,
    );
    if (text === null) return outcome('declined', `${ITEM}: cancelled, nothing changed`);
    return withDocumentLock(ITEM, () => {
      const props = PropertiesService.getDocumentProperties();
      const all = props.getProperties();
      const known = loadEntrantAddresses(all);
      const m = mergeEntrantAddresses(text, entrantNames(), known);
      const write = plan(all, known, m.addresses);
      if (!m.problems.length) m.problems.push(...write.problems);
      if (m.problems.length) {
        showProblems(ITEM, m.problems);
        return outcome('refused', `${ITEM}: nothing kept:\n${m.problems.join('\n')}`);
      }
      if (m.changed === 0)
        return outcome(
          'nothing to do',
          `${ITEM}: nothing changed; ${Object.keys(m.addresses).length} names have addresses.`,
        );
      // every name's addresses in one call, then the names forgotten (the older single map last)
      if (Object.keys(write.set).length) props.setProperties(write.set);
      for (const k of write.forget) props.deleteProperty(k);
      const done = `${ITEM}: ${m.changed} name${m.changed === 1 ? '' : 's'} changed; ${Object.keys(m.addresses).length === 1 ? '1 name has' : `${Object.keys(m.addresses).length} names have`} addresses. The results form counts a report only from these addresses.`;
      // addresses typed as Gmail delivers them but not as the form records them (gmailAddress.ts)
      const warnings = gmailWarnings(
        Object.keys(write.set).flatMap((k) => m.addresses[k.slice(ENTRANT_ADDRESS_PREFIX.length)] ?? []),
      );
      if (warnings.length) inform(`${ITEM}: check these addresses`, warnings.join('\n'));
      const said = warnings.length ? `${done} Check: ${warnings.join('; ')}.` : done;
      toast(said, 6);
      return outcome('done', said);
    });
  });
}
