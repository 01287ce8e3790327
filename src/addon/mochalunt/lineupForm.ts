// Sealed line-ups (Settings `line-ups: form`): Create line-up form (menu) makes a Google Form that records the
// sender's VERIFIED address (the signed-in Google account: setCollectEmail(true) would let anyone with the link
// type a captain's address, https://developers.google.com/apps-script/reference/forms/email-collection-type),
// published and shared with the organizers (formFile.ts), where captains send line-up, strength, reduction and
// game choice privately. The form has no destination spreadsheet (the addresses never reach a tab); the
// organizers' Pair individual matches reads its responses through FormApp (engine: sealedRound, M13), refuses
// before the deadline unless every line-up is in, and gives them to the planner, which writes the line-ups in
// effect into the Line-ups rows with the pairing, after asking about invalid and late ones (sealedPairing.ts). It
// refuses too while the form does not collect verified addresses, or cannot be opened by the organizer clicking
// (another organizer's form not shared with them: pairing without its line-ups would give forfeits). Responses
// sent before the add-on made an existing form verified again, or from no captain's address, are not used and
// are listed for the organizers. The captain's check of what was sent: the form's own validation (required
// line-up, the round from a list), and each line-up checked on arrival and e-mailed to its captain
// (lineupArrival.ts, a form-submit trigger of the organizer who created the form; in the Editor add-on install,
// which may not watch the form, an hourly trigger of the document). Pairing asks before it uses
// a team's last VALID line-up sent in time instead of a later invalid one, offering the roster names the invalid
// one most likely means (M8, M13); a formula-looking line-up is refused; a number of matches the opponent's
// line-up makes impossible is left out (M10: the default applies). Until the form exists, the rows are read as
// before.
import { inform, toast } from '../ui';
import { guarded } from '../guard';
import { withDocumentLock } from '../lock';
import { loadCaptains, ORGANIZERS_KEY, responderAddresses } from '../captainsRecord';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { LINEUP_QUESTIONS, sealedTarget } from '../../sheets/formats/mochalunt/sealedLineups';
import { readSettings } from '../../sheets/tabs/settings';
import { sealedValidity } from '../../sheets/formats/mochalunt/sealedCheck';
import { loadSeason } from '../../sheets/season';
import { earlyPairingRefusal, sealedRound, type SealedInput } from '../../engine/mochalunt/lineup';
import { openRecorded, publishAndShare, recordForm, refuseUnreachable, unreachableText } from '../forms/formFile';
import { FORM_PROPERTY, readResponses, unmailedChecks, verified, VERIFIED_SINCE } from '../forms/lineupResponses';
import { requireVerified } from '../forms/emailCollection';
import { ARRIVAL_CHECK_BY, installArrivalCheck } from './lineupArrival';
import { ended } from '../outcome';
import { installOf } from '../menu';

const ITEM = 'Create line-up form';

