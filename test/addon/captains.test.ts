// Captains and protections as Google does protections: few round trips at 64 teams (one protection per
// team, nothing touched when nothing changed), a run stopped at any call (a planted quota error, or the
// execution simply killed) never leaving a team with two protections nor its rows open to another captain,
// and a second run finishing the job; the owner and the creators of the installable triggers kept editors;
// and the trust model of the two installs (a bound script warns about captains who can edit the file).
import { captainsCalls } from '../../bench/captains';
import { totalCalls } from '../../bench/workflow';
import { blockingProtection } from '../../local/gas/access';
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { captainEmail, captainLines, typeLineups } from '../../local/demo/season';
import { Desk } from '../../local/demo/desk';
import type { AddonSession, LocalWorkbook } from '../../local/runner';
import { createRng } from '../../src/engine/core/rng';
import { requireBundle, tournament } from './support';

const OWNER = 'organizer@example.com';
const ORGANIZERS_PREFIX = 'MOCHALUNT organizers only: ';

/** Each team's block of Line-ups rows (1-based, inclusive). */
function blocks(book: LocalWorkbook): Map<string, [number, number]> {
  const sheet = book.sheetByName('Line-ups')!;
  const out = new Map<string, [number, number]>();
  for (let r = 2; r <= sheet.maxRows; r++) {
    const team = sheet.cell(r, 2)?.v;
    if (team === undefined || team === '') continue;
    const b = out.get(String(team));
    out.set(String(team), b ? [b[0], r] : [r, r]);
  }
  return out;
}

/** How many protections of the Line-ups tab (other than the organizers' header and sent columns) cover each team's rows. */
function coverCounts(book: LocalWorkbook): number[] {
  const id = book.sheetByName('Line-ups')!.id;
  const ranges = book.protections.filter(
    (p) => p.sheetId === id && p.type === 'RANGE' && !p.description.startsWith(ORGANIZERS_PREFIX),
  );
  return [...blocks(book).values()].map(
    ([first, last]) => ranges.filter((p) => p.area!.row <= last && first < p.area!.row + p.area!.numRows).length,
  );
}

/** What the protections are (description, where, editors), whatever their ids and order. */
function protectionState(book: LocalWorkbook): string[] {
  return book.protections
    .map((p) =>
      JSON.stringify([
        p.description,
        p.type,
        p.sheetId,
        p.area ?? null,
        !!p.mirror,
        p.editors.map((e) => e.toLowerCase()).sort(),
      ]),
    )
    .sort();
}

function snapshot(book: LocalWorkbook) {
  return { protections: JSON.stringify(book.protections), props: [...book.documentProperties] };
}

function restore(book: LocalWorkbook, s: ReturnType<typeof snapshot>): void {
  book.protections = JSON.parse(s.protections) as LocalWorkbook['protections'];
  book.documentProperties = new Map(s.props);
}

/** Column of a Line-ups header (1-based). */
function column(book: LocalWorkbook, header: string): number {
  const sheet = book.sheetByName('Line-ups')!;
  for (let c = 1; c <= sheet.maxColumns; c++) if (sheet.cell(1, c)?.v === header) return c;
  throw new Error(`no column ${header}`);
}

describe('Captains and protections: calls at 64 teams', () => {
  test("one protection per team; an unchanged rebuild changes nothing; one team's change costs the same at 8 and 64 teams", async () => {
    requireBundle();
    const small = await captainsCalls(8);
    const large = await captainsCalls(64);
    // the first build: one range protection per team, plus the header row and the organizers' columns (round and
    // team; agreed and the sent times: two runs of columns)
    expect(large.first.byMethod['Range.protect']).toBe(64 + 3);
    expect(totalCalls(large.first)).toBeLessThan(600); // 871 before: two protections per team, each rebuilt
    // nothing changed: no protection is touched (one read of each description, no formatting call)
    expect(large.unchanged.formatting).toBe(0);
    expect(totalCalls(large.unchanged)).toBeLessThan(160); // 1,133 before: every protection made again, the old removed
    // one team changed: that team's protection alone, in place
    expect(large.one_team.byMethod['Range.protect']).toBeUndefined();
    expect(large.one_team.byMethod['Protection.setRange']).toBe(1);
    expect(large.one_team.byMethod['Protection.remove']).toBeUndefined();
    const shape = (c: typeof small.one_team) => ({ writes: c.writes, formatting: c.formatting });
    expect(shape(large.one_team)).toEqual(shape(small.one_team));
    // the reads of the 56 more protections' descriptions and 56 more teams' rows' are the only difference
    expect(totalCalls(large.one_team) - totalCalls(small.one_team)).toBe(56);
    // the organizers changed: every protection changes, still in place
    expect(large.organizers.byMethod['Range.protect']).toBeUndefined();
    expect(large.organizers.byMethod['Protection.setDescription']).toBe(
      large.first.byMethod['Protection.setDescription'],
    );
  });
});

