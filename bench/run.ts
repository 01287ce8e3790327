// `npm run bench`: runs every section in turn, prints a readable table, then as its LAST line one JSON
// object merging the sections' keys. Add a section by appending to SECTIONS.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pairingSection } from './pairing';
import type { BenchSection } from './section';
import { workflowBench, MEASURED_ROUND } from './workflow';
import { swissRound, swissSummary } from './swiss';
import { captainsBench } from './captains';

const bundleSection: BenchSection = {
  name: 'bundle',
  async run() {
    const file = join(__dirname, '..', 'build', 'Code.js');
    const bytes = existsSync(file) ? statSync(file).size : null;
    return { table: [`build/Code.js: ${bytes ?? 'missing'} bytes`], json: { bundle_bytes: bytes } };
  },
};

/**
 * Spreadsheet service calls per action at 8 and 64 teams (round MEASURED_ROUND; Set up on a new workbook),
 * every call counted (getters included), with projected_s: what the action would take in Google (calls ×
 * the latency per call, local/gas/calls.ts, plus its computing time here); one round of a 1,500-player
 * Swiss the same way; and a 64-team season's wall time here.
 */
const workflowSection: BenchSection = {
  name: 'workflow (through build/Code.js over the local spreadsheet service)',
  async run() {
    const w = await workflowBench();
    const table = [`calls per action in round ${MEASURED_ROUND} (reads + writes + formatting + other = all) and projected time at ${w.latency_ms} ms per call:`];
    for (const [action, byTeams] of Object.entries(w.calls_by_category)) {
      const cell = (c: { reads: number; writes: number; formatting: number; other: number }) =>
        `${c.reads}+${c.writes}+${c.formatting}+${c.other}=${c.reads + c.writes + c.formatting + c.other}`;
      const p = w.projected_s[action as keyof typeof w.projected_s];
      table.push(`  ${action.padEnd(18)} 8 teams: ${cell(byTeams['8'])} ${p['8']} s   64 teams: ${cell(byTeams['64'])} ${p['64']} s`);
    }
    const swiss = swissSummary(swissRound());
    table.push(...swiss.table);
    table.push(`64-team season (8 rounds, every action through the bundle): ${Math.round(w.season_ms_64)} ms`);
    return {
      table,
      json: {
        calls: w.calls, projected_s: w.projected_s, latency_ms: w.latency_ms, swiss_1500: swiss.json,
        season_ms_64: Math.round(w.season_ms_64),
      },
    };
  },
};

/** Captains and protections at 8 and 64 teams: first build, unchanged rebuild, one team changed, organizers changed. */
const captainsSection: BenchSection = {
  name: 'captains and protections (through build/Code.js)',
  async run() {
    const c = await captainsBench();
    return { table: c.table, json: { captains_calls: c.json } };
  },
};

export const SECTIONS: BenchSection[] = [pairingSection, bundleSection, workflowSection, captainsSection];

export async function runBench(sections: readonly BenchSection[] = SECTIONS): Promise<Record<string, unknown>> {
  const json: Record<string, unknown> = {};
  for (const s of sections) {
    const r = await s.run();
    console.log(`== ${s.name}`);
    for (const line of r.table) console.log(line);
    Object.assign(json, r.json);
  }
  console.log(JSON.stringify(json));
  return json;
}

if (require.main === module) {
  runBench().catch((e: unknown) => { console.error(e); process.exitCode = 1; });
}
