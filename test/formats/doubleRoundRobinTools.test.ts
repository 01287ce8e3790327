// The double round robin's tools through the add-on bundle (build/Code.js) over the local service: the Entrants'
// addresses kept privately and the results form (a game a report, the shared two-player form), its responses
// judged by the form-submit trigger. Its planners: test/formats/doubleRoundRobin.test.ts.
import { LocalWorkbook } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { requireBuild } from '../helpers/gas';

const FORMAT = 'double round robin';

describe('the double round robin through the add-on bundle', () => {
  test("its tools: Entrants' addresses and the results form (a game a report, the shared two-player form)", () => {
    requireBuild();
    const book = LocalWorkbook.empty();
    const desk = Desk.open(book);
    desk.click('menuSetUp');
    const format = (desk.read('Settings') ?? []).findIndex((r) => String(r[0]) === 'format');
    desk.type('Settings', format + 1, 2, [[FORMAT]]);
    desk.click('menuSetUp');
    const names = ['Ada', 'Ben', 'Cleo', 'Dan'];
    desk.type(
      'Entrants',
      2,
      1,
      names.map((n, i) => [n, i + 1]),
    );
    expect(desk.click('menuPairNextRound')).toMatch(/^Pair round 1/);
    const mail = (n: string) => `${n.toLowerCase()}@example.org`;
    const kept = desk.click('menuEntrantAddresses', {
      button: 'OK',
      text: names.map((n) => `${n}: ${mail(n)}`).join('\n'),
    });
    expect(kept).toMatch(/4 names changed/);
    expect(desk.click('menuCreateResultsForm')).toMatch(/^Results form created \(2 games of Round 1\)/);
    const form = book.forms.find((f) => f.title.endsWith(': results'))!;
    expect(form.items.find((i) => i.title === 'Game')?.choices).toEqual(['Match 1: Ada v Dan', 'Match 2: Ben v Cleo']);
    const send = (who: string): string => {
      const answers = new Map([
        ['Round', 'Round 1'],
        ['Game', 'Match 1: Ada v Dan'],
        ['Result', '1-0'],
      ]);
      const sent = submitResponse(book, form.id, { answers, email: mail(who), at: new Date('2030-01-01T10:00:00Z') });
      if (!sent.ok) throw new Error(sent.problems.join('; '));
      return String(
        fireFormSubmitTriggers(desk.session, {
          formId: form.id,
          responseId: sent.value.response.id,
          destination: sent.value.destination,
        })[0].result,
      );
    };
    expect(send('Ada')).toMatch(/^waiting for the opponent/);
    expect(send('Dan')).toMatch(/^agreed: 1-0, written on R1/);
    expect(String(desk.read('R1')![1][desk.column('R1', 'result') - 1])).toBe('1-0');
  });
});
