// `npm run bench`: runs every section in turn, prints a readable table, then as its LAST line one JSON
// object merging the sections' keys. Add a section by appending to SECTIONS. `npm run bench -- actions swiss`
// runs only the sections with those keys. The line ends with `targets`: which of the targets of the sections
// run are met (bench/targets.ts).
import { pairingSection } from './pairing';
import type { BenchSection } from './section';
import { actionsSection } from './actions';
import { swissRounds, swissSummary } from './swiss';
import { bundleSection } from './bundle';
import { captainsBench } from './captains';
import { checkTargets } from './targets';
import { triggersSection } from './triggers';

/** One round of a 1,500-player Swiss through the bundle: its calls, projected seconds (latency model) and CPU time. */
const swissSection: BenchSection = {
  name: 'a 1,500-player Swiss (through build/Code.js)',
  key: 'swiss',
  run() {
    const swiss = swissSummary(swissRounds());
    return { table: swiss.table, json: { swiss_1500: swiss.json } };
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

export const SECTIONS: BenchSection[] = [
  pairingSection,
  bundleSection,
  actionsSection,
  captainsSection,
  swissSection,
  triggersSection,
];

export async function runBench(sections: readonly BenchSection[] = SECTIONS): Promise<Record<string, unknown>> {
  const json: Record<string, unknown> = {};
  for (const s of sections) {
    const r = await s.run();
    console.log(`== ${s.name}`);
    for (const line of r.table) console.log(line);
    Object.assign(json, r.json);
  }
  const targets = checkTargets(json);
  console.log('== targets (bench/targets.ts)');
  for (const line of targets.missed) console.log(`  missed: ${line}`);
  for (const line of targets.accepted) console.log(`  missed, accepted: ${line}`);
  for (const line of targets.met) console.log(`  met: ${line}`);
  json.targets = targets;
  console.log(JSON.stringify(json));
  return json;
}

if (require.main === module) {
  const only = process.argv.slice(2);
  const unknown = only.filter((k) => !SECTIONS.some((s) => s.key === k));
  if (unknown.length) {
    console.error(
      `no bench section ${unknown.join(', ')}; the sections: ${SECTIONS.map((s) => s.key ?? s.name).join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    runBench(only.length ? SECTIONS.filter((s) => s.key !== undefined && only.includes(s.key)) : SECTIONS).catch(
      (e: unknown) => {
        console.error(e);
        process.exitCode = 1;
      },
    );
  }
}
