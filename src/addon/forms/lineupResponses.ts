// The line-up form's responses as the engine reads them (src/engine/mochalunt/lineup/sealed.ts), shared by Pair
// individual matches (lineups.ts) and the check on arrival (lineupArrival.ts): each response's server time,
// verified address, round and answers by question title; the responses sent before the add-on made the form
// record verified addresses again are kept apart (not used: anyone could have typed a captain's address).
// Also the organizers' record of the checks that could not be e-mailed (document properties, no tab: a check
// holds a sealed line-up, and the tabs are shared).
import type { SealedResponse } from '../../engine/mochalunt/lineup';
import { LINEUP_QUESTIONS } from '../../sheets/formats/mochalunt/sealedLineups';
import { collectsVerified } from './emailCollection';

export const FORM_PROPERTY = 'mochalunt.lineupForm';
/** Since when (ms) the form collects verified addresses, when the add-on made an existing form verified again. */
export const VERIFIED_SINCE = `${FORM_PROPERTY}.verifiedSince`;
/** The checks on arrival that could not be e-mailed: JSON [{round, line}], the newest last, at most UNMAILED_KEPT. */
export const UNMAILED = `${FORM_PROPERTY}.unmailed`;
const UNMAILED_KEPT = 30;
/**
 * Each team's latest line-up of a round found not valid on arrival, for the Needs you tab: one property a team and
 * round, `<prefix><round>.<team>` = JSON {at, questions} (the questions at fault, never the answers); a valid
 * line-up sent later deletes it.
 */
export const SEALED_INVALID = `${FORM_PROPERTY}.invalid.`;

type Form = GoogleAppsScript.Forms.Form;

/** Whether the line-up form records verified addresses (emailCollection.ts: the Forms API's settings). */
export function verified(form: Form): boolean {
  return collectsVerified(form);
}

/** One FormResponse as the engine reads it (`titles`: item id → question, read once per form). */
export function sealedResponse(
  r: GoogleAppsScript.Forms.FormResponse,
  titles: ReadonlyMap<number, string>,
): SealedResponse {
  const answers: Record<string, string> = {};
  for (const ir of r.getItemResponses())
    answers[titles.get(ir.getItem().getId()) ?? ir.getItem().getTitle()] = String(ir.getResponse());
  return {
    id: r.getId(),
    at: r.getTimestamp().getTime(),
    email: r.getRespondentEmail(),
    round: Number(/(\d+)/.exec(answers[LINEUP_QUESTIONS.round] ?? '')?.[1] ?? 0),
    answers,
  };
}

export function itemTitles(form: Form): Map<number, string> {
  return new Map(form.getItems().map((i) => [i.getId(), i.getTitle()]));
}

/** The form's responses: those usable, and those sent before it recorded verified addresses again. */
export function readResponses(form: Form): { responses: SealedResponse[]; unverified: SealedResponse[] } {
  const since = Number(PropertiesService.getDocumentProperties().getProperty(VERIFIED_SINCE) ?? 0);
  const titles = itemTitles(form);
  const responses: SealedResponse[] = [];
  const unverified: SealedResponse[] = [];
  for (const r of form.getResponses()) {
    const s = sealedResponse(r, titles);
    (s.at >= since ? responses : unverified).push(s);
  }
  return { responses, unverified };
}

/** Keeps a check that could not be e-mailed, for the organizers (under the document lock when it can be had). */
export function recordUnmailed(round: number, line: string): void {
  const lock = LockService.getDocumentLock();
  const locked = lock.tryLock(10000);
  try {
    const props = PropertiesService.getDocumentProperties();
    let kept: { round: number; line: string }[] = [];
    try {
      kept = JSON.parse(props.getProperty(UNMAILED) ?? '[]') as typeof kept;
    } catch {
      kept = [];
    }
    kept.push({ round, line: line.slice(0, 300) });
    props.setProperty(UNMAILED, JSON.stringify(kept.slice(-UNMAILED_KEPT)));
  } finally {
    if (locked) lock.releaseLock();
  }
}

/** The checks of `round` that could not be e-mailed, oldest first. */
export function unmailedChecks(round: number): string[] {
  try {
    const kept = JSON.parse(PropertiesService.getDocumentProperties().getProperty(UNMAILED) ?? '[]') as {
      round: number;
      line: string;
    }[];
    return kept.filter((k) => k.round === round).map((k) => k.line);
  } catch {
    return [];
  }
}

/** Records the check on arrival of `team`'s line-up of `round` sent at `at`: the questions at fault, or [] when valid. */
export function recordSealedCheck(round: number, team: string, at: number, questions: readonly string[]): void {
  const props = PropertiesService.getDocumentProperties();
  const key = `${SEALED_INVALID}${round}.${team}`;
  const kept = props.getProperty(key);
  // a check of an older line-up than the one recorded changes nothing (the latest sent stands)
  if (kept !== null && Number(/"at":(\d+)/.exec(kept)?.[1] ?? 0) > at) return;
  if (questions.length === 0) {
    if (kept !== null) props.deleteProperty(key);
  } else props.setProperty(key, JSON.stringify({ at, questions }));
}
