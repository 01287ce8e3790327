// Look-alike letters: Cyrillic and Greek letters drawn like Latin ones ("Hоtel" with a Cyrillic о beside "Hotel").
// Two names with the same skeleton (each look-alike replaced by its Latin letter) read the same to a person and
// differ to the add-on, so a second one is refused where names are listed. A small table after Unicode's
// confusables (https://www.unicode.org/Public/security/latest/confusables.txt), Latin targets only: enough for
// the letters people meet, with no dependency. A name wholly in another script that looks like no listed name
// is a name like any other.

/** Cyrillic and Greek letters and the Latin letter each is drawn like. */
const LATIN_OF: Readonly<Record<string, string>> = {
  // Cyrillic capitals and small letters
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  Ү: 'Y',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ӏ: 'I',
  Ѵ: 'V',
  а: 'a',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ѵ: 'v',
  ү: 'y',
  // Greek capitals and small letters
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  Ϲ: 'C',
  Ϳ: 'J',
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
};

/** Printable ASCII: no look-alike letter, and its own NFC form. */
const ASCII = /^[ -~]*$/;

/** The name with every look-alike letter replaced by the Latin letter it is drawn like. */
export function skeleton(name: string): string {
  // most names are plain ASCII: nothing to replace
  if (ASCII.test(name)) return name;
  return Array.from(name.normalize('NFC'), (ch) => LATIN_OF[ch] ?? ch).join('');
}

/** The first look-alike letter of a name, with its script and code point, or null. */
export function lookAlikeLetter(
  name: string,
): { readonly letter: string; readonly script: 'Cyrillic' | 'Greek'; readonly code: string } | null {
  for (const ch of Array.from(name.normalize('NFC'))) {
    if (LATIN_OF[ch] === undefined) continue;
    const cp = ch.codePointAt(0) ?? 0;
    return {
      letter: ch,
      script: cp >= 0x400 && cp <= 0x52f ? 'Cyrillic' : 'Greek',
      code: `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`,
    };
  }
  return null;
}
