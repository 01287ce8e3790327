// Send pairings through the bundle: one e-mail per team to its captains (and its known players with Settings
// `e-mail players: yes`; seed 000, Round Procedure), the content of a McMahon round and of a knock-out round
// (games and platforms, M21 deadlines, individual matches, M14, the default appointment, the spreadsheet),
// idempotent sending and the resend after a change, Google's quotas of a gmail.com account (100 recipients a
// day, 50 per e-mail: what fits goes, the next click sends the rest), two organizers clicking at once (the
// questions asked without the lock, the sending decided afresh under it), the .eml outbox, and no address in
// the shared .xlsx.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import JSZip from 'jszip';
import { openWorkbook, saveWorkbook, startAddon, type AddonSession } from '../../local/runner';
import { cli } from '../../local/cli/main';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { playSeason, typeLineups, matchRows } from '../../local/demo/season';
import { addressLines, captainAddress, playerAddress, typeAddresses } from '../../local/demo/mail';
import { configureMail, forgetSentMail, outboxPath, sentMail, type SentMail } from '../../local/gas/mail';
import { resetQuotas } from '../../local/gas/quotas';
import { createRng } from '../../src/engine/core/rng';
import { tournament, shown } from './support';

/** Settings: `e-mail players` set to yes or no. */
function emailPlayers(desk: Desk, value: 'yes' | 'no'): void {
  const settings = desk.read('Settings')!;
  desk.type('Settings', settings.findIndex((r) => r[0] === 'e-mail players') + 1, 2, [[value]]);
}

/** The .eml files of a round in the outbox. */
const emls = (file: string, round: number): string[] =>
  existsSync(join(`${file}.outbox`, `round-${round}`))
    ? readdirSync(join(`${file}.outbox`, `round-${round}`)).filter((f) => f.endsWith('.eml'))
    : [];

function mailTo(mails: readonly SentMail[], team: string): SentMail {
  const m = mails.find((x) => x.to.includes(captainAddress(team)));
  if (!m) throw new Error(`no e-mail to ${team}`);
  return m;
}

/** The round tab's match rows with their cells by header. */
function matchLines(desk: Desk, round: number): Record<string, string>[] {
  const grid = desk.readDisplay(`R${round}`)!;
  const h = grid[0];
  return grid
    .slice(1)
    .filter((r) => r[h.indexOf('board')] === '' && r[h.indexOf('match')] !== '' && r[h.indexOf('match')] !== 'bye')
    .map((r) => Object.fromEntries(h.map((k, i) => [k, r[i]])));
}

function boardLines(desk: Desk, round: number, match: string): Record<string, string>[] {
  const grid = desk.readDisplay(`R${round}`)!;
  const h = grid[0];
  return grid
    .slice(1)
    .filter((r) => r[h.indexOf('board')] !== '' && r[h.indexOf('match')] === match)
    .map((r) => Object.fromEntries(h.map((k, i) => [k, r[i]])));
}

// the quota is the sending user's across workbooks (local/gas/mail.ts): each test starts a day of its own
beforeEach(() => {
  forgetSentMail();
  resetQuotas();
});

describe("players' addresses in Captains and protections", () => {
  test('kept per team in the document properties; "-" forgets; a team over Google\'s 9 KB per value is refused, nothing kept', async () => {
    const { desk, field } = await tournament(8, 7);
    const team = field.teams[0];
    const [p1, p2] = team.players;
    const out = desk.click('menuCaptains', {
      button: 'OK',
      text: `${team.name}: ${captainAddress(team.name)}\n${p1.name}: ${playerAddress(p1.name)}\n${p2.name}: ${playerAddress(p2.name)}`,
    });
    expect(out).not.toMatch(/problem/);
    const props = desk.session.inspect.PropertiesService.getDocumentProperties();
    expect(JSON.parse(props.getProperty(`mochalunt.players.${team.name}`)!)).toEqual({
      [p1.name]: [playerAddress(p1.name)],
      [p2.name]: [playerAddress(p2.name)],
    });
    desk.click('menuCaptains', { button: 'OK', text: `${p1.name}: -` });
    expect(JSON.parse(props.getProperty(`mochalunt.players.${team.name}`)!)).toEqual({
      [p2.name]: [playerAddress(p2.name)],
    });
    const many = Array.from({ length: 400 }, (_, i) => `someone.with.a.long.name${i}@example.org`).join(', ');
    const refused = desk.click('menuCaptains', { button: 'OK', text: `${p1.name}: ${many}` });
    expect(refused).toMatch(
      new RegExp(
        `nothing changed, 1 problem\\(s\\):\\n${team.name}: the players' addresses take \\d+ bytes, more than Google's 9 KB per property value`,
      ),
    );
    expect(JSON.parse(props.getProperty(`mochalunt.players.${team.name}`)!)).toEqual({
      [p2.name]: [playerAddress(p2.name)],
    });
    // a bad address stops the whole prompt: neither captains nor players are kept
    const bad = desk.click('menuCaptains', {
      button: 'OK',
      text: `${field.teams[1].name}: cap2@example.org\n${p1.name}: nope@`,
    });
    expect(bad).toMatch(/is not an e-mail address/);
    expect(props.getProperty(`mochalunt.captains.${field.teams[1].name}`) ?? '').not.toContain('cap2@example.org');
  });
});

