// A season reported through the results form (local/demo/season.ts with an outbox):
// - its board records (judgedReports.ts: each board's counted reports, some 230 bytes) are kept only while they can
//   still matter: the judgments of round R's reports forget those of the rounds before R - 2 (at most two per
//   counted report), so that a season's records stay within Google's 500 KB store
//   (https://developers.google.com/apps-script/guides/services/quotas: properties, 500 KB a store) whatever its
//   length, and no menu click pays one deletion per board (Score round did: some 160 calls, 10 s at 64 teams).
//   M16: a report after its round was scored changes nothing;
// - a pairing sets the results and scheduling forms' lists only when they change (formFile.ts refreshLists): Pair
//   next round, whose round has no boards yet, does not open the forms (FormApp.openById, 1 s by the latency
//   model); Pair individual matches, which lists new boards, does.
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { playSeason } from '../../local/demo/season';
import { resetQuotas } from '../../local/gas/quotas';
import { forgetSentMail } from '../../local/gas/mail';
import { requireBundle } from './support';

const BOARD = 'mochalunt.judged.board.';

/** An 8-team season of `rounds` rounds, its results reported through the results form. */
function reportedSeason(rounds: number, seed: number) {
  requireBundle();
  resetQuotas();
  forgetSentMail();
  // the demo reports through the results form when its e-mails have an outbox (local/demo/season.ts)
  const outbox = join(mkdtempSync(join(tmpdir(), 'mochalunt-board-records-')), 'demo.xlsx.outbox');
  return playSeason({ teams: 8, seed, outbox, stopAfter: rounds });
}

test("after round 4's reports, the board records of round 1 are gone, those of rounds 2 to 4 kept, and Score round deleted none", async () => {
  const s = await reportedSeason(4, 7);
  const rounds = [...s.book.documentProperties.keys()]
    .filter((k) => k.startsWith(BOARD))
    .map((k) => Number(/\d+/.exec(k.slice(BOARD.length).split('|')[0])![0]));
  expect(rounds.length).toBeGreaterThan(0);
  expect([...new Set(rounds)].sort()).toEqual([2, 3, 4]);
  // each Score round deletes as many properties as the first one, whatever the records kept
  const deletions = s.desk.clicks
    .filter((c) => c.handler === 'menuScoreRound')
    .map((c) => c.calls.byMethod['Properties.deleteProperty'] ?? 0);
  expect(deletions).toHaveLength(4);
  expect(new Set(deletions).size).toBe(1);
}, 900_000);

test('Pair next round opens no form; Pair individual matches sets the new boards in both forms', async () => {
  const s = await reportedSeason(2, 3);
  const clicks = (handler: string) => s.desk.clicks.filter((c) => c.handler === handler);
  const opened = (c: { calls: { byMethod: Record<string, number> } }) => c.calls.byMethod['FormApp.openById'] ?? 0;
  // round 2: both forms exist (created in round 1)
  expect(opened(clicks('menuPairNextRound')[1])).toBe(0);
  expect(opened(clicks('menuPairIndividual')[1])).toBe(2);
  const listed = (title: string, item: string) =>
    s.book.forms.find((f) => f.title.endsWith(title))!.items.find((i) => i.title === item)!.choices;
  expect(listed(': results', 'Round')).toEqual(['Round 2']);
  expect(listed(': agreed match times', 'Round')).toEqual(expect.arrayContaining(['Round 2']));
}, 600_000);
