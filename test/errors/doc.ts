// Renders the error catalogue (catalogue.ts) as docs/errors.md: one table row per bad input.
import type { CatalogueRow } from './catalogue';

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, '<br>');

export function renderCatalogue(rows: readonly CatalogueRow[]): string {
  const sections: [string, (r: CatalogueRow) => boolean][] = [
    ['Settings', (r) => r.id.startsWith('settings-') || r.id.startsWith('format-')],
    ['Teams', (r) => r.id.startsWith('teams-')],
    ['Players', (r) => r.id.startsWith('players-')],
    ['Games', (r) => r.id.startsWith('games-')],
    ['Line-ups', (r) => r.id.startsWith('lineups-')],
    ['Round tabs: results, teams, players, matches', (r) => r.id.startsWith('result-') || r.id.startsWith('round-')],
    ['Categories (M20)', (r) => r.id.startsWith('categories-')],
    ['Actions out of order and the round prompt', (r) => r.id.startsWith('order-') || r.id.startsWith('prompt-')],
    ["The captains' prompt", (r) => r.id.startsWith('captains-')],
    [
      'Entrants and the other formats (Swiss, league, team, multi-player)',
      (r) => r.id.startsWith('entrants-') || r.id.startsWith('swiss-') || r.id.startsWith('multiplayer-'),
    ],
    ['Forms: publishing, addresses, sharing', (r) => r.id.startsWith('forms-')],
    ["Permissions by structure: line-ups from their team's protected block", (r) => r.id.startsWith('permissions-')],
    ['Round tabs against the record of the pairing; tabs by exact name', (r) => r.id.startsWith('structure-')],
    ['History: teams and players who played', (r) => r.id.startsWith('history-')],
    ["Values: formula-looking text, look-alike letters, the add-on's markers", (r) => r.id.startsWith('values-')],
    ['Private data', (r) => r.id.startsWith('private-')],
    ['Undo and damaged records', (r) => r.id.startsWith('undo-')],
    ['Results reported through the results form', (r) => r.id.startsWith('results-')],
    ['Agreed times sent through the scheduling form', (r) => r.id.startsWith('scheduling-')],
    ['The command line', (r) => r.id.startsWith('cli-')],
    ['Scored rounds: a result typed over after scoring', (r) => r.id.startsWith('sealed-')],
  ];
  const out: string[] = [
    '# Error catalogue',
    '',
    `Every bad input we know of, ${rows.length} in all: where it was typed, what was typed, the message shown word for word and`,
    'what is left unchanged. Generated from `test/errors/catalogue.ts` (`MOCHALUNT_WRITE_ERRORS_DOC=1 npx jest test/errors/doc`);',
    '`test/errors/catalogue-a.test.ts` and `-b` play every row through the add-on bundle (`build/Code.js`) or the command line and',
    'check the message, that the workbook is the same as before in every cell, note, format, validation and protection',
    '(or that no file was written), that the message names the tab, row and column and says what to type, and that it',
    'shows no stack trace, internal name or `undefined`.',
    '',
    'In the add-on, the messages of a refused menu action appear in one alert titled "*action*: nothing written", after',
    'the line "Nothing was written. Please correct:", one per line (shown here separated by line breaks). On the command',
    'line, a command that wrote nothing exits with code 1 (2 for a wrong argument) and leaves the workbook as it was.',
    "Rows in round tabs, Line-ups and the demo workbooks are those of the catalogue's seeded test seasons.",
    '',
  ];
  for (const [title, test] of sections) {
    const part = rows.filter(test);
    if (part.length === 0) continue;
    out.push(
      `## ${title}`,
      '',
      '| # | where | typed | kind | action | message shown | left unchanged |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const r of part) {
      out.push(
        `| ${rows.indexOf(r) + 1} | ${cell(r.where)} | ${cell(r.typed)} | ${r.kind} | ${cell(r.action)} | ${cell(r.message)} | ${r.unchanged} |`,
      );
    }
    out.push('');
  }
  const left = rows.filter((r) => !sections.some(([, t]) => t(r)));
  if (left.length) throw new Error(`catalogue rows in no section: ${left.map((r) => r.id).join(', ')}`);
  return out.join('\n');
}
