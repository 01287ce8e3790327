// Captains and protections: its spreadsheet service calls (every call, getters included; in Google each
// protection change is a round trip) at 8 and 64 teams, on a workbook after Set up: the first build, a
// rebuild with nothing changed, a rebuild where one team's captains changed, and one where the organizers
// changed (every protection changes). Targets: one protection per team; an unchanged rebuild changes no
// protection; one team's change costs the same at 8 and 64 teams, bar one description read per protection.
import type { CallCounts } from '../local/runner';
import { openWorkbook } from '../local/runner';
import { Desk } from '../local/demo/desk';
import { demoField } from '../local/demo/data';
import { captainLines, typeField } from '../local/demo/season';
import { totalCalls } from './workflow';

const CAPTAINS_STEPS = ['first', 'unchanged', 'one_team', 'organizers'] as const;
type CaptainsStep = (typeof CAPTAINS_STEPS)[number];

/** The calls of each step for `teams` teams (demo field, seed 5), in order on one workbook. */
export async function captainsCalls(teams: number): Promise<Record<CaptainsStep, CallCounts>> {
  const desk = Desk.open(await openWorkbook());
  const field = demoField(teams, 5);
  desk.click('menuSetUp');
  typeField(desk, field, 8);
  desk.click('menuSetUp');
  const save = (text: string): CallCounts => {
    desk.click('menuCaptains', { button: 'OK', text });
    return desk.clicks[desk.clicks.length - 1].calls;
  };
  return {
    first: save(`${captainLines(field)}\norganizers: organizer@example.com`),
    unchanged: save(''),
    one_team: save(`${field.teams[0].name}: new.captain@example.org`),
    organizers: save('organizers: organizer@example.com, co@example.org'),
  };
}

export async function captainsBench(): Promise<{ table: string[]; json: Record<string, Record<'8' | '64', number>> }> {
  const small = await captainsCalls(8);
  const large = await captainsCalls(64);
  const json = {} as Record<string, Record<'8' | '64', number>>;
  const table = ['Captains and protections, calls (every call) at 8 / 64 teams:'];
  for (const step of CAPTAINS_STEPS) {
    json[step] = { 8: totalCalls(small[step]), 64: totalCalls(large[step]) };
    table.push(`  ${step.padEnd(12)} ${json[step]['8']} / ${json[step]['64']}`);
  }
  return { table, json };
}
