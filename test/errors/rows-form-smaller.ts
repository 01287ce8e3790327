// Catalogue rows: agreed match times sent through the scheduling form (M21). The form records verified
// addresses; a time is copied to the round tab only from the board's two players or a captain of its teams.
// Each response is sent (the form-submit trigger runs as the organizer) before the click; Create scheduling form
// clicked again lists, cell by cell, the times not copied, and changes nothing.
import type { CatalogueRow } from './kit';
import { sendResponse, sheet } from './kit';
import type { Editor } from './scenario';
import { FIELD } from './book';

const cap = (team: string) => `captain.${team.toLowerCase()}@example.org`;
/** R1 of the 'mochalunt-boards' workbook: published 2024-01-15 18:00 UTC, the round ends 2024-02-14 18:00 UTC (M21) */
const BOARD1 = 'Samoa v Peru, board 1: Ivo Lopez v Pablo Tamm';
const BOARD2 = 'Samoa v Peru, board 2: Yuri Okafor v Aiko Berg';

/** Captains (and Ivo Lopez's address) in Captains and protections, the scheduling form, then one time sent as `email`. */
const sent = (email: string, board: string) => (e: Editor) => {
  const lines = [...FIELD.teams.map((t) => `${t.name}: ${cap(t.name)}`), 'Ivo Lopez: ivo@example.org'];
  e.desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
  e.desk.click('menuCreateSchedulingForm');
  const form = e.desk.session.workbook.forms.find((f) => f.items.some((i) => i.title === 'Individual match'));
  if (!form) throw new Error('no scheduling form');
  const answers: [string, string][] = [
    ['Round', 'Round 1'],
    ['Individual match', board],
    ['Agreed date and time (UTC)', '2024-02-01 18:00'],
  ];
  sendResponse(e, form.id, answers, email, new Date('2024-01-25T12:00:00Z'));
};

const AGAIN =
  "if the time stands, one of the board's players (or a captain of its teams) sends it again before the round deadline, signed in with the address kept in Captains and protections, or the organizers type it in scheduled (UTC) on the round tab";

export const FORM_SMALLER_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-boards',
    'menuCreateSchedulingForm',
    {
      id: 'scheduling-stranger',
      where: 'the scheduling form, an agreed time',
      typed: "a time sent from an address that is no player's of the board nor a captain's of its teams",
      kind: 'report',
      message: `Scheduling form answers, row 2, column MOCHALUNT check (F2): not copied: the sender is neither Ivo Lopez nor Pablo Tamm (the board's players, by the addresses kept in Captains and protections) nor a captain of Samoa or Peru. ${AGAIN}`,
    },
    sent('mallory@example.net', BOARD1),
  ),
  sheet(
    'mochalunt-boards',
    'menuCreateSchedulingForm',
    {
      id: 'scheduling-other-board',
      where: 'the scheduling form, an agreed time',
      typed: 'a player sending the time of a board of their team that is not theirs',
      kind: 'report',
      message: `Scheduling form answers, row 2, column MOCHALUNT check (F2): not copied: the sender is neither Yuri Okafor nor Aiko Berg (the board's players, by the addresses kept in Captains and protections) nor a captain of Samoa or Peru. ${AGAIN}`,
    },
    sent('ivo@example.org', BOARD2),
  ),
];
