// Gmail addresses typed as Gmail delivers them but not as a form with verified addresses records them
// (src/sheets/mail/gmailAddress.ts): a +tag or dots in a gmail.com / googlemail.com name are warned about.
import { gmailWarnings } from '../../src/sheets/mail/gmailAddress';

describe('gmailWarnings', () => {
  test('a +tag: the form records the account without it', () => {
    expect(gmailWarnings(['anna+chess@gmail.com'])).toEqual([
      `anna+chess@gmail.com: Gmail delivers it to the account anna@gmail.com, and that is the address the form will record, without "+chess": type the account's address as Google shows it`,
    ]);
  });

  test('dots in the name, gmail.com or googlemail.com, any case: the form records the account as Google keeps it', () => {
    const w = gmailWarnings(['Anna.Rossi@GMail.com', 'b.o.b@googlemail.com']);
    expect(w).toHaveLength(2);
    expect(w[0]).toMatch(
      /^Anna\.Rossi@GMail\.com: Gmail ignores the dots, so it reaches the account AnnaRossi@gmail\.com, but the form will record/,
    );
    expect(w[1]).toMatch(/reaches the account bob@googlemail\.com, .*type the account's address as Google shows it/);
  });

  test('plain Gmail names and other domains are not warned about; an address typed twice is warned about once', () => {
    expect(gmailWarnings(['anna@gmail.com', 'a.rossi+x@example.org', 'first.last@company.com'])).toEqual([]);
    expect(gmailWarnings(['a.b@gmail.com', 'A.B@gmail.com'])).toHaveLength(1);
  });
});
