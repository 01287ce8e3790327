// The demo's players sending agreed match times through the scheduling form (menu "Create scheduling form"):
// two boards of each round, at the day before the default appointment (M21), as `mochalunt form-submit`
// would send them, each by a captain of the board's first team (signed in: the form records verified addresses);
// the form-submit trigger (run as the organizer) copies them to the round tab.
import { submitResponse } from '../gas/forms';
import { fireFormSubmitTriggers } from '../gas/triggers';
import type { Desk } from './desk';
import { jsString } from '../gas/jsString';

const DAY = 86400_000;

/** Sends the agreed times of the first `count` boards of `round`, each signed in as `senderOf(its first team)`; returns the trigger's verdicts. */
export function scheduleBoards(desk: Desk, round: number, senderOf: (team: string) => string, count = 2): string[] {
  const book = desk.session.workbook;
  const form = book.forms.find((f) => f.items.some((i) => i.title === 'Individual match') && f.destination);
  if (!form) return [];
  const grid = desk.read(`R${round}`) ?? [];
  const head = (grid[0] ?? []).map(String);
  const [pub, appt] = [head.indexOf('published (UTC)'), head.indexOf('default appointment (UTC)')];
  const match = grid.find((r, i) => i > 0 && String(r[appt] ?? '') !== '');
  if (!match) return [];
  const parse = (v: unknown) => Date.parse(String(v).replace(' ', 'T') + 'Z');
  const agreed = new Date(parse(match[appt]) - DAY).toISOString().slice(0, 16).replace('T', ' ');
  const sentAt = new Date(parse(match[pub]) + 2 * DAY);
  const boards = form.items.find((i) => i.title === 'Individual match')?.choices ?? [];
  const out: string[] = [];
  for (const board of boards.slice(0, count)) {
    const r = submitResponse(book, form.id, {
      answers: new Map([
        ['Round', `Round ${round}`],
        ['Individual match', board],
        ['Agreed date and time (UTC)', agreed],
      ]),
      // the board's first team's captain, signed in (the form records verified addresses)
      email: senderOf(/^(.+?) v /.exec(board)?.[1] ?? ''),
      at: sentAt,
    });
    if (!r.ok) continue;
    for (const o of fireFormSubmitTriggers(desk.session, {
      formId: form.id,
      responseId: r.value.response.id,
      destination: r.value.destination,
    }))
      out.push(jsString(o.result ?? o.error));
  }
  return out;
}
