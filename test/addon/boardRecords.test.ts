// The results form's board records (judgedReports.ts: each board's counted reports, some 230 bytes) are kept only
// while they can still matter: Score round of round N forgets those of the rounds before N - 1, so that a season's
// records stay within Google's 500 KB store (https://developers.google.com/apps-script/guides/services/quotas:
// properties, 500 KB a store) whatever its length. M16: a report after its round was scored changes nothing.
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { playSeason } from '../../local/demo/season';
import { resetQuotas } from '../../local/gas/quotas';
import { forgetSentMail } from '../../local/gas/mail';
import { requireBundle } from './support';

const BOARD = 'mochalunt.judged.board.';

test('after Score round 3, the board records of round 1 are gone and those of rounds 2 and 3 kept', async () => {
  requireBundle();
  resetQuotas();
  forgetSentMail();
  // the demo reports through the results form when its e-mails have an outbox (local/demo/season.ts)
  const outbox = join(mkdtempSync(join(tmpdir(), 'mochalunt-board-records-')), 'demo.xlsx.outbox');
  const s = await playSeason({ teams: 8, seed: 7, outbox, stopAfter: 3 });
  const rounds = [...s.book.documentProperties.keys()]
    .filter((k) => k.startsWith(BOARD))
    .map((k) => Number(/\d+/.exec(k.slice(BOARD.length).split('|')[0])![0]));
  expect(rounds.length).toBeGreaterThan(0);
  expect([...new Set(rounds)].sort()).toEqual([2, 3]);
}, 600_000);
