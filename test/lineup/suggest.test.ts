// M8: the roster name a name not on the roster most likely means (accents and case ignored first), for the
// organizers' question at Pair individual matches.
import { suggestLineup, suggestRosterName } from '../../src/engine/mochalunt/lineup';

const ROSTER = ['Réka Kovács', 'Zoltán Nagy', 'Anna Rossi', 'Bruno Conti', 'Ève Martin'];

describe('M8: suggestRosterName', () => {
  test('the same name without accents and case', () => {
    expect(suggestRosterName('Reka Kovacs', ROSTER)).toBe('Réka Kovács');
    expect(suggestRosterName('  REKA   kovacs ', ROSTER)).toBe('Réka Kovács');
    expect(suggestRosterName('Eve Martin', ROSTER)).toBe('Ève Martin');
  });
  test('else the nearest name, accents ignored', () => {
    expect(suggestRosterName('Zoltan Nagi', ROSTER)).toBe('Zoltán Nagy');
    expect(suggestRosterName('Anna Rosi', ROSTER)).toBe('Anna Rossi');
  });
  test('no suggestion for a name far from every roster name, or equally near two', () => {
    expect(suggestRosterName('Wim Haddad', ROSTER)).toBeUndefined();
    expect(suggestRosterName('', ROSTER)).toBeUndefined();
    expect(suggestRosterName('ANA NAGY', ['Ána Nagy', 'Aná Nagy'])).toBeUndefined();
  });
});

describe('M8: suggestLineup', () => {
  test('replaces each name not on the roster by its suggestion, keeping the order and the "/"', () => {
    const s = suggestLineup('Reka Kovacs, Zoltan Nagy, Anna Rossi, Bruno Conti / reka kovacs', ROSTER);
    expect(s.text).toBe('Réka Kovács, Zoltán Nagy, Anna Rossi, Bruno Conti / Réka Kovács');
    expect(s.replaced).toEqual([
      { typed: 'Reka Kovacs', suggested: 'Réka Kovács' },
      { typed: 'Zoltan Nagy', suggested: 'Zoltán Nagy' },
      { typed: 'reka kovacs', suggested: 'Réka Kovács' },
    ]);
    expect(s.unknown).toEqual([]);
  });
  test('names with no suggestion are listed and left as typed', () => {
    const s = suggestLineup('Wim Haddad, Anna Rossi, Bruno Conti, Eve Martin', ROSTER);
    expect(s.text).toBe('Wim Haddad, Anna Rossi, Bruno Conti, Ève Martin');
    expect(s.unknown).toEqual(['Wim Haddad']);
  });
});
