// `npm run bench`: runs every section in turn, prints a readable table, then as its LAST line one JSON
// object merging the sections' keys. Add a section by appending to SECTIONS (or, for other owners, to
// EXTRA_SECTIONS in extra.ts); keys nobody fills yet stay null placeholders.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EXTRA_SECTIONS } from './extra';
import { pairingSection } from './pairing';
import type { BenchSection } from './section';

const bundleSection: BenchSection = {
  name: 'bundle',
  async run() {
    const file = join(__dirname, '..', 'build', 'Code.js');
    const bytes = existsSync(file) ? statSync(file).size : null;
    return { table: [`build/Code.js: ${bytes ?? 'missing'} bytes`], json: { bundle_bytes: bytes } };
  },
};

export const SECTIONS: BenchSection[] = [pairingSection, bundleSection, ...EXTRA_SECTIONS];

/** filled by sections owned elsewhere (see extra.ts) */
const PLACEHOLDERS = { calls: null, season_ms_64: null };

export async function runBench(sections: readonly BenchSection[] = SECTIONS): Promise<Record<string, unknown>> {
  const json: Record<string, unknown> = { ...PLACEHOLDERS };
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
