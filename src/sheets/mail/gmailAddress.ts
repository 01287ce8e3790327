// Gmail addresses as a form records them. Gmail delivers mail for "j.smith+chess@gmail.com" to the account
// jsmith@gmail.com (it ignores dots in the name and anything after a "+"), but a form collecting verified
// addresses records the signed-in account's own address, as Google keeps it: an address typed with a +tag, or
// with dots the account's address does not have, never matches the address the form records, so the add-on
// would not recognize its captain, player or organizer (https://support.google.com/mail/answer/7436150: "Dots
// don't matter in Gmail addresses"). Plain text in, warnings out.

const GMAIL = /^([^@]+)@(gmail\.com|googlemail\.com)$/i;

/**
 * For each gmail.com or googlemail.com address with a "+tag" or dots in its name, the warning to show where it
 * was typed (`[]` when none): what the form will record, and to type the account's address as Google shows it.
 */
export function gmailWarnings(emails: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const e of emails) {
    const m = GMAIL.exec(e.trim());
    if (!m || seen.has(e.toLowerCase())) continue;
    seen.add(e.toLowerCase());
    const [name, domain] = [m[1], m[2].toLowerCase()];
    const untagged = name.split('+')[0];
    if (untagged === name && !name.includes('.')) continue;
    const account = `${untagged.replace(/\./g, '')}@${domain}`;
    out.push(
      untagged !== name
        ? `${e}: Gmail delivers it to the account ${untagged}@${domain}, and that is the address the form will record, without "+${name.slice(untagged.length + 1)}": type the account's address as Google shows it`
        : `${e}: Gmail ignores the dots, so it reaches the account ${account}, but the form will record the account's address as Google keeps it, with its own dots or none: type the account's address as Google shows it (in the Google account's settings)`,
    );
  }
  return out;
}
