// The add-on's forms as Google keeps them: a form is a Drive file of the organizer who created it, and
// FormApp.openById fails for anyone else unless it was shared with them as an editor
// (https://developers.google.com/apps-script/reference/forms/form#addEditors(String)); forms created after
// 30 June 2026 start unpublished and take no response until published
// (https://developers.google.com/workspace/forms/api/guides/publish-form). So each form is recorded in the
// document properties with its creator, published, and shared with the organizers (Captains and protections)
// and the spreadsheet's owner; a form this user cannot open is named with its creator, never taken for "no form".
import { inform } from '../ui';
import { loadCaptains, ORGANIZERS_KEY } from '../captainsRecord';

type Form = GoogleAppsScript.Forms.Form;

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
    return { state: 'unreachable', owner, mine: owner !== '' && owner.toLowerCase() === me().toLowerCase() };
  }
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

/**
 * Publishes the form when it supports publishing and is not published, and shares it as editor with the
 * organizers and the spreadsheet's owner who are not yet editors. Returns what it did, for the summary.
 */
export function publishAndShare(form: Form, owner: string): string {
  const notes: string[] = [];
  if (form.supportsAdvancedResponderPermissions() && !form.isPublished()) {
    form.setPublished(true);
    notes.push('published');
  }
  const fileOwner = SpreadsheetApp.getActiveSpreadsheet().getOwner();
  const skip = new Set([me(), owner, ...form.getEditors().map((u) => u.getEmail())].map((e) => e.toLowerCase()));
  const add: string[] = [];
  for (const e of [...(loadCaptains()[ORGANIZERS_KEY] ?? []), fileOwner ? fileOwner.getEmail() : '']) {
    if (e && !skip.has(e.toLowerCase())) {
      skip.add(e.toLowerCase());
      add.push(e);
    }
  }
  const refused: string[] = [];
  if (add.length) {
    try {
      form.addEditors(add);
    } catch {
      for (const e of add)
        try {
          form.addEditor(e);
        } catch {
          refused.push(e);
        }
    }
  }
  const shared = add.filter((e) => !refused.includes(e));
  if (shared.length) notes.push(`shared with ${shared.join(', ')}`);
  if (refused.length)
    notes.push(
      `not shared with ${refused.join(', ')} (Google refused the address: correct it in Captains and protections)`,
    );
  return notes.length ? ` (${notes.join('; ')})` : '';
}
