// `mochalunt run <action>`: the command line's actions are the menu's items (src/addon/menu.ts), in the menu's
// order, and its help lists every one; what an action prints is text a person reads: an HTML dialog (the
// captains' dialog) shows its text, its text box, its buttons and what was answered, never its markup,
// script or character entities, and no action prints internal names or markers.
import { join } from 'path';
import { MENU, type MenuItem } from '../../src/addon/menu';
import { FORMATS } from '../../src/sheets/formats/registry';
import { RUN_ACTIONS } from '../../local/cli/actions';
import { runCli } from '../helpers/cli';
import { actionName } from '../../local/cli/run';
import { saveWorkbook } from '../../local/runner';
import { FIELD, freshBook } from '../errors/book';
import { tempDir } from '../helpers/gas';
import { requireBundle } from './support';

/** What a person should never read in the command's output: markup, entities, script, internal names. */
const NOT_FOR_PEOPLE =
  /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);|google\.script|function\s*\w*\s*\(|\bmenu[A-Z]\w+|\[object |\bundefined\b|\bNaN\b|\[modal\]|\n\s+at \S+ \(/i;

const items = MENU.filter((i): i is MenuItem => i !== null);

test("the command line's actions are the menu's items, in order, each named from its handler", () => {
  expect(RUN_ACTIONS.map((a) => a.handler)).toEqual(items.map((i) => i.handler));
  expect(RUN_ACTIONS.map((a) => a.caption)).toEqual(items.map((i) => i.caption));
  for (const a of RUN_ACTIONS) expect(a.action).toBe(actionName(a.handler));
  // the help marks as MOCHALUNT's the items the menu shows only for a format that no other format has
  const others = Object.entries(FORMATS)
    .filter(([name]) => name !== 'mochalunt')
    .map(([, f]) => new Set<string>([...Object.keys(f.planners), ...f.tools]));
  const onlyMochalunt = items.filter((i) => i.needs !== undefined && others.every((f) => !f.has(i.needs as string)));
  expect(RUN_ACTIONS.filter((a) => a.mochaluntOnly).map((a) => a.handler)).toEqual(onlyMochalunt.map((i) => i.handler));
});

test('mochalunt --help and mochalunt run --help list every action; run --help says what each does', async () => {
  const top = await runCli('--help');
  const usage = await runCli('run', '--help');
  expect(usage.code).toBe(0);
  const listed = top.out.slice(top.out.indexOf('mochalunt run <action>')).replace(/\s+/g, ' ');
  for (const a of RUN_ACTIONS) {
    expect(listed).toMatch(new RegExp(`(^|[ ,])${a.action}(,|$| )`));
    expect(usage.out).toMatch(
      new RegExp(`^  ${a.action} +[* ] ${a.does.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
    );
  }
});

test('run captains: the dialog printed as text (what it says, its text box, its buttons, the answer) and the outcome; no HTML', async () => {
  requireBundle();
  const file = join(tempDir(), 'cup.xlsx');
  await saveWorkbook(freshBook('mochalunt'), file);
  const [a, b] = FIELD.teams;
  const answer = `${a.name}: anna@example.org; ${b.name}: bruno@example.org`;
  const r = await runCli('run', 'captains', file, '--answer', answer);
  expect(r.code).toBe(0);
  expect(r.err).not.toMatch(NOT_FOR_PEOPLE);
  expect(r.out).not.toMatch(NOT_FOR_PEOPLE);
  const dialog = r.err.slice(r.err.indexOf('[dialog] MOCHALUNT: Captains and protections\n'));
  expect(dialog).not.toBe('');
  // the dialog's paragraphs, one a line, its quotes as quotes
  expect(dialog).toContain("\n    One line per team: Team: captain's e-mail (several separated by commas).\n");
  expect(dialog).toContain('\n    A line "organizers: e-mail, ..." gives organizers edit rights');
  expect(dialog).toContain(
    '\n    Its text box is empty.\n    (--answer TEXT replaces what the text box holds)\n    Buttons: Save, Cancel\n',
  );
  expect(dialog).toContain(`\n    -> Save, the text box holding the --answer: "${answer}"\n`);
  // the outcome: the Save's summary, once, on stdout
  expect(r.out).toMatch(/^Captains and protections: \d+ teams' rows protected on Line-ups/);
  expect(`${r.out}${r.err}`.split("teams' rows protected").length - 1).toBe(1);
  // the next time, the text box holds the captains kept
  const again = await runCli('run', 'captains', file);
  expect(again.err).toContain(
    `\n    Its text box holds:\n      ${a.name}: anna@example.org\n      ${b.name}: bruno@example.org\n`,
  );
  expect(again.err).toContain('\n    -> Save, the text box emptied (no --answer given)\n');
});

test("every action's output (stdout and stderr) is text for people: no HTML, entities, script or internal names", async () => {
  requireBundle();
  const dir = tempDir();
  const file = join(dir, 'season.xlsx');
  await saveWorkbook(freshBook('mochalunt-results'), file);
  const captains = FIELD.teams.map((t, i) => `${t.name}: captain${i + 1}@example.org`).join('; ');
  const seen: string[] = [];
  for (const a of RUN_ACTIONS) {
    const r = await runCli('run', a.action, file, '--yes', ...(a.action === 'captains' ? ['--answer', captains] : []));
    // each action runs: it does its work (0) or says why it wrote nothing (1); never a usage error
    expect([a.action, [0, 1].includes(r.code)]).toEqual([a.action, true]);
    for (const text of [r.out, r.err]) {
      const bad = NOT_FOR_PEOPLE.exec(text);
      expect([a.action, bad ? text.slice(Math.max(0, bad.index - 80), bad.index + 80) : null]).toEqual([
        a.action,
        null,
      ]);
    }
    seen.push(a.action);
  }
  expect(seen).toEqual(RUN_ACTIONS.map((a) => a.action));
});
