// The trigger handlers' earlier names. Every function an installable trigger calls ends with `_`: Google's
// google.script.run cannot call such a private function
// (https://developers.google.com/apps-script/guides/html/communication#private_functions), so no page (a dialog,
// or a page typed into the browser's console) can run a trigger's handler with an event of its own making.
// Triggers installed by earlier versions call the old public names: those still run, but only when the event
// comes from such a trigger (its `triggerUid`, https://developers.google.com/apps-script/guides/triggers/events,
// is one of the current user's triggers of that handler: Trigger.getUniqueId,
// https://developers.google.com/apps-script/reference/script/trigger#getuniqueid), and the next install of the
// trigger (Create ... form, Start line-up log) replaces it by one of the new name (triggers.ts installTrigger).
// They are kept running rather than replaced at once because a trigger runs as its creator: another organizer's
// trigger can be replaced only by that organizer, and until then its responses must still be judged.

/** The answer of an earlier name called other than by its own trigger. */
export const NOT_FROM_TRIGGER = 'not run: this function is called only by its installable trigger';

/** True when the event comes from one of the current user's triggers calling `handler` (its earlier name). */
export function fromEarlierTrigger(handler: string, e: { readonly triggerUid?: unknown } | undefined): boolean {
  const uid = e?.triggerUid;
  if (typeof uid !== 'string' || uid === '') return false;
  return ScriptApp.getProjectTriggers().some((t) => t.getUniqueId() === uid && t.getHandlerFunction() === handler);
}