describe('Captains and protections stopped at any call', () => {
  /** A tournament with captains A set; the text B changes a captain and the organizers (so every protection changes). */
  async function setting() {
    const t = await tournament(5, 41);
    const [first] = t.field.teams;
    const a = `${captainLines(t.field)}\norganizers: boss@example.org`;
    const b = `${first.name}: new.captain@example.org\norganizers: co@example.org`;
    return { ...t, a, b, stable: t.field.teams.slice(1).map((x) => ({ team: x.name, captain: captainEmail(x.name) })) };
  }

  /**
   * Runs captainsSubmit(text) as the organizer; `stopAt` kills the execution at that call of the run (the call
   * and every later one throw before doing anything, as when Google ends an execution), `failAt` makes that
   * write or formatting call fail with Google's quota error (the add-on goes on to report it). Returns the
   * run's calls; never throws.
   */
  function run(s: AddonSession, text: string, plant: { stopAt?: number; failAt?: number } = {}): number {
    let first = -1;
    s.counter.beforeCall =
      plant.stopAt === undefined
        ? null
        : (n) => {
            if (first < 0) first = n;
            if (n - first + 1 >= plant.stopAt!) throw new Error('killed');
          };
    if (plant.failAt !== undefined) s.counter.failAfter(plant.failAt);
    s.resetCalls();
    try {
      s.call('captainsSubmit', text);
    } catch {
      /* killed */
    }
    s.counter.beforeCall = null;
    return totalCalls(s.calls());
  }

  /** At most one protection per team; a captain kept in both lists never writes another team's rows nor a sent time. */
  function holds(book: LocalWorkbook, stable: { team: string; captain: string }[]): void {
    expect(coverCounts(book).every((n) => n <= 1)).toBe(true);
    const id = book.sheetByName('Line-ups')!.id;
    const lc = column(book, 'line-up');
    const sc = column(book, 'sent (UTC)');
    for (const [team, [first]] of blocks(book)) {
      for (const c of stable) {
        const at = (col: number) => ({ row: first, column: col, numRows: 1, numColumns: 1 });
        expect(blockingProtection(book, c.captain, id, at(sc))).not.toBeNull();
        if (c.team !== team) expect(blockingProtection(book, c.captain, id, at(lc))).not.toBeNull();
      }
    }
    expect(blockingProtection(book, stable[0].captain, book.sheetByName('Settings')!.id)).not.toBeNull();
  }

  test('killed at call K (every K of the run): at most one protection per team, no row opened; a second run finishes it', async () => {
    const { desk, book, a, b, stable } = await setting();
    const s = desk.session.newExecution();
    const empty = snapshot(book);
    // the first build, killed at every call: at most one protection per team (a protection made but not yet
    // described is taken over by the next run)
    const firstCalls = run(s, a);
    const built = protectionState(book);
    const withA = snapshot(book);
    let undescribed = 0;
    for (let k = 1; k <= firstCalls; k++) {
      restore(book, empty);
      run(s, a, { stopAt: k });
      expect(coverCounts(book).every((n) => n <= 1)).toBe(true);
      if (book.protections.some((p) => p.description === '')) undescribed++;
      run(s, a);
      expect(protectionState(book)).toEqual(built);
    }
    expect(undescribed).toBeGreaterThan(0);
    // the change from A to B (a captain and the organizers: every protection changes), killed at every call
    restore(book, withA);
    const total = run(s, b);
    const done = protectionState(book);
    expect(total).toBeGreaterThan(40);
    let between = 0;
    for (let k = 1; k <= total; k++) {
      restore(book, withA);
      run(s, b, { stopAt: k });
      holds(book, stable);
      const state = protectionState(book);
      if (JSON.stringify(state) !== JSON.stringify(done) && JSON.stringify(state) !== JSON.stringify(built)) between++;
      run(s, b);
      expect(protectionState(book)).toEqual(done);
    }
    expect(between).toBeGreaterThan(20);
  });

  test('a quota error at every write or formatting call: the same', async () => {
    const { desk, book, a, b, stable } = await setting();
    const s = desk.session.newExecution();
    run(s, a);
    const withA = snapshot(book);
    run(s, b);
    const done = protectionState(book);
    const writes = s.calls().writes + s.calls().formatting;
    expect(writes).toBeGreaterThan(20);
    for (let k = 1; k <= writes; k++) {
      restore(book, withA);
      run(s, b, { failAt: k });
      expect(s.counter.faultFired).toBe(true);
      holds(book, stable);
      run(s, b);
      expect(protectionState(book)).toEqual(done);
    }
  });
});

