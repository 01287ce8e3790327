// Captains and protections replacing a captain, stopped at any call: after a quota error the script catches,
// everything is put back, and the team's rows of the Line-ups tab are editable by exactly the captain the
// captains' record (the private data) names; stopped by Google's 6-minute kill (no catch runs), no captain keeps
// or gets rights the record does not give (the replaced captain's are withdrawn before the record changes).
import { QUOTA_MESSAGE, TIMEOUT_MESSAGE, type LocalWorkbook } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { captainEmail, captainLines } from '../../local/demo/season';
import { tournament } from './support';
import { cloneWorkbook } from './dump';
import { sample } from '../helpers/depth';

const LINEUPS = 'Line-ups';
const NEW = 'new.captain@example.org';

test("a failure or a kill at any call of Captains and protections replacing a captain: the team's rows follow the record", async () => {
  const { book, desk, field } = await tournament(4, 29);
  desk.click('menuCaptains', { button: 'OK', text: `${captainLines(field)}\norganizers: boss@example.org` });
  desk.click('menuPairNextRound');
  const team = field.teams[0].name;
  const old = captainEmail(team);
  const replaced = captainLines(field).replace(`${team}: ${old}`, `${team}: ${NEW}`) + '\norganizers: boss@example.org';
  const base = cloneWorkbook(book);
  const row = desk.read(LINEUPS)!.findIndex((r) => String(r[desk.column(LINEUPS, 'team') - 1]) === team) + 1;
  const col = desk.column(LINEUPS, 'line-up');
  desk.click('menuCaptains', { button: 'OK', text: replaced });
  const c = desk.session.calls();
  const calls = c.reads + c.writes + c.formatting + c.other;
  const failures: string[] = [];
  const check = (how: string, k: number, b: LocalWorkbook) => {
    const record = JSON.parse(b.documentProperties.get(`mochalunt.captains.${team}`) ?? '[]') as string[];
    const d = Desk.open(b);
    const may = (user: string) => !d.person(user).edit(LINEUPS, `${String.fromCharCode(64 + col)}${row}`, 'x').refused;
    for (const user of [old, NEW]) {
      // put back after a failure: exactly the record's rights; stopped by Google: never more than the record gives
      const wrong = how === 'fail' ? may(user) !== record.includes(user) : may(user) && !record.includes(user);
      if (wrong)
        failures.push(
          `${how} at call ${k}: the record names ${record.join(', ')}, but ${user} ${may(user) ? 'may' : 'may not'} edit`,
        );
    }
  };
  for (const k of sample(calls, 1, 4)) {
    for (const how of ['fail', 'kill'] as const) {
      const b = cloneWorkbook(base);
      const s = Desk.open(b).session;
      if (how === 'fail') s.counter.failAfter(k);
      else s.counter.killAfter(k);
      s.ui.answer({ button: 'OK', text: replaced });
      try {
        s.call('menuCaptains');
      } catch (e) {
        const m = String((e as { message?: unknown }).message ?? e);
        if (m !== TIMEOUT_MESSAGE && !m.includes(QUOTA_MESSAGE.slice(0, 20))) failures.push(`${how} at ${k}: ${m}`);
      }
      check(how, k, b);
    }
  }
  expect(failures.slice(0, 10)).toEqual([]);
}, 600000);
