// `mochalunt demo --install addon` plays the season as the Editor add-on, whose triggers Google restricts to the
// spreadsheet, one of each type per person (https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions):
// through the spreadsheet's one form-submit trigger it gets as many boards reported through the results form onto
// the round tabs as the bound script does, 60% of the boards or more. Quick depth: the first rounds of an 8-team
// season in each install; MOCHALUNT_TEST_DEPTH=full: the whole demo season of the command line in each.
import { resetQuotas } from '../../local/gas/quotas';
import { forgetSentMail } from '../../local/gas/mail';
import { join } from 'path';
import { openWorkbook } from '../../local/runner';
import { playSeason } from '../../local/demo/season';
import { resultsFormShare } from '../../local/cli/demo';
import { runCli } from '../helpers/cli';
import { depth } from '../helpers/depth';
import { tempDir } from '../helpers/gas';
import { INSTALLS, requireBundle, setInstall, type Install } from '../addon/support';

/** The results form's share of the season played in one install: boards written through it, of all boards. */
async function share(install: Install): Promise<{ written: number; boards: number }> {
  // each install's season is an organizer of its own, as two runs of the command line are: Google counts the mail
  // quota per user across workbooks, and this process plays both
  resetQuotas();
  forgetSentMail();
  if (depth(1, 0) === 1) {
    const dir = tempDir(`mochalunt-demo-${install}-`);
    const r = await runCli('demo', '--install', install, '--out', join(dir, 'season.xlsx'));
    expect(r.code).toBe(0);
    expect(r.out).toContain(install === 'addon' ? 'as the Editor add-on' : 'as a bound script');
    const m = /Results form: (\d+) of (\d+) boards \(\d+%\) reported through it onto the round tabs\./.exec(r.out);
    expect(m).not.toBeNull();
    return { written: Number(m![1]), boards: Number(m![2]) };
  }
  const book = await openWorkbook();
  setInstall(book, install);
  const s = await playSeason({
    teams: 8,
    seed: 7,
    stopAfter: 2,
    book,
    outbox: tempDir(`mochalunt-outbox-${install}-`),
  });
  expect(s.book.scriptProperties.get('MOCHALUNT_INSTALL')).toBe(install === 'addon' ? 'addon' : undefined);
  return resultsFormShare(s.desk);
}

test('the demo as the Editor add-on gets as many boards through the results form as the bound script, 60% or more', async () => {
  requireBundle();
  const [bound, addon] = [await share(INSTALLS[0]), await share(INSTALLS[1])];
  expect(addon.boards).toBe(bound.boards);
  expect(addon.written).toBeGreaterThanOrEqual(bound.written);
  expect(addon.written / addon.boards).toBeGreaterThanOrEqual(0.6);
}, 1_200_000);

test('mochalunt demo refuses an install it does not know, with its usage', async () => {
  const r = await runCli('demo', '--install', 'standalone');
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/--install takes bound or addon, not "standalone"/);
});