describe('who stays an editor', () => {
  test('the owner is an editor of every protection even when another organizer builds them; warned when not among the organizers', async () => {
    const { book, field } = await tournament(4, 42);
    book.share('boss@example.org', 'editor');
    const boss = Desk.open(book, 'boss@example.org');
    const out = boss.click('menuCaptains', {
      button: 'OK',
      text: `${captainLines(field)}\norganizers: boss@example.org`,
    });
    expect(book.protections.length).toBeGreaterThan(4);
    expect(book.protections.every((p) => p.editors.includes(OWNER) && p.editors.includes('boss@example.org'))).toBe(
      true,
    );
    expect(out).toMatch(
      /the file's owner organizer@example.com is not among the organizers, yet Google lets the owner edit every protected tab and row: add organizer@example.com to the "organizers:" line/,
    );
    const again = boss.click('menuCaptains', {
      button: 'OK',
      text: 'organizers: boss@example.org, Organizer@example.com',
    });
    expect(again).not.toMatch(/not among the organizers/);
  });

  test("the line-up log's creator stays an editor of the log tab when the organizers change; the log goes on", async () => {
    const { desk, book, field } = await tournament(4, 43);
    book.share('co@example.org', 'editor');
    desk.click('menuCaptains', { button: 'OK', text: `${captainLines(field)}\norganizers: co@example.org` });
    desk.click('menuPairNextRound');
    const co = Desk.open(book, 'co@example.org');
    expect(co.click('menuStartLineupLog')).toMatch(/Line-up log started/);
    desk.click('menuCaptains', { button: 'OK', text: 'organizers: boss@example.org' });
    const log = book.sheetByName('Line-up log')!;
    const settings = book.sheetByName('Settings')!;
    const editorsOf = (sheetId: number) => book.protections.find((p) => p.sheetId === sheetId)!.editors;
    expect(editorsOf(log.id)).toContain('co@example.org');
    expect(editorsOf(settings.id)).not.toContain('co@example.org');
    const team = field.teams[0];
    const row = [...blocks(book).entries()].find(([t]) => t === team.name)![1][0];
    const captain = desk.session.newExecution({ user: captainEmail(team.name) });
    const typed = captain.edit(
      'Line-ups',
      `${String.fromCharCode(64 + column(book, 'line-up'))}${row}`,
      team.players
        .slice(0, 4)
        .map((p) => p.name)
        .join(', '),
    );
    expect(typed.refused).toBe(false);
    expect(typed.triggers!.map((t) => [t.user, t.ok])).toEqual([['co@example.org', true]]);
    expect(desk.read('Line-up log')!.length).toBe(2);
  });

  test("the scheduling form's creator stays an editor of the round tabs and its responses tab; a submission is still copied", async () => {
    const { desk, book, field } = await tournament(4, 44);
    book.share('co@example.org', 'editor');
    desk.click('menuCaptains', { button: 'OK', text: `${captainLines(field)}\norganizers: co@example.org` });
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(1), field, 1, false, false);
    desk.click('menuPairIndividual');
    const co = Desk.open(book, 'co@example.org');
    expect(co.click('menuCreateSchedulingForm')).toMatch(/Scheduling form created/);
    // the responses tab Google adds is organizers-only at once (captains are set)
    const responsesTab = book.sheetByName('Scheduling form answers')!;
    expect(book.protections.find((p) => p.sheetId === responsesTab.id)?.editors).toContain('co@example.org');
    desk.click('menuCaptains', { button: 'OK', text: 'organizers: boss@example.org' });
    const editorsOf = (tab: string) => book.protections.find((p) => p.sheetId === book.sheetByName(tab)!.id)!.editors;
    expect(editorsOf('R1')).toContain('co@example.org');
    expect(editorsOf('Scheduling form answers')).toContain('co@example.org');
    expect(editorsOf('Teams')).not.toContain('co@example.org');
    const form = book.forms[0];
    const boards = form.items.find((i) => i.title === 'Individual match')!.choices;
    const r1 = desk.read('R1')!;
    const endsCol = r1[0].map(String).indexOf('round ends (UTC)');
    const ends = String(r1.find((r) => String(r[endsCol]) !== '' && r !== r1[0])![endsCol]).slice(0, 16);
    const early = new Date(Date.parse(ends.replace(' ', 'T') + 'Z') - 86400_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    const sent = submitResponse(book, form.id, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Individual match', boards[0]],
        ['Agreed date and time (UTC)', early],
      ]),
      // a captain of the board's first team (a time counts only from the board's side)
      email: captainEmail(/^(.+?) v /.exec(boards[0])![1]),
      at: new Date(),
    });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    const ran = fireFormSubmitTriggers(desk.session, {
      formId: form.id,
      responseId: sent.value.response.id,
      destination: sent.value.destination,
    });
    expect(ran.map((o) => [o.user, o.ok, String(o.result).replace(/,.*/, '')])).toEqual([
      ['co@example.org', true, 'copied to R1'],
    ]);
  });
});

