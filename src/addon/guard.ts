// The add-on never leaves the user with a stack trace: an unexpected error becomes an alert that says what
// stopped, and the handler's returned outcome's text carries the stack (the command line prints it). And the
// organizers' items tell anyone else "organizers only" before anything runs.
import { inform } from './ui';
import { SETTINGS_TAB } from '../sheets/tabs/settings';
import { outcome, type Outcome } from '../sheets/outcome';

/** Every protection the organizers-only tabs carry starts with this description (captains.ts builds them). */
export const ORGANIZERS_PREFIX = 'MOCHALUNT organizers only: ';

const ORGANIZERS_ONLY = 'organizers only';

/** Runs a handler's body; an unexpected error becomes an alert and a "stopped on an error" summary. */
export function guarded(label: string, fn: () => Outcome): Outcome {
  try {
    return fn();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    inform(`${label}: stopped`, `${label} stopped on an unexpected error and wrote nothing more: ${message}`);
    return outcome('error', `${label}: stopped on an error: ${message}${stackOf(e)}`);
  }
}

function stackOf(e: unknown): string {
  return e instanceof Error && e.stack ? `\n${e.stack}` : '';
}

/**
 * Whether the person clicking may run an organizers' item: once Captains and protections has protected the
 * Settings tab for the organizers, only the editors of that protection (the organizers, and the owner:
 * Protection.canEdit() is true for the owner) may; before that, everyone who can open the menu. Needs no
 * Session (no e-mail address) and four calls whatever the size of the tournament.
 */
function isOrganizer(): boolean {
  const settings = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(SETTINGS_TAB);
  if (!settings) return true;
  const protections = settings.getProtections(SpreadsheetApp.ProtectionType.SHEET);
  return protections.length === 0 || protections[0].canEdit();
}

/** Runs an organizers' item, or tells anyone else "organizers only" and runs nothing. */
export function organizersOnly(label: string, fn: () => Outcome): Outcome {
  let allowed = true;
  try {
    allowed = isOrganizer();
  } catch {
    allowed = true; // cannot tell: the protections still stop what this person may not write
  }
  if (allowed) return fn();
  inform(
    `${label}: ${ORGANIZERS_ONLY}`,
    `${label} is for the organizers only: ask an organizer of this tournament. Nothing was changed.`,
  );
  return outcome('refused', `${label}: ${ORGANIZERS_ONLY}, nothing changed`);
}
