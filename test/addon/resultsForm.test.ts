
describe('the demo reports its results through the form', () => {
  test('most boards agreed by both captains, one dispute the organizers settle, the checks under a gmail.com account\'s quota', async () => {
    const { mkdtempSync, readdirSync, readFileSync } = await import('fs');
    const { tmpdir } = await import('os');
    const { join } = await import('path');
    const { playSeason } = await import('../../local/demo/season');
    const outbox = join(mkdtempSync(join(tmpdir(), 'mochalunt-results-demo-')), 'demo.xlsx.outbox');
    const s = await playSeason({ teams: 8, seed: 7, outbox, stopAfter: 2 });
    for (const r of [1, 2]) {
      const g = s.desk.read(`R${r}`)!;
      const h = g[0].map(String);
      const boards = g.slice(1).filter((x) => String(x[h.indexOf('board')]) !== '' && String(x[h.indexOf('game 1')]) !== '');
      const agreed = boards.filter((x) => String(x[h.indexOf('reported')]).startsWith('agreed: '));
      expect(agreed.length / boards.length).toBeGreaterThan(0.6);
      // the dispute of round 1: settled by the organizers' typing, so Score round counted it
      const disputes = boards.filter((x) => String(x[h.indexOf('reported')]).startsWith('in dispute: '));
      expect(disputes).toHaveLength(r === 1 ? 1 : 0);
    }
    // every check e-mail dated on the season's calendar: never more than 100 recipients in 24 hours
    const sent: { at: number; n: number }[] = [];
    for (const d of readdirSync(outbox)) for (const f of readdirSync(join(outbox, d))) {
      const head = readFileSync(join(outbox, d, f), 'utf8').split('\r\n\r\n')[0];
      sent.push({ at: Date.parse(/^Date: (.+)$/m.exec(head)![1]), n: /^To: (.+)$/m.exec(head)![1].split(',').length });
    }
    expect(readdirSync(join(outbox, 'other')).length).toBeGreaterThan(20);
    const busiest = Math.max(...sent.map((m) => sent.filter((o) => o.at > m.at - DAY && o.at <= m.at).reduce((n, o) => n + o.n, 0)));
    expect(busiest).toBeLessThanOrEqual(100);
    expect(JSON.stringify(s.desk.read('Results log'))).not.toMatch(/@example\.org/);
  }, 120000);
});
