// A pairing sets the results and scheduling forms' lists only when they change (formFile.ts refreshLists): Pair
// next round, whose round has no boards yet, does not open the forms (FormApp.openById, 1 s by the latency model);
// Pair individual matches, which lists new boards, does, and the forms list the new round's boards.
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { playSeason } from '../../local/demo/season';
import { resetQuotas } from '../../local/gas/quotas';
import { forgetSentMail } from '../../local/gas/mail';
import { requireBundle } from './support';

test('Pair next round opens no form; Pair individual matches sets the new boards in both forms', async () => {
  requireBundle();
  resetQuotas();
  forgetSentMail();
  // the demo creates the results form when its e-mails have an outbox (local/demo/season.ts)
  const outbox = join(mkdtempSync(join(tmpdir(), 'mochalunt-form-lists-')), 'demo.xlsx.outbox');
  const s = await playSeason({ teams: 8, seed: 3, outbox, stopAfter: 2 });
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
