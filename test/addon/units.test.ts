// The add-on's pure helpers, tested directly: the problem alert's length, the round a plan acts on, the
// parsing of captains' lines, and the undo store's cell-sized pieces.
import { problemText, MAX_PROBLEM_LINES } from '../../src/addon/ui';
import { planRound } from '../../src/addon/run';
import { parseCaptains } from '../../src/addon/mochalunt/captains';
import { asciiJson, joinPieces, pieces } from '../../src/sheets/undoRecord';
import { emptyPlan } from '../../src/sheets/plan';
import { packedBlocks, unpackedSnapshot } from '../../src/sheets/undoPack';

test('the problem alert lists at most 15 problems, then counts the rest', () => {
  const lines = Array.from(
    { length: 22 },
    (_, i) => `Players, row ${i + 2}, column team: "X" is not a team. Type a team of the Teams tab`,
  );
  const text = problemText(lines).split('\n');
  expect(text[0]).toMatch(/Nothing was written/);
  expect(text.filter((l) => l.startsWith('- '))).toHaveLength(MAX_PROBLEM_LINES);
  expect(text[text.length - 1]).toBe('... and 7 more');
  expect(problemText(lines.slice(0, 3)).split('\n')).toHaveLength(4);
});

test('the round a plan acts on is its round field, never read from its title', () => {
  expect(planRound({ ...emptyPlan('scoreRound', 'Score round 3'), round: 3 })).toBe(3);
  expect(planRound({ ...emptyPlan('pairIndividual', 'Pair individual matches, round 12') })).toBeNull();
  expect(planRound({ ...emptyPlan('pairNextRound', 'Pair next round'), round: 12 })).toBe(12);
});

test('captains: one line per team, several addresses, organizers; unknown teams and bad addresses say what to type', () => {
  const teams = ['Italy', 'France', 'Costa Rica'];
  const ok = parseCaptains(
    'italy: a@example.org\nCosta  Rica: b@example.org, c@example.org; organizers: o@example.org',
    teams,
  );
  expect(ok.problems).toEqual([]);
  expect(ok.list).toEqual({
    Italy: ['a@example.org'],
    'Costa Rica': ['b@example.org', 'c@example.org'],
    organizers: ['o@example.org'],
  });
  const bad = parseCaptains('Atlantis: a@example.org\nFrance a@example.org\nFrance: nobody', teams);
  expect(bad.problems).toHaveLength(3);
  expect(bad.problems[0]).toMatch(
    /"Atlantis" is not a team of the Teams tab. Type a team as written there \(Italy, France, Costa Rica\)/,
  );
  expect(bad.problems[1]).toMatch(/no ":" after the team. Type it as Italy: captain@example.org/);
  expect(bad.problems[2]).toMatch(/"nobody" is not an e-mail address/);
});

test('undo records are cut into pieces that fit in a cell, each safe as text, and join back exactly', () => {
  // every piece could otherwise begin with a character Sheets interprets: =, +, -, @ or an apostrophe
  const hostile = ['=SUM(A1)', '+1', '-2', '@x', "'quoted", 'Zoë 🎲 \u200b\u00a0'];
  const value = { v: hostile.join('').repeat(6000), w: 'x'.repeat(40000) };
  const json = asciiJson(value);
  expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
  const p = pieces(json);
  expect(p.length).toBeGreaterThan(3);
  for (const s of p) {
    // Google keeps 50,000 characters in a cell; Excel and LibreOffice 32,767 (src/sheets/undoRecord.ts)
    expect(s.length).toBeLessThanOrEqual(32767);
    expect(s[0]).toBe('~');
  }
  expect(JSON.parse(joinPieces(p))).toEqual(value);
  expect(joinPieces(pieces(''))).toBe('');
  // a row written before the mark existed reads back too
  expect(joinPieces(['{"a":', '1}', ''])).toBe('{"a":1}');
});

test("the undo record keeps a rewritten tab's repeated rows of formats once, and reads them back cell for cell", () => {
  const row = ['0', '@', 'General'];
  const formats = [['General', 'General', 'General'], ...Array.from({ length: 1500 }, () => row.slice())];
  const weights = [['bold', 'bold', 'bold'], ...Array.from({ length: 1500 }, () => ['normal', 'normal', 'normal'])];
  const distinct = Array.from({ length: 4 }, (_, i) => [`#${i}${i}${i}${i}${i}${i}`, '#ffffff', '#ffffff']);
  const backgrounds = Array.from({ length: 1501 }, (_, i) => distinct[i % 4].slice());
  const block = {
    tab: 'Standings',
    row: 2,
    col: 1,
    values: formats.map(() => ['', '', '']),
    existing: { rows: 1501, cols: 3 },
    numberFormats: formats,
    fontWeights: weights,
    backgrounds,
  };
  const step = { action: 'standings', title: 'Update standings', createdTabs: [], blocks: [block] };
  const json = asciiJson({ ...step, blocks: packedBlocks(step.blocks) });
  // each distinct row once (2 of formats, 2 of weights, 4 of backgrounds) and one index per row
  expect(json.length).toBeLessThan(JSON.stringify(step).length / 3);
  expect(json.split('#ffffff').length - 1).toBe(8);
  expect(unpackedSnapshot(JSON.parse(json) as typeof step)).toEqual(step);
  // a step written before keeps plain grids: read back as they are
  expect(unpackedSnapshot(JSON.parse(JSON.stringify(step)) as typeof step)).toEqual(step);
});
