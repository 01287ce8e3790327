// The trigger minutes of a season (`npm run bench`, key trigger_minutes): the demo's whole season of 16 and of
// 64 teams played through the bundle (local/demo/season.ts) with its results reported through the results form
// by both captains of most boards (local/demo/reports.ts) and its match times through the scheduling form; every
// form-submit trigger execution's modelled time (the latency model, local/gas/latency.ts: never slept) is charged
// to the organizer who created the trigger (local/gas/quotas.ts), on the day of its response. `season` is the
// sum, `busiest_day` the UTC day of the season with the most, in minutes. Google caps a user's trigger runtime at
// 90 minutes a day (consumer) or 6 hours (Workspace): here the cap is lifted, so the figure is what the season
// asks for, not what a capped account would run. A model: the figures are as good as the latency model's.
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { playSeason } from '../local/demo/season';
import { forgetSentMail } from '../local/gas/mail';
import { configureAccount, resetQuotas, triggerCharges } from '../local/gas/quotas';
import type { BenchSection } from './section';

const ORGANIZER = 'organizer@example.com';
const minutes = (ms: number): number => Math.round(ms / 600) / 100;

/** One season's trigger minutes: in all, and on its busiest day (with the day). */
async function seasonTriggerMinutes(
  teams: number,
): Promise<{ season: number; busiest_day: number; day: string; runs: number; longest_s: number }> {
  // each season measured alone: its organizer's quotas start empty, and no cap stops a trigger
  resetQuotas();
  forgetSentMail();
  configureAccount({ triggerRuntimeMs: Number.POSITIVE_INFINITY }, ORGANIZER);
  const dir = mkdtempSync(join(tmpdir(), 'mochalunt-bench-triggers-'));
  try {
    await playSeason({ teams, seed: 1, outbox: join(dir, 'season.xlsx.outbox') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const byDay = new Map<string, number>();
  const charges = triggerCharges(ORGANIZER).filter((c) => c.ran);
  for (const c of charges) {
    const day = new Date(c.at).toISOString().slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + c.ms);
  }
  const [day, most] = [...byDay].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
  const total = charges.reduce((n, c) => n + c.ms, 0);
  resetQuotas();
  const longest = charges.reduce((m, c) => Math.max(m, c.ms), 0);
  return { season: minutes(total), busiest_day: minutes(most), day, runs: charges.length, longest_s: longest / 1000 };
}

export const triggersSection: BenchSection = {
  name: 'trigger minutes of a season reported through the results form (through build/Code.js; latency model)',
  key: 'triggers',
  async run() {
    const json: Record<string, { season: number; busiest_day: number }> = {};
    const table: string[] = ['teams | trigger runs | season (min) | busiest day (min) | that day | longest run (s)'];
    for (const teams of [16, 64]) {
      const m = await seasonTriggerMinutes(teams);
      json[String(teams)] = { season: m.season, busiest_day: m.busiest_day };
      table.push(`${teams} | ${m.runs} | ${m.season} | ${m.busiest_day} | ${m.day} | ${m.longest_s}`);
    }
    table.push('(Google: 90 min a day for a consumer account, 6 h for Workspace: quotas page)');
    return { table, json: { trigger_minutes: json } };
  },
};
