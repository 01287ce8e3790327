// The demo's e-mail addresses (invented, example.org) and the Send pairings clicks: one captain per team and
// two players in three with a known address, typed through the "Captains and protections" prompt as
// `Team: address` and `Player Name: address` lines. The addresses end up in the document properties (the
// `.private.json` beside the workbook), never in a tab.
import { rmSync } from 'fs';
import type { Desk } from './desk';
import type { DemoField } from './data';
import type { LocalWorkbook } from '../runner';
import { configureMail } from '../gas/mail';

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** A team's captain's address. */
export const captainAddress = (team: string): string => `captain.${slug(team)}@example.org`;
/** A player's address (the demo knows two players in three). */
export const playerAddress = (player: string): string => `${slug(player)}@example.org`;

/** The prompt's lines: every team's captain, then the players with a known address. */
export function addressLines(field: DemoField): string {
  const lines: string[] = [];
  for (const t of field.teams) lines.push(`${t.name}: ${captainAddress(t.name)}`);
  for (const t of field.teams)
    t.players.forEach((p, i) => {
      if (i % 3 !== 2) lines.push(`${p.name}: ${playerAddress(p.name)}`);
    });
  return lines.join('\n');
}

/** The organizer types the addresses into Captains and protections. */
export function typeAddresses(desk: Desk, field: DemoField): string {
  return desk.click('menuCaptains', { button: 'OK', text: addressLines(field) });
}

/** The demo's e-mail: its outbox, and the clock its e-mails are dated by. */
export interface DemoMail {
  readonly outbox: string;
  /** sets the time of the next sendings: a UTC time "2024-01-15 18:00" */
  at(utc: string): void;
}

/**
 * The demo's outbox: e-mails go to `outbox` (cleared first), under Google's quota for a gmail.com account (100
 * recipients a day, the local MailApp's default). The season's eight rounds are played within a minute here,
 * so the mail service's clock follows the season's calendar instead (`at`): the e-mails are dated when the
 * organizers would send them, 30-day rounds apart, and each day's sendings meet the daily quota as on Google.
 */
export function startMail(book: LocalWorkbook, desk: Desk, field: DemoField, outbox: string): DemoMail {
  rmSync(outbox, { recursive: true, force: true });
  let now = Date.now();
  configureMail(book, { outbox, clock: () => new Date(now) });
  typeAddresses(desk, field);
  return {
    outbox,
    at: (utc) => {
      now = Date.parse(`${utc.replace(' ', 'T')}:00Z`);
    },
  };
}

/** The reason the demo's organizers type for the one extension of the season. */
const DEMO_EXTENSION_REASON = 'a player was ill; both captains asked the committee';

/** The organizers extend the first team match of a round by 7 days (seed 000: exceptional cases). */
export function extendFirstMatch(desk: Desk, round: number): void {
  const grid = desk.read(`R${round}`) ?? [];
  const h = grid[0].map(String);
  const at = grid.findIndex(
    (r, i) =>
      i > 0 &&
      String(r[h.indexOf('board')]) === '' &&
      String(r[h.indexOf('match')]) !== '' &&
      String(r[h.indexOf('match')]) !== 'bye',
  );
  if (at < 0) return;
  desk.type(`R${round}`, at + 1, h.indexOf('extension (days)') + 1, [[7, DEMO_EXTENSION_REASON]]);
}
