// The add-on's forms as Google keeps them: a form is a Drive file of the organizer who created it, and
// FormApp.openById fails for anyone else unless it was shared with them as an editor
// (https://developers.google.com/apps-script/reference/forms/form#addEditors(String)); forms created after
// 30 June 2026 start unpublished and take no response until published
// (https://developers.google.com/workspace/forms/api/guides/publish-form). So each form is recorded in the
// document properties with its creator, published, shared as editor with the organizers (Captains and
// protections; the spreadsheet's owner only when an organizer), and its responders set: a published form's
// responders are Drive permissions, Form.addPublishedReaders/getPublishedReaders
// (https://developers.google.com/workspace/forms/api/guides/publish-form, "Share your form with more responders").
// A form this user cannot open is named with its creator, never taken for "no form".
import { inform } from '../ui';
import { loadCaptains, ORGANIZERS_KEY } from '../captainsRecord';

type Form = GoogleAppsScript.Forms.Form;

/** The document property recording the results form (resultsForm.ts); its responders follow the players (captains.ts). */
export const RESULTS_FORM_PROPERTY = 'mochalunt.resultsForm';

/** The form a document property records: none yet, open, or one this user cannot open (and who created it). */
type RecordedForm =
  | { readonly state: 'none' }
  | { readonly state: 'open'; readonly form: Form; readonly owner: string }
  | { readonly state: 'unreachable'; readonly owner: string; readonly mine: boolean };

function me(): string {
  try {
    return Session.getEffectiveUser().getEmail();
  } catch {
    return '';
  }
}

/** Opens the form whose id the property `key` holds (its creator in `key`.owner). */
export function openRecorded(key: string): RecordedForm {
  const props = PropertiesService.getDocumentProperties();
  const id = props.getProperty(key);
  if (!id) return { state: 'none' };
  const owner = props.getProperty(`${key}.owner`) ?? '';
  try {
    return { state: 'open', form: FormApp.openById(id), owner };
  } catch {
    return unreachable(owner);
  }
}

/** A recorded form this user cannot open, created by `owner` (this user or another). */
function unreachable(owner: string): RecordedForm & { readonly state: 'unreachable' } {
  return { state: 'unreachable', owner, mine: owner !== '' && owner.toLowerCase() === me().toLowerCase() };
}

/** The property keeping the fingerprints of the lists a recorded form was last given by refreshLists. */
const listedKey = (key: string): string => `${key}.listed`;

/** A form's lists, each under the title of the list item that shows it (its choices). */
export type FormLists = Readonly<Record<string, readonly string[]>>;

/**
 * Gives each list item of the form whose title `lists` names that list as its choices (only the titles in `only`,
 * when given). Returns how many items were set.
 */
export function setLists(form: Form, lists: FormLists, only?: ReadonlySet<string>): number {
  let set = 0;
  for (const item of form.getItems()) {
    const title = item.getTitle();
    const list = lists[title];
    if (list === undefined || (only && !only.has(title))) continue;
    item.asListItem().setChoiceValues(list.slice());
    set++;
  }
  return set;
}

/** A fingerprint of a list: two 32-bit FNV-1a hashes of its JSON (with different offsets) and its length. */
function fingerprint(list: readonly string[]): string {
  const text = JSON.stringify(list);
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `${a.toString(36)}.${b.toString(36)}.${text.length}`;
}

/** What `<key>.listed` holds: the form's id, then each list's fingerprint by its title (JSON). */
function listedValue(id: string, prints: Readonly<Record<string, string>>): string {
  return `${id} ${JSON.stringify(prints)}`;
}

