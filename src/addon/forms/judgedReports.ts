// The durable record of each results-form response's judgment, keyed by the response's id (one document property
// `mochalunt.judged.<response id>`, names only, never an address): counted for a side (with the reporter's name)
// or not counted. A response is judged once, with the addresses, withdrawals, deadlines and scored rounds in
// force when its own trigger judges it (and logs it); every later reading of the responses takes the record and
// never judges again: a report "not counted" stays not counted, as the Results log says. A response with no
// record yet (its trigger waits for the lock, or it came before judgments were kept) is judged for the verdict
// of the moment only, never recorded by another report's trigger: its own trigger judges, logs and records it.
// Keyed by id, so that a trigger judging each response from its own event finds what the earlier ones decided.
// Properties: https://developers.google.com/apps-script/reference/properties/properties (9 KB a value, 500 KB a
// store: https://developers.google.com/apps-script/guides/services/quotas; a record is some 100 bytes).

/** One judgment: counted for `side` (0-based or 1-based as the caller's format counts), or not counted. */
export type Judged =
  { readonly counted: true; readonly side: number; readonly by: string } | { readonly counted: false };

const PREFIX = 'mochalunt.judged.';
const NOT_COUNTED = '-';

/** The judgments recorded, by response id (one read of the document properties). */
export function loadJudged(): Map<string, Judged> {
  const all = PropertiesService.getDocumentProperties().getProperties();
  const out = new Map<string, Judged>();
  for (const k of Object.keys(all)) {
    if (k.indexOf(PREFIX) !== 0) continue;
    const v = all[k];
    const bar = v.indexOf('|');
    out.set(
      k.slice(PREFIX.length),
      v === NOT_COUNTED || bar < 0
        ? { counted: false }
        : { counted: true, side: Number(v.slice(0, bar)), by: v.slice(bar + 1) },
    );
  }
  return out;
}

/** Records the judgment of response `id`, made now by its own trigger (once: a recorded one is never replaced). */
export function recordJudged(id: string, j: Judged): void {
  PropertiesService.getDocumentProperties().setProperty(
    PREFIX + id,
    j.counted ? `${j.side}|${j.by.slice(0, 200)}` : NOT_COUNTED,
  );
}
