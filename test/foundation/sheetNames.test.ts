// Sheet names as Google compares them, modelled at least as strictly: a name another tab has, ignoring case and
// the spaces around it, is refused by insertSheet and setName with Google's message; a tab may take its own name
// in another case (local/gas/workbook.ts nameTaken, with the pages it follows).
import { probe, spreadsheet } from '../helpers/gas';

describe('sheet names are unique ignoring case and surrounding spaces', () => {
  test('insertSheet refuses "r1" and " R1" next to R1', () => {
    const ss = spreadsheet(probe());
    ss.insertSheet('R1');
    expect(() => ss.insertSheet('r1')).toThrow('A sheet with the name "r1" already exists. Please enter another name.');
    expect(() => ss.insertSheet(' R1')).toThrow(
      'A sheet with the name " R1" already exists. Please enter another name.',
    );
    expect(() => ss.insertSheet('R1 ')).toThrow('already exists');
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'R1']);
  });

  test('setName refuses a case or space variant of another tab, and renames a tab in another case of its own name', () => {
    const ss = spreadsheet(probe());
    const standings = ss.insertSheet('Standings');
    const notes = ss.insertSheet('Notes');
    expect(() => notes.setName('standings')).toThrow(
      'A sheet with the name "standings" already exists. Please enter another name.',
    );
    expect(() => notes.setName('Standings  ')).toThrow('already exists');
    standings.setName('standings');
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'standings', 'Notes']);
  });
});