/** Create line-up form (menu): once; clicking again publishes, verifies and shares it if needed and gives the link. */
export function createLineupForm(): string {
  return withDocumentLock(ITEM, () =>
    guarded(ITEM, () => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      // the Settings tab alone: the way line-ups are sent and the number of rounds
      const { settings } = readSettings(gasWorkbook(ss));
      const target = { mode: settings.lineupsVia, totalRounds: settings.phase1Rounds + settings.phase2Rounds };
      if (target.mode === 'rows') {
        const text =
          'The Settings tab says line-ups: rows, so captains type their line-ups in the Line-ups rows. Set line-ups to form first.';
        inform(ITEM, text);
        return ended('refused', `${ITEM}: nothing created. ${text}`);
      }
      const props = PropertiesService.getDocumentProperties();
      const known = openRecorded(FORM_PROPERTY);
      const unreachable = refuseUnreachable('The line-up form', ITEM, known);
      if (unreachable) return ended('refused', unreachable);
      if (known.state === 'open') {
        const form = known.form;
        let again = '';
        const wasVerified = verified(form);
        const unverified = wasVerified ? '' : requireVerified(form);
        if (unverified) again = unverified;
        else if (!wasVerified) {
          props.setProperty(VERIFIED_SINCE, String(Date.now()));
          again =
            ' It records verified addresses again: line-ups sent before now are not used, so captains send theirs again.';
        }
        const text = `The line-up form exists: send captains ${form.getPublishedUrl()}${publishAndShare(form, known.owner, { responders: responderAddresses(false), sealed: true })}.${again}${installArrivalCheck(ss, form, [], ITEM)}`;
        toast(text, 8);
        if (unverified) inform(ITEM, unverified.trim());
        return ended(unverified ? 'error' : again ? 'done' : 'nothing to do', text);
      }
      const form = FormApp.create(`${ss.getName()}: line-ups (sent privately to the organizers)`);
      const unverified = requireVerified(form);
      form.setDescription(
        'Captains only: the Google account you are signed in with decides your team; the time of sending decides lateness (M13). Send again to change it before the deadline: the last line-up sent in time applies.',
      );
      const rounds: string[] = [];
      for (let r = 1; r <= target.totalRounds; r++) rounds.push(`Round ${r}`);
      form.addListItem().setTitle(LINEUP_QUESTIONS.round).setChoiceValues(rounds).setRequired(true);
      form
        .addTextItem()
        .setTitle(LINEUP_QUESTIONS.lineup)
        .setHelpText(
          'M8: players in priority order, then "/" and those who play twice, e.g. Anna, Bruno, Carla, Dario / Bruno',
        )
        .setRequired(true);
      form
        .addTextItem()
        .setTitle(LINEUP_QUESTIONS.strength)
        .setHelpText('M11, optional: one number per player before "/", 1 = strongest');
      form
        .addTextItem()
        .setTitle(LINEUP_QUESTIONS.matches)
        .setHelpText('M10, optional: the reduced number of individual matches');
      form
        .addTextItem()
        .setTitle(LINEUP_QUESTIONS.games)
        .setHelpText('M7, rounds with 5 games: team 1 its 3 games, team 2 its 4th, separated by commas');
      form.setConfirmationMessage(
        `Line-up received. It is checked ${installOf(undefined) === 'addon' ? 'within the hour' : 'at once'} and you get the check by e-mail; the last valid line-up you send before the deadline applies.`,
      );
      props.deleteProperty(VERIFIED_SINCE);
      const stale = known.state === 'unreachable' ? [props.getProperty(FORM_PROPERTY) ?? ''] : [];
      const owner = recordForm(FORM_PROPERTY, form);
      props.deleteProperty(ARRIVAL_CHECK_BY);
      const shared = publishAndShare(form, owner, { responders: responderAddresses(false), sealed: true });
      const text = `Line-up form created${known.state === 'unreachable' ? ' (the one recorded was deleted)' : ''}: send captains ${form.getPublishedUrl()}${shared}.${unverified}${installArrivalCheck(ss, form, stale, ITEM)}`;
      if (unverified) inform(ITEM, unverified.trim());
      toast(text, 10);
      return ended('done', text);
    }),
  );
}

/**
 * Before Pair individual matches (form mode, once the form exists): the refusal when the form cannot be read
 * safely or it is early and a line-up is missing, else the form's verified responses and the captains for the
 * planner (sealedPairing.ts: the line-ups in effect are written with the pairing, after the organizers' answer);
 * `note` lists for the organizers the responses not used (not verified, no captain's) and the checks that could
 * not be e-mailed.
 */
export function readSealedLineups(now: Date): { refusal: string | null; note: string; input: SealedInput | null } {
  const none = { refusal: null, note: '', input: null };
  const known = openRecorded(FORM_PROPERTY);
  if (known.state === 'none') return none;
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const wb = gasWorkbook(ss);
  const target = sealedTarget(wb);
  if (target.mode !== 'form' || target.round === 0 || target.deadline === null) return none;
  const refuse = (why: string) => ({
    refusal: `Pair individual matches: nothing written: ${why}`,
    note: '',
    input: null,
  });
  if (known.state === 'unreachable')
    return refuse(
      `${unreachableText('The line-up form', ITEM, known)} Its line-ups cannot be read until then, and pairing without them would give forfeits (M13).`,
    );
  const form = known.form;
  if (!verified(form)) {
    return refuse(
      'the line-up form does not record verified addresses (its setting "Collect email addresses" is not "Verified"), so anyone with its link could send a line-up in a captain\'s name: its responses are not used. Run Create line-up form again: it records verified addresses again; then captains send their line-ups again.',
    );
  }
  const { responses, unverified } = readResponses(form);
  const unused: string[] = unverified
    .filter((r) => r.round === target.round)
    .map((r) => `${r.email || 'an unsigned sender'} sent one before the form recorded verified addresses`);
  const captains = { ...loadCaptains() };
  delete captains[ORGANIZERS_KEY];
  const season = loadSeason(wb);
  const sealed = sealedRound(responses, captains, target.round, target.deadline, sealedValidity(season));
  for (const s of sealed.setAside) unused.push(s.reason);
  const mailed = unmailedChecks(target.round);
  const note = [
    unused.length
      ? `Line-up form, round ${target.round}: ${unused.length} response${unused.length === 1 ? '' : 's'} not used: ${unused.join('; ')}.`
      : '',
    mailed.length ? `Checks of line-ups not e-mailed to their captains: ${mailed.join('; ')}.` : '',
  ]
    .filter((x) => x !== '')
    .join(' ');
  const refusal = earlyPairingRefusal(now.getTime(), target.deadline, target.teams, sealed);
  if (refusal)
    return {
      refusal: `Pair individual matches: nothing written: ${refusal}.${note ? ` ${note}` : ''}`,
      note,
      input: null,
    };
  return { refusal: null, note, input: { responses, captains } };
}
