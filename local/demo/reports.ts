// The demo's results through the results form (menu "Create results form"): for most boards both captains
// report the same four results, as `mochalunt form-submit --as <captain>` would, spread over days 10 to 23 of
// the round (M21: the round ends on day 30), and the form-submit trigger (run as the organizer) writes them on
// the round tab once both agree. Every seventh board the organizers type themselves (the result came by
// e-mail); unreported boards nobody reports (M16). In round 1 the second captain of the first board reports
// game 4 otherwise: the board is in dispute, and the organizers settle it by typing the result. The e-mails
// of the checks are dated on the season's calendar (demo/mail.ts), a few a day, under a gmail.com account's
// quota.
import { submitResponse } from '../gas/forms';
import { fireFormSubmitTriggers } from '../gas/triggers';
import type { Desk } from './desk';
import type { DemoMail } from './mail';
import { jsString } from '../gas/jsString';

/** One board's drawn results: its sheet row, the form's label of the board ("A v B, board 3: X v Y"), the four results. */
export interface DrawnBoard {
  readonly row: number;
  readonly col: number;
  readonly team1: string;
  readonly team2: string;
  readonly label: string;
  readonly results: string[];
}

interface ReportOptions {
  /** a team's captain's address (the one typed in Captains and protections) */
  readonly captainOf: (team: string) => string;
  /** the UTC time "2024-01-25 12:00" of day `days`, hour `hours` of the round */
  readonly at: (days: number, hours: number) => string;
  /** the demo's mail clock, when it e-mails */
  readonly mail: DemoMail | null;
  /** one dispute: the first board's second report differs in game 4 */
  readonly dispute: boolean;
}

const OTHER: Record<string, string> = { '1-0': '0-1', '0-1': '1-0', '½-½': '1-0', '+': '-', '-': '+' };

/** Reports a round's drawn results through the form (or types them); returns the triggers' outcomes. */
export function reportResults(desk: Desk, round: number, drawn: readonly DrawnBoard[], o: ReportOptions): string[] {
  const book = desk.session.workbook;
  const form = book.forms.find((f) => f.title.endsWith(': results'));
  const boards = form?.items.find((i) => i.title === 'Board')?.choices ?? [];
  const out: string[] = [];
  let disputed: DrawnBoard | null = null;
  const send = (email: string, d: DrawnBoard, games: string[], time: string): void => {
    if (!form) return;
    o.mail?.at(time);
    const answers = new Map([
      ['Round', `Round ${round}`],
      ['Team match', `${d.team1} v ${d.team2}`],
      ['Board', d.label],
      ...games.map((g, k) => [`Game ${k + 1}`, g] as [string, string]),
    ]);
    const r = submitResponse(book, form.id, { answers, email, at: new Date(`${time.replace(' ', 'T')}:00Z`) });
    if (!r.ok) {
      out.push(r.problems.join('; '));
      return;
    }
    for (const x of fireFormSubmitTriggers(desk.session, {
      formId: form.id,
      responseId: r.value.response.id,
      destination: r.value.destination,
    }))
      out.push(jsString(x.result ?? x.error));
  };
  drawn.forEach((d, k) => {
    if (d.results.every((g) => g === '')) return; // unreported (M16)
    if (!boards.includes(d.label) || k % 7 === 6) {
      desk.type(`R${round}`, d.row, d.col, [d.results]);
      return;
    }
    const day = 10 + (k % 14);
    send(o.captainOf(d.team1), d, d.results, o.at(day, 9 + (k % 5)));
    const differ = o.dispute && disputed === null;
    if (differ) disputed = d;
    send(
      o.captainOf(d.team2),
      d,
      differ ? [...d.results.slice(0, 3), OTHER[d.results[3]] ?? '1-0'] : d.results,
      o.at(day, 15 + (k % 5)),
    );
  });
  // the organizers settle the dispute: they type the result they established
  if (disputed !== null) {
    const d: DrawnBoard = disputed;
    desk.type(`R${round}`, d.row, d.col, [d.results]);
  }
  return out;
}
