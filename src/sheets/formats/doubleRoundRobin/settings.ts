// The Settings keys of the double round robin, declared here (FormatEntry.settings): its Set up appends them,
// its planners read them with the shared keys (readFormatSettings(book, ROBIN_KEYS)).
import { number, type Parsed, type SettingDefs } from '../../tabs/settings';

const positive = (s: string): Parsed<number> => {
  const p = number(s);
  return p.ok && p.value <= 0
    ? { ok: false, message: `"${s}" is not more than 0`, fix: 'type the points of a win, e.g. 1, 2 or 3' }
    : p;
};

export const ROBIN_KEYS = {
  winPoints: {
    key: 'points for a win',
    defaultText: '1',
    description:
      'double round robin: the points of a win (and of a forfeit win); a draw gives half, a loss and a bye 0',
    parse: positive,
  },
} satisfies SettingDefs;
