// The command line's options, read by Node's parseArgs (node:util) through parseOptions (local/cli/command.ts): only
// long options are options (a value such as -5 typed for a cell stays an argument), `--` ends the options, an option
// the command does not know is named as typed, a value option given no value is named, and an option given again
// keeps every value. The global --wait is taken out of any command's arguments.
import { parseOptions } from '../../local/cli/command';
import { takeWait, workbooksOf } from '../../local/cli/workbookLocks';

const EDIT = { values: ['as', 'out', 'bundle'] };

describe('parseOptions', () => {
  test('positional arguments, --key value, --key=value and flags, in any order; -5 is a value', () => {
    const p = parseOptions(['book.xlsx', '--out=new.xlsx', 'R1!B2', '-5', '--as', 'ana@x.example'], EDIT);
    expect(p.positional).toEqual(['book.xlsx', 'R1!B2', '-5']);
    expect([...p.options]).toEqual([
      ['out', 'new.xlsx'],
      ['as', 'ana@x.example'],
    ]);
    expect(p.unknown).toEqual([]);
    const f = parseOptions(['pair', 'book.xlsx', '--yes', '--round', '3'], { values: ['round'], flags: ['yes'] });
    expect(f.positional).toEqual(['pair', 'book.xlsx']);
    expect([...f.options]).toEqual([
      ['yes', 'true'],
      ['round', '3'],
    ]);
  });

  test('after -- every argument is positional, an option too', () => {
    const p = parseOptions(['book.xlsx', 'R1!B2', '--', '--out'], EDIT);
    expect(p.positional).toEqual(['book.xlsx', 'R1!B2', '--out']);
    expect(p.options.size).toBe(0);
  });

  test('unknown options as typed, a value option without its value, an option given again', () => {
    const p = parseOptions(['--colour', 'red', 'book.xlsx', '--out'], EDIT);
    expect(p.unknown).toEqual(['--colour']);
    expect(p.positional).toEqual(['red', 'book.xlsx']);
    expect(p.missing).toEqual(['--out']);
    expect(p.options.get('out')).toBe('');
    const a = parseOptions(['--answer', 'Date=2026-03-01', '--answer', 'Time=18:00'], { values: ['answer'] });
    expect(a.all.get('answer')).toEqual(['Date=2026-03-01', 'Time=18:00']);
  });
});

describe('the workbooks a command locks, and --wait', () => {
  test('--wait and its value are taken out of the command arguments, wherever they stand', () => {
    expect(takeWait(['pair', 'book.xlsx', '--wait', '5', '--yes'])).toEqual({
      args: ['pair', 'book.xlsx', '--yes'],
      seconds: 5,
    });
    expect(takeWait(['pair', '--wait=0', 'book.xlsx'])).toEqual({ args: ['pair', 'book.xlsx'], seconds: 0 });
    expect(takeWait(['pair', 'book.xlsx', '--wait'])).toEqual({
      error:
        '--wait takes a number of seconds from 0 to 600 (how long to wait for a workbook another mochalunt process works on), not ""',
    });
  });

  test("edit and form-submit lock the workbook named, not an option's value", () => {
    expect(workbooksOf('edit', ['--as', 'ana@x.example', 'book.xlsx', 'R1!B2', 'x', '--out', 'new.xlsx'])).toEqual([
      'book.xlsx',
      'new.xlsx',
    ]);
    expect(workbooksOf('form-submit', ['--answer', 'Date=2026-03-01', 'book.xlsx'])).toEqual(['book.xlsx']);
    expect(workbooksOf('demo', ['--teams', '8', '--out', 'season.xlsx', '--force'])).toEqual(['season.xlsx']);
  });
});
