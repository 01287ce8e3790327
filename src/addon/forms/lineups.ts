// Sealed line-ups (Settings `line-ups: form`): Create line-up form (menu) makes a Google Form that collects
// the sender's verified address, where captains send line-up, strength, reduction and game choice privately.
// The form has no destination spreadsheet (the addresses never reach a tab); the organizers' Pair individual
// matches reads its responses through FormApp (engine: sealedRound, M13), refuses before the deadline unless
// every line-up is in, and writes the line-ups in effect into the Line-ups rows. The captain's check of what
// was sent: the form's own validation (required line-up, the round from a list) and its confirmation message
// (no e-mail: MailApp is not part of this module). Until the form exists, the rows are read as before.
import { inform, toast } from '../ui';
import { guarded } from '../guard';
import { withDocumentLock } from '../lock';
import { loadCaptains, ORGANIZERS_KEY } from '../captains';
import { gasWorkbook } from '../../sheets/gasWorkbook';
import { applyPlan } from '../../sheets/apply';
import { emptyPlan } from '../../sheets/plan';
import { LINEUP_QUESTIONS, sealedBlocks, sealedTarget } from '../../sheets/sealedLineups';
import { earlyPairingRefusal, sealedRound, type SealedResponse } from '../../engine/mochalunt/lineup';

const FORM_PROPERTY = 'mochalunt.lineupForm';

function lineupForm(): GoogleAppsScript.Forms.Form | null {
  const id = PropertiesService.getDocumentProperties().getProperty(FORM_PROPERTY);
  if (!id) return null;
  try { return FormApp.openById(id); } catch { return null; }
}

/** Create line-up form (menu): once; clicking again gives the link. */
export function createLineupForm(): string {
  return withDocumentLock('Create line-up form', () => guarded('Create line-up form', () => {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const target = sealedTarget(gasWorkbook(ss));
    if (target.mode === 'rows') {
      const text = 'The Settings tab says line-ups: rows, so captains type their line-ups in the Line-ups rows. Set line-ups to form first.';
      inform('Create line-up form', text);
      return `Create line-up form: nothing created. ${text}`;
    }
    const existing = lineupForm();
    if (existing) {
      const text = `The line-up form exists: send captains ${existing.getPublishedUrl()}`;
      toast(text, 8);
      return text;
    }
    const form = FormApp.create(`${ss.getName()}: line-ups (sent privately to the organizers)`);
    form.setCollectEmail(true);
    form.setDescription('Captains only: your signed-in address decides your team; the time of sending decides lateness (M13). Send again to change it before the deadline: the last line-up sent in time applies.');
    const rounds: string[] = [];
    for (let r = 1; r <= target.totalRounds; r++) rounds.push(`Round ${r}`);
    form.addListItem().setTitle(LINEUP_QUESTIONS.round).setChoiceValues(rounds).setRequired(true);
    form.addTextItem().setTitle(LINEUP_QUESTIONS.lineup).setHelpText('M8: players in priority order, then "/" and those who play twice, e.g. Anna, Bruno, Carla, Dario / Bruno').setRequired(true);
    form.addTextItem().setTitle(LINEUP_QUESTIONS.strength).setHelpText('M11, optional: one number per player before "/", 1 = strongest');
    form.addTextItem().setTitle(LINEUP_QUESTIONS.matches).setHelpText('M10, optional: the reduced number of individual matches');
    form.addTextItem().setTitle(LINEUP_QUESTIONS.games).setHelpText('M7, rounds with 5 games: team 1 its 3 games, team 2 its 4th, separated by commas');
    form.setConfirmationMessage('Line-up received. The organizers check it at the deadline; the last line-up you send before the deadline applies.');
    PropertiesService.getDocumentProperties().setProperty(FORM_PROPERTY, form.getId());
    const text = `Line-up form created: send captains ${form.getPublishedUrl()}`;
    toast(text, 10);
    return text;
  }));
}

/**
 * Before Pair individual matches (form mode, once the form exists): the refusal when it is early and a line-up
 * is missing (a message), else writes the line-ups in effect into the Line-ups rows and returns null.
 */
export function applySealedLineups(now: Date): string | null {
  const form = lineupForm();
  if (!form) return null;
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const target = sealedTarget(gasWorkbook(ss));
  if (target.mode !== 'form' || target.round === 0 || target.deadline === null) return null;
  const titles = new Map(form.getItems().map((i) => [i.getId(), i.getTitle()]));
  const responses: SealedResponse[] = form.getResponses().map((r) => {
    const answers: Record<string, string> = {};
    for (const ir of r.getItemResponses()) answers[titles.get(ir.getItem().getId()) ?? ir.getItem().getTitle()] = String(ir.getResponse());
    return { at: r.getTimestamp().getTime(), email: r.getRespondentEmail(), round: Number(/(\d+)/.exec(answers[LINEUP_QUESTIONS.round] ?? '')?.[1] ?? 0), answers };
  });
  const captains = { ...loadCaptains() };
  delete captains[ORGANIZERS_KEY];
  const sealed = sealedRound(responses, captains, target.round, target.deadline);
  const refusal = earlyPairingRefusal(now.getTime(), target.deadline, target.teams, sealed);
  if (refusal) return `Pair individual matches: nothing written: ${refusal}.`;
  const blocks = sealedBlocks(gasWorkbook(ss), target.round, sealed);
  if (blocks.length) applyPlan(ss, { ...emptyPlan('sealedLineups', 'Line-ups from the form'), blocks });
  return null;
}