/** The fingerprints `<key>.listed` keeps for the form `id` (none when it names another form or cannot be read). */
function listedPrints(id: string, value: string | null): Readonly<Record<string, string>> {
  if (!value?.startsWith(`${id} `)) return {};
  try {
    const prints: unknown = JSON.parse(value.slice(id.length + 1));
    return typeof prints === 'object' && prints !== null ? (prints as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * After a pairing: gives the recorded form (`key`) those of its lists that differ from what this function last
 * gave the same form: their fingerprints are kept beside the form's id (`<key>.listed`, written once the lists
 * are set), so a list left as it was costs no form change, and a pairing that leaves every list as it was costs
 * no FormApp.openById either. `lists`: each list by its item's title. `props`: the document properties as this
 * execution read them under the lock (else they are asked for). A form recorded but not openable is logged
 * (`what`: "The results form", `item`: its menu item). Lists set by another way (the form's Create item) forget
 * the fingerprints (forgetListed). A list changed by hand in the form stays until the pairing changes it. Never
 * throws (the pairing is written).
 */
export function refreshLists(
  form: { readonly key: string; readonly what: string; readonly item: string },
  lists: FormLists,
  props?: Readonly<Record<string, string>>,
): void {
  const { key, what, item } = form;
  try {
    const service = PropertiesService.getDocumentProperties();
    const property = (k: string): string | null => (props ? (props[k] ?? null) : service.getProperty(k));
    const id = property(key);
    if (!id) return;
    const before = listedPrints(id, property(listedKey(key)));
    const prints: Record<string, string> = {};
    const changed = new Set<string>();
    for (const [title, list] of Object.entries(lists)) {
      prints[title] = fingerprint(list);
      if (before[title] !== prints[title]) changed.add(title);
    }
    if (changed.size === 0) return;
    // the id already read: its creator is read only when the form cannot be opened
    let opened: Form;
    try {
      opened = FormApp.openById(id);
    } catch {
      const known = unreachable(property(`${key}.owner`) ?? '');
      console.log(`MOCHALUNT ${what}: ${unreachableText(what, item, known)}`);
      return;
    }
    setLists(opened, lists, changed);
    service.setProperty(listedKey(key), listedValue(id, prints));
  } catch (e) {
    console.log(`MOCHALUNT ${key}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The form's lists were set otherwise (its Create item): the next pairing sets them again (refreshLists). */
export function forgetListed(key: string): void {
  PropertiesService.getDocumentProperties().deleteProperty(listedKey(key));
}

/** Records a new form and its creator (the user running). */
export function recordForm(key: string, form: Form): string {
  const owner = me();
  PropertiesService.getDocumentProperties().setProperties({ [key]: form.getId(), [`${key}.owner`]: owner });
  return owner;
}

/** What to tell the person who cannot open the form (`what`: "The line-up form"; `item`: the menu item that makes it). */
export function unreachableText(
  what: string,
  item: string,
  r: { readonly owner: string; readonly mine: boolean },
): string {
  if (r.mine)
    return `${what} recorded in this spreadsheet cannot be opened even by you, who created it: it was deleted. Click ${item} to create a new one.`;
  const who = r.owner || 'its creator';
  return `${what} belongs to ${r.owner || 'another organizer (its creator is not recorded)'} and is not shared with you (or was deleted). Ask ${who} to add you to the organizers in Captains and protections and click ${item} (it shares the form with every organizer), or ask ${who} to run this item.`;
}

/**
 * A menu item's refusal when its form is another organizer's and not shared with this one (an alert, and the
 * handler's summary), or null when the item may go on.
 */
export function refuseUnreachable(what: string, item: string, r: RecordedForm): string | null {
  if (r.state !== 'unreachable' || r.mine) return null;
  const text = unreachableText(what, item, r);
  inform(item, text);
  return `${item}: nothing created. ${text}`;
}

/** What a form is shared for: its responders (published readers), and whether it collects sealed line-ups. */
interface Sharing {
  /** who may respond to the published form (Form.addPublishedReaders): the captains, and for reports the players */
  readonly responders?: readonly string[];
  /** the line-up form: a captain who owns the file could read every team's sealed line-up */
  readonly sealed?: boolean;
}

/** Where the organizer sets a form's responders by hand, when Google refuses the add-on. */
const SET_RESPONDERS = 'open the form, click "Published" > "Manage", and add them under Responders';

/**
 * The form's responders made to include `wanted`: added with Form.addPublishedReaders (one by one when Google
 * refuses the list), then read back with getPublishedReaders; a responder still missing is named with where the
 * organizer adds them. A legacy form has no responders to set (https://developers.google.com/workspace/forms/api/guides/publish-form).
 */
function shareResponders(form: Form, wanted: readonly string[], editors: ReadonlySet<string>): string[] {
  if (!wanted.length) return [];
  if (!form.supportsAdvancedResponderPermissions())
    return [
      'a form made before publishing existed has no responders to set: check that its link is open to the captains and players',
    ];
  const readers = (): Set<string> => new Set(form.getPublishedReaders().map((u) => u.getEmail().toLowerCase()));
  const have = readers();
  const add = uniqueBy(wanted.filter((e) => e && !have.has(e.toLowerCase()) && !editors.has(e.toLowerCase())));
  const notes: string[] = [];
  if (add.length) {
    // those Google refused are named below, from what it keeps
    shareEach(
      add,
      (list) => form.addPublishedReaders(list),
      (e) => form.addPublishedReader(e),
    );
    const now = readers();
    const missing = add.filter((e) => !now.has(e.toLowerCase()));
    const added = add.length - missing.length;
    if (added) notes.push(`${added} responder${added === 1 ? '' : 's'} added`);
    if (missing.length)
      notes.push(`Google did not make ${missing.join(', ')} responders: ${SET_RESPONDERS} (or correct the address)`);
  }
  return notes;
}

/** Shares with every address in one call, else one by one when Google refuses the list; returns those refused. */
function shareEach(add: readonly string[], all: (list: string[]) => unknown, one: (e: string) => unknown): string[] {
  if (!add.length) return [];
  try {
    all(add.slice());
    return [];
  } catch {
    return add.filter((e) => {
      try {
        one(e);
        return false;
      } catch {
        return true;
      }
    });
  }
}

/** The addresses once each, ignoring case, in their first spelling. */
function uniqueBy(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((e) => !seen.has(e.toLowerCase()) && !!seen.add(e.toLowerCase()));
}

/**
 * Publishes the form when it supports publishing and is not published, shares it as editor with the organizers
 * who are not yet editors (the spreadsheet's owner only when an organizer: an editor reads every response), and
 * makes `sharing.responders` its responders. Returns what it did and what the organizer must do, for the summary.
 */
export function publishAndShare(form: Form, owner: string, sharing: Sharing = {}): string {
  const notes: string[] = [];
  if (form.supportsAdvancedResponderPermissions() && !form.isPublished()) {
    form.setPublished(true);
    notes.push('published');
  }
  const captains = loadCaptains();
  const organizers = captains[ORGANIZERS_KEY] ?? [];
  const editors = form.getEditors().map((u) => u.getEmail());
  const skip = new Set([me(), owner, ...editors].map((e) => e.toLowerCase()));
  const add: string[] = [];
  for (const e of organizers) {
    if (e && !skip.has(e.toLowerCase())) {
      skip.add(e.toLowerCase());
      add.push(e);
    }
  }
  const refused = shareEach(
    add,
    (list) => form.addEditors(list),
    (e) => form.addEditor(e),
  );
  const shared = add.filter((e) => !refused.includes(e));
  if (shared.length) notes.push(`shared with ${shared.join(', ')}`);
  if (refused.length)
    notes.push(
      `not shared with ${refused.join(', ')} (Google refused the address: correct it in Captains and protections)`,
    );
  try {
    notes.push(...shareResponders(form, sharing.responders ?? [], skip));
  } catch (e) {
    notes.push(
      `its responders could not be set or read (${e instanceof Error ? e.message : String(e)}): ${SET_RESPONDERS}`,
    );
  }
  const fileOwner = SpreadsheetApp.getActiveSpreadsheet().getOwner();
  const ownerMail = fileOwner ? fileOwner.getEmail().toLowerCase() : '';
  const captainOf = Object.keys(captains).filter(
    (t) => t !== ORGANIZERS_KEY && captains[t].some((e) => e.toLowerCase() === ownerMail),
  );
  if (sharing.sealed && ownerMail && captainOf.length)
    notes.push(
      `the file's owner ${ownerMail} is also a captain of ${captainOf.join(', ')}: the owner can open every tab, the line-ups' answers included, so they could read every team's sealed line-up; make an organizer the owner`,
    );
  return notes.length ? ` (${notes.join('; ')})` : '';
}

/**
 * After the captains or players' addresses change (Captains and protections): the form recorded under `key`, when
 * this user can open it, gets the new responders; a form this user cannot open is named, for its creator to click
 * its item again. Returns a note for the summary ('' when nothing changed). Never throws: the captains are kept.
 */
export function followResponders(key: string, what: string, responders: readonly string[]): string {
  try {
    const known = openRecorded(key);
    if (known.state === 'none') return '';
    if (known.state === 'unreachable')
      return `; ${what} is ${known.owner || 'another organizer'}'s and not shared with you: ask them to click its Create item again, so its responders follow`;
    const editors = new Set(
      [me(), known.owner, ...known.form.getEditors().map((u) => u.getEmail())].map((e) => e.toLowerCase()),
    );
    const notes = shareResponders(known.form, responders, editors);
    return notes.length ? `; ${what}: ${notes.join('; ')}` : '';
  } catch (e) {
    return `; ${what}: its responders could not be checked (${e instanceof Error ? e.message : String(e)}): ${SET_RESPONDERS}`;
  }
}