describe('the trust model of the two installs', () => {
  const WARNING = /are captains and editors of this file, and MOCHALUNT is a script bound to it/;

  test('bound script: captains who can edit the file are named, with what to do; captains as viewers are not', async () => {
    const { desk, book, field } = await tournament(4, 45);
    const [a, b] = field.teams.map((t) => captainEmail(t.name));
    book.share(a, 'editor');
    book.share(b, 'editor');
    const out = desk.click('menuCaptains', { button: 'OK', text: captainLines(field) });
    expect(out).toMatch(WARNING);
    expect(out).toContain(`; ${a}, ${b} are captains and editors`);
    expect(out).toMatch(
      /Share the file with captains as viewers \(they send line-ups through the line-up form, Settings "line-ups: form"\), or install MOCHALUNT as the Editor add-on/,
    );
    // said inside the dialog (an alert would replace it): the page shows its Save's reply
    expect(desk.session.ui.shown('alert')).toEqual([]);
    expect(desk.session.ui.shown('modal').pop()?.reply).toContain(
      '\n\nCaptains and protections: captains can edit this file: ',
    );
    book.share(a, 'viewer');
    book.share(b, 'viewer');
    const viewers = desk.click('menuCaptains', { button: 'OK', text: '' });
    expect(viewers).not.toMatch(/editors of this file/);
  });

  test("Editor add-on: captains may be editors (the add-on's code and properties are out of their reach): no warning", async () => {
    const { desk, book, field } = await tournament(4, 46);
    book.scriptProperties.set('MOCHALUNT_INSTALL', 'addon');
    for (const t of field.teams) book.share(captainEmail(t.name), 'editor');
    const out = desk.click('menuCaptains', { button: 'OK', text: captainLines(field) });
    expect(out).toMatch(/4 teams' rows protected/);
    expect(out).not.toMatch(/editors of this file/);
  });
});

describe('two organizers save the captains dialog at once', () => {
  // A dialog holds no lock and suspends nothing (https://developers.google.com/apps-script/guides/dialogs): the
  // dialog's Save sends back what it showed, and stops when another organizer saved meanwhile
  test("the second Save to arrive keeps nothing and says the captains changed; the first one's captains stay", async () => {
    requireBundle();
    const { book, desk, field } = await tournament(4, 41);
    book.sharing.editors.push('second@example.com');
    desk.click('menuCaptains', {
      button: 'OK',
      text: `${captainLines(field)}\norganizers: ${OWNER}, second@example.com`,
    });
    const team = field.teams[0].name;
    const other = Desk.open(book, 'second@example.com');
    let saidByOther = '';
    const first = Desk.open(book);
    const session = first.session;
    session.ui.responder = (dialog) => {
      if (dialog.kind !== 'modal') return undefined;
      // while this dialog is open, the other organizer opens it too and saves a new captain for the first team
      saidByOther = other.click('menuCaptains', { button: 'OK', text: `${team}: newcaptain@example.com` });
      return { button: 'OK', text: `${team}: mine@example.com` };
    };
    const said = String(session.call('menuCaptains'));
    expect(saidByOther).toMatch(/Captains and protections: \d+ team/);
    expect(said).toMatch(/the workbook changed while you were answering/);
    const kept = JSON.stringify(
      [...book.documentProperties.entries()].filter(([k]) => k.startsWith('mochalunt.captains')),
    );
    expect(kept).toContain('newcaptain@example.com');
    expect(kept).not.toContain('mine@example.com');
  });
});