describe('Send pairings', () => {
  test("McMahon round: team pairings, then individual matches; one e-mail per team with the round tab's content; to the captains, and the players too with e-mail players: yes", async () => {
    const { book, desk, field } = await tournament(8, 3);
    typeAddresses(desk, field);
    desk.click('menuPairNextRound');
    const out = desk.click('menuSendPairings');
    // by default the captains only: 8 recipients of a gmail.com account's 100 a day
    expect(out).toMatch(/round 1, team pairings: 8 e-mails sent to 8 recipients/);
    const teamsStage = sentMail(book).slice();
    expect(teamsStage).toHaveLength(8);
    const games = desk
      .readDisplay('Games')!
      .slice(1)
      .filter((r) => r[0] === '1');
    for (const m of matchLines(desk, 1)) {
      for (const [team, opponent, side] of [
        [m['team 1'], m['team 2'], '1'],
        [m['team 2'], m['team 1'], '2'],
      ]) {
        const mail = mailTo(teamsStage, team);
        expect(mail.to).toEqual([captainAddress(team)]);
        expect(mail.subject).toBe(`MOCHALUNT demo round 1: ${m['team 1']} v ${m['team 2']} (team pairing)`);
        expect(mail.body).toContain(`Your opponent: ${opponent}. You are team ${side}`);
        games.forEach((g, i) => expect(mail.body).toContain(`${i + 1}. ${g[1]} (${g[3]})`));
        expect(mail.body).toContain(
          `line-ups due (M13: otherwise the previous line-up is used): ${m['line-ups due (UTC)']} UTC`,
        );
        expect(mail.body).toContain(
          `reductions and agreed changes of individual matches due (M10, M12): ${m['changes due (UTC)']} UTC`,
        );
        expect(mail.body).toContain(
          `round deadline (M16: matches not reported by then end 0-0): ${m['round ends (UTC)']} UTC`,
        );
        expect(mail.body).toContain(`default appointment where none is agreed: ${m['default appointment (UTC)']} UTC`);
        expect(mail.body).not.toContain('Individual matches');
      }
    }
    // the individual matches, with e-mail players: yes
    typeLineups(desk, createRng(9), field, 1, false, false);
    desk.click('menuPairIndividual');
    emailPlayers(desk, 'yes');
    expect(desk.click('menuSendPairings')).toMatch(/round 1, individual matches: 8 e-mails sent/);
    const individual = sentMail(book).slice(8);
    expect(individual).toHaveLength(8);
    for (const t of field.teams) {
      // to the captain and the players with a known address (two in three), nobody else
      expect(mailTo(individual, t.name).to.slice().sort()).toEqual(
        [captainAddress(t.name), ...t.players.filter((_, i) => i % 3 !== 2).map((p) => playerAddress(p.name))].sort(),
      );
    }
    const url = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getUrl();
    for (const m of matchLines(desk, 1)) {
      const boards = boardLines(desk, 1, m.match);
      for (const [team, side] of [
        [m['team 1'], 1],
        [m['team 2'], 2],
      ] as const) {
        const mail = mailTo(individual, team);
        expect(mail.subject).toBe(`MOCHALUNT demo round 1: ${m['team 1']} v ${m['team 2']} (individual matches)`);
        expect(mail.body).toContain(`Individual matches (${boards.length} board${boards.length === 1 ? '' : 's'}):`);
        for (const b of boards) {
          const [own, opp] = side === 1 ? [b['player 1'], b['player 2']] : [b['player 2'], b['player 1']];
          if (own === '(forfeit)' || opp === '(forfeit)') continue;
          // M14: on odd boards team 1 decides games 1 and 3, team 2 games 2 and 4; even boards the reverse
          const odd = Number(b.board) % 2 === 1;
          const decides = (side === 1) === odd ? '1 and 3' : '2 and 4';
          expect(mail.body).toContain(
            `- board ${b.board}: ${own} v ${opp}; ${own} decides who moves first in games ${decides}; default appointment ${m['default appointment (UTC)']} UTC`,
          );
        }
        expect(mail.body).toMatch(/First move \(M14\): on odd boards the player of team 1 decides/);
        expect(mail.body).toContain(`Pairings, results and standings: ${url}`);
      }
    }
  });

  test('idempotent: a round sent is not sent again without YES; a resend after a change goes to the teams concerned and says what changed', async () => {
    const { book, desk, field } = await tournament(8, 4);
    typeAddresses(desk, field);
    desk.click('menuPairNextRound');
    desk.click('menuSendPairings');
    expect(sentMail(book)).toHaveLength(8);
    // again: the organizer says NO to the resend question: nothing is sent
    const again = desk.click('menuSendPairings', { button: 'OK', text: '' }, { button: 'NO' });
    expect(again).toMatch(/round 1 already sent, nothing sent again/);
    expect(shown(desk.session).join('\n')).toMatch(/already e-mailed .* and nothing changed since/);
    expect(sentMail(book)).toHaveLength(8);
    // an extension of the first match changes its two teams' e-mails: only they get the update
    const m = matchRows(desk, 1)[0];
    const grid = desk.read('R1')!;
    const days = grid[0].indexOf('extension (days)');
    desk.type('R1', m.row, days + 1, [[4, 'both captains asked: national holidays']]);
    const resend = desk.click('menuSendPairings');
    expect(resend).toMatch(/2 e-mails sent/);
    expect(shown(desk.session).join('\n')).toMatch(new RegExp(`${m.team1}: round ends: was .+ UTC, now .+ UTC`));
    const updates = sentMail(book).slice(8);
    expect(updates.map((x) => x.to.find((a) => a.startsWith('captain.'))).sort()).toEqual(
      [captainAddress(m.team1), captainAddress(m.team2)].sort(),
    );
    for (const u of updates) {
      expect(u.subject).toMatch(/\[updated\]$/);
      expect(u.body).toMatch(/This e-mail replaces the one sent .+ UTC\.\nWhat changed:\n- round ends: was .+, now .+/);
      expect(u.body).toMatch(
        /round deadline \(M16: .*\): .+ UTC \(extended by 4 days: both captains asked: national holidays\)/,
      );
    }
    void addressLines;
  });

  test("the daily quota short: the e-mails that fit go (whole, in the round tab's order) and are recorded; the next click says how many remain, tomorrow's sends the rest", async () => {
    const { book, desk, field } = await tournament(16, 2024);
    const n = 16;
    typeAddresses(desk, field);
    emailPlayers(desk, 'yes');
    desk.click('menuPairNextRound');
    let now = Date.parse('2024-03-01T10:00:00Z');
    configureMail(book, { clock: () => new Date(now) });
    const order = matchLines(desk, 1).flatMap((m) => [m['team 1'], m['team 2']]);
    const size = (team: string) =>
      1 + field.teams.find((t) => t.name === team)!.players.filter((_, i) => i % 3 !== 2).length;
    // with the players, a 16-team round needs more than 100 recipients, a gmail.com account's day (the
    // default): the first e-mails while they fit
    let fit = 0;
    for (let used = 0; fit < n && used + size(order[fit]) <= 100; fit++) used += size(order[fit]);
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(n);
    const first = desk.click('menuSendPairings');
    expect(first).toMatch(
      new RegExp(
        `round 1, team pairings: ${fit} e-mails sent to \\d+ recipients; ${n - fit} e-mails? not sent yet \\(${order.slice(fit).join(', ')}\\): run Send pairings again once today's mail quota allows`,
      ),
    );
    expect(shown(desk.session).join('\n')).toMatch(
      new RegExp(`Today's mail quota has 100 recipients left: the first ${fit} e-mails go now; the other ${n - fit}`),
    );
    expect(sentMail(book).map((m) => m.to[0])).toEqual(order.slice(0, fit).map(captainAddress));
    expect(
      [...desk.session.workbook.documentProperties.keys()]
        .filter((k) => k.startsWith('mochalunt.mail.r1.teams.'))
        .sort(),
    ).toEqual(
      order
        .slice(0, fit)
        .map((t) => `mochalunt.mail.r1.teams.${t}`)
        .sort(),
    );
    // the same day: nothing fits, nothing sent, and the message says how many remain
    now += 3600000;
    const again = desk.click('menuSendPairings');
    expect(again).toMatch(
      new RegExp(
        `round 1, team pairings: nothing sent, today's mail quota is used up \\(\\d+ left\\); ${n - fit} e-mails? remain`,
      ),
    );
    expect(sentMail(book)).toHaveLength(fit);
    // 24 hours later: the rest, without asking to resend the ones sent
    now += 24 * 3600000;
    desk.session.ui.log.length = 0;
    const rest = desk.click('menuSendPairings');
    expect(rest).toMatch(new RegExp(`round 1, team pairings: ${n - fit} e-mails? sent to \\d+ recipients$`));
    expect(shown(desk.session).join('\n')).not.toMatch(/already e-mailed/);
    expect(shown(desk.session).join('\n')).toMatch(
      new RegExp(`${fit} e-mails of this round went out before \\(.+ UTC\\); these are the ${n - fit} remaining`),
    );
    expect(sentMail(book).map((m) => m.to.find((a) => a.startsWith('captain.')))).toEqual(order.map(captainAddress));
  });

  test("Google's 50 recipients per e-mail: a team with more is refused before anything is sent", async () => {
    const { book, desk, field } = await tournament(8, 13);
    const team = field.teams[0].name;
    const many = Array.from({ length: 51 }, (_, i) => `cap${i}@example.org`).join(', ');
    desk.click('menuCaptains', { button: 'OK', text: `${addressLines(field)}\n${team}: ${many}` });
    desk.click('menuPairNextRound');
    const out = desk.click('menuSendPairings');
    expect(out).toBe(`Send pairings: round 1, team pairings: nothing sent, more than 50 recipients for ${team} (51)`);
    expect(shown(desk.session).join('\n')).toMatch(
      new RegExp(
        `Google sends one e-mail to at most 50 recipients, and the e-mail of round 1 to ${team} \\(51\\) has more\\. Nothing was sent: keep fewer captains' addresses`,
      ),
    );
    expect(sentMail(book)).toHaveLength(0);
  });

  test('two organizers click Send pairings at once: the second runs while the first reads its preview; one set of e-mails goes out, the first click says they were sent meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mochalunt-mail-two-'));
    const file = join(dir, 'cup.xlsx');
    const { book, desk, field } = await tournament(8, 12);
    configureMail(book, { outbox: outboxPath(file) });
    desk.click('menuCaptains', {
      button: 'OK',
      text: `${addressLines(field)}\norganizers: second.organizer@example.com`,
    });
    desk.click('menuPairNextRound');
    const said: string[] = [];
    // the second organizer's click runs inside the first's preview dialog, as a new execution (whether or not
    // the service keeps a lock across the dialog, the two must not both send)
    const first: AddonSession = startAddon(book, {
      user: 'organizer@example.com',
      responder: (d) => {
        if (d.kind === 'alert' && /Preview, the e-mail to/.test(d.text) && said.length === 0) {
          said.push(
            String(
              first
                .newExecution({ user: 'second.organizer@example.com', responder: agreeableUser })
                .call('menuSendPairings'),
            ),
          );
        }
        return agreeableUser(d);
      },
    });
    said.unshift(String(first.call('menuSendPairings')));
    const [firstSaid, secondSaid] = said;
    // exactly one set: one e-mail per team in the outbox
    expect(emls(file, 1)).toHaveLength(8);
    expect(
      sentMail(book)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(field.teams.map((t) => captainAddress(t.name)).sort());
    expect([firstSaid, secondSaid].filter((x) => /8 e-mails sent to 8 recipients/.test(x))).toHaveLength(1);
    const other = /8 e-mails sent/.test(firstSaid) ? secondSaid : firstSaid;
    expect(other).toMatch(
      /nothing sent: (8 of these 8 e-mails were sent meanwhile \(another organizer's click\)|.*already (sent|e-mailed))/,
    );
    // replies go to the organizers, who are no recipients
    expect(
      sentMail(book).every(
        (m) => m.replyTo === 'second.organizer@example.com' && m.to.length === 1 && m.cc.length === 0,
      ),
    ).toBe(true);
  });

  test('the quota read again under the lock: e-mail sent while the organizer read the preview leaves too few recipients; nothing is sent, and the message says so', async () => {
    const { book, desk, field } = await tournament(8, 14);
    typeAddresses(desk, field);
    desk.click('menuPairNextRound');
    const session = startAddon(book, {
      responder: (d) => {
        // meanwhile the same account sends 95 recipients' worth of other e-mail (another script)
        if (d.kind === 'alert' && /Preview, the e-mail to/.test(d.text)) {
          const mail = desk.session.inspect.MailApp;
          mail.sendEmail({
            to: Array.from({ length: 45 }, (_, i) => `x${i}@example.org`).join(','),
            cc: Array.from({ length: 5 }, (_, i) => `y${i}@example.org`).join(','),
            subject: 'other',
            body: 'b',
          });
          mail.sendEmail({
            to: Array.from({ length: 45 }, (_, i) => `z${i}@example.org`).join(','),
            subject: 'other',
            body: 'b',
          });
        }
        return agreeableUser(d);
      },
    });
    const out = String(session.call('menuSendPairings'));
    expect(out).toBe(
      "Send pairings: round 1, team pairings: nothing sent: today's mail quota now has 5 recipients left, fewer than the 8 of the e-mails you agreed to (e-mail was sent meanwhile). Run Send pairings again to send what fits.",
    );
    expect(sentMail(book).filter((m) => m.subject !== 'other')).toHaveLength(0);
    expect([...desk.session.workbook.documentProperties.keys()].filter((k) => k.startsWith('mochalunt.mail.'))).toEqual(
      [],
    );
  });

  test("the 16-team demo season e-mails every team of every round under a gmail.com account's quota: the captains, 16 recipients a sending", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mochalunt-mail-demo-'));
    const file = join(dir, 'demo.xlsx');
    const said: string[] = [];
    const { field } = await playSeason({
      teams: 16,
      seed: 2024,
      outbox: outboxPath(file),
      typing: false,
      onClick: (h, s) => {
        if (h === 'menuSendPairings') said.push(s);
      },
    });
    expect(said).toHaveLength(17);
    for (const s of said) expect(s).toMatch(/: (16 e-mails sent to 16|2 e-mails sent to 2) recipients$/);
    const sent: { at: number; recipients: number }[] = [];
    for (let round = 1; round <= 8; round++) {
      const files = emls(file, round);
      expect(files).toHaveLength(round === 2 ? 34 : 32);
      const heads = files.map(
        (f) => readFileSync(join(`${file}.outbox`, `round-${round}`, f), 'utf8').split('\r\n\r\n')[0],
      );
      // every team twice a round (the pairings, then the individual matches), to its captain
      expect(new Set(heads.map((h) => /^To: (.+)$/m.exec(h)![1]))).toEqual(
        new Set(field.teams.map((t) => captainAddress(t.name))),
      );
      for (const h of heads)
        sent.push({
          at: Date.parse(/^Date: (.+)$/m.exec(h)![1]),
          recipients: /^To: (.+)$/m.exec(h)![1].split(',').length,
        });
    }
    // dated on the season's calendar: never more than a gmail.com account's 100 recipients in 24 hours
    const day = 24 * 3600000;
    const busiest = Math.max(
      ...sent.map((m) => sent.filter((o) => o.at > m.at - day && o.at <= m.at).reduce((n, o) => n + o.recipients, 0)),
    );
    expect(busiest).toBeLessThanOrEqual(100);
    expect(busiest).toBe(16);
  }, 60000);

  test('the outbox: one .eml per e-mail under <workbook>.outbox/round-N with RFC 5322 headers; no address in any part of the .xlsx', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mochalunt-mail-'));
    const file = join(dir, 'season.xlsx');
    const { book, desk, field } = await tournament(8, 6);
    configureMail(book, { outbox: outboxPath(file) });
    typeAddresses(desk, field);
    desk.click('menuPairNextRound');
    desk.click('menuSendPairings');
    const round1 = join(`${file}.outbox`, 'round-1');
    const files = readdirSync(round1)
      .filter((f) => f.endsWith('.eml'))
      .sort();
    expect(files).toHaveLength(8);
    const eml = readFileSync(join(round1, files[0]), 'utf8');
    const [head, body] = eml.split('\r\n\r\n');
    expect(head).toMatch(/^From: "MOCHALUNT demo" <organizer@example\.com>\r\nTo: [^\r]+@example\.org/);
    expect(head).toMatch(/\r\nSubject: MOCHALUNT demo round 1: .+ \(team pairing\)\r\n/);
    expect(head).toMatch(/\r\nDate: (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d \w{3} \d{4} \d\d:\d\d:\d\d \+0000\r\n/);
    expect(head).toMatch(/\r\nContent-Type: text\/plain; charset=UTF-8/);
    expect(body).toMatch(/^Dear .+ team,/);
    await saveWorkbook(book, file);
    // every part of the .xlsx (sheets, shared strings, comments, properties): no address
    const zip = await JSZip.loadAsync(readFileSync(file));
    const names = Object.keys(zip.files);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const text = await zip.files[name].async('string');
      expect({ name, hit: /[\w.+-]+@[\w-]+\.[\w.]+/.exec(text)?.[0] ?? null }).toEqual({ name, hit: null });
    }
    // the addresses are in the private file beside it (document properties), as the README says
    expect(readFileSync(`${file}.private.json`, 'utf8')).toContain(captainAddress(field.teams[0].name));
    // reopened: the quota counts the outbox's e-mails of the last 24 hours
    const again = await openWorkbook(file);
    configureMail(again, { outbox: outboxPath(file), quota: 100 });
    const d2 = Desk.open(again);
    const used = files
      .map((f) => readFileSync(join(round1, f), 'utf8').split('\r\n\r\n')[0])
      .reduce((n, h) => n + (/^To: (.+)$/m.exec(h)?.[1].split(',').length ?? 0), 0);
    expect(d2.session.services.MailApp.getRemainingDailyQuota()).toBe(100 - used);
    expect(existsSync(round1)).toBe(true);
  });

  test('mochalunt run send-pairings writes the outbox beside the workbook; a short quota sends what fits (exit 0), nothing fits: exit 1 and the file unchanged; --mail-account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mochalunt-cli-mail-'));
    const file = join(dir, 'cup.xlsx');
    const { book, desk, field } = await tournament(8, 8);
    typeAddresses(desk, field);
    desk.click('menuPairNextRound');
    await saveWorkbook(book, file);
    const io = { out: '', err: '' };
    const sink = {
      out: (t: string) => {
        io.out += t;
      },
      err: (t: string) => {
        io.err += t;
      },
    };
    // 5 recipients: the first 5 e-mails (one captain each), recorded; exit 0
    expect(await cli(['run', 'send-pairings', file, '--mail-quota', '5', '--yes'], sink)).toBe(0);
    expect(io.out).toMatch(/round 1, team pairings: 5 e-mails sent to 5 recipients; 3 e-mails not sent yet/);
    expect(emls(file, 1)).toHaveLength(5);
    // the same quota again: the outbox's 5 recipients of the last 24 hours leave none: nothing sent, exit 1
    const saved = readFileSync(file);
    const savedPrivate = readFileSync(`${file}.private.json`);
    expect(await cli(['run', 'send-pairings', file, '--mail-quota', '5', '--yes'], sink)).toBe(1);
    expect(io.err).toMatch(/nothing sent, today's mail quota is used up \(0 left\); 3 e-mails remain/);
    expect(io.err).toMatch(/cup\.xlsx left as it was/);
    expect(readFileSync(file).equals(saved)).toBe(true);
    expect(readFileSync(`${file}.private.json`).equals(savedPrivate)).toBe(true);
    expect(emls(file, 1)).toHaveLength(5);
    // a Google Workspace account (1,500 a day): the other 3, without a resend question
    io.err = '';
    expect(
      await cli(['run', 'send-pairings', file, '--round', '1', '--mail-account', 'workspace', '--yes'], sink),
    ).toBe(0);
    expect(io.out).toMatch(/round 1, team pairings: 3 e-mails sent to 3 recipients\n/);
    expect(io.err).toMatch(/5 e-mails of this round went out before \(.+ UTC\); these are the 3 remaining/);
    expect(io.err).not.toMatch(/already e-mailed/);
    expect(emls(file, 1)).toHaveLength(8);
    // the record of what was sent is saved with the workbook: a second run asks; without --yes nothing is sent
    expect(await cli(['run', 'send-pairings', file], sink)).toBe(1);
    expect(io.err).toMatch(/already e-mailed .* nothing changed since/);
    expect(emls(file, 1)).toHaveLength(8);
    // the CLI's YES resends all
    expect(await cli(['run', 'send-pairings', file, '--yes'], sink)).toBe(0);
    expect(emls(file, 1)).toHaveLength(16);
    expect(await cli(['run', 'send-pairings', file, '--mail-account', 'business'], sink)).toBe(2);
    expect(io.err).toMatch(
      /--mail-account takes consumer \(a gmail\.com account: 100 recipients a day\) or workspace \(Google Workspace: 1,500 a day\), not "business"/,
    );
  });

  test('another format (Settings: swiss) is refused: nothing sent', async () => {
    const { book, desk } = await tournament(8, 10);
    const settings = desk.read('Settings')!;
    desk.type('Settings', settings.findIndex((r) => r[0] === 'format') + 1, 2, [['swiss']]);
    expect(desk.click('menuSendPairings')).toBe('Send pairings: not a MOCHALUNT workbook, nothing sent');
    expect(sentMail(book)).toHaveLength(0);
  });

  test("knock-out round: the 5 games (team 1 picks 3, team 2 the 4th, M7), the match's chosen games, the knock-out id", async () => {
    const season = await playSeason({ teams: 8, seed: 11, stopAfter: 5 });
    const { desk, field, book } = season;
    typeAddresses(desk, field);
    desk.click('menuPairNextRound');
    desk.click('menuSendPairings');
    const teams = sentMail(book).slice();
    expect(teams).toHaveLength(8);
    const qf = matchLines(desk, 6).find((m) => m.match === 'QF1')!;
    const mail = mailTo(teams, qf['team 1']);
    expect(mail.subject).toBe(`MOCHALUNT demo round 6: ${qf['team 1']} v ${qf['team 2']} (team pairing)`);
    expect(mail.body).toContain(`Round 6 (knock-out QF1): ${qf['team 1']} v ${qf['team 2']}.`);
    expect(mail.body).toContain("The round's games (5 games: team 1 picks 3, team 2 the 4th, M7):");
    field.games[5].forEach((g, i) => expect(mail.body).toContain(`${i + 1}. ${g.game} (BoardGameArena)`));
    expect(mail.body).toContain(
      `game choice due (M7: team 1 picks 3 games, team 2 the 4th): ${qf['games due (UTC)']} UTC`,
    );
    typeLineups(desk, createRng(12), field, 6, false, true);
    desk.click('menuPairIndividual');
    desk.click('menuSendPairings');
    const ind = sentMail(book).slice(8);
    expect(ind).toHaveLength(8);
    const after = matchLines(desk, 6).find((m) => m.match === 'QF1')!;
    const chosen = [after['game 1'], after['game 2'], after['game 3'], after['game 4']];
    const m2 = mailTo(ind, qf['team 2']);
    expect(m2.subject).toMatch(/\(individual matches\)$/);
    expect(m2.body).toContain(
      `The games of this match, in order: ${chosen.map((g, i) => `${i + 1}. ${g}`).join(', ')}.`,
    );
    const b1 = boardLines(desk, 6, 'QF1')[0];
    if (b1['player 1'] !== '(forfeit)' && b1['player 2'] !== '(forfeit)') {
      expect(m2.body).toContain(
        `- board 1: ${b1['player 2']} v ${b1['player 1']}; ${b1['player 2']} decides who moves first in games 2 and 4`,
      );
    }
  }, 60000);
});
