// The bench checks its targets over its own JSON line (bench/targets.ts): each figure against its limit, a
// section not run leaves its targets out.
import { checkTargets } from '../../bench/targets';

describe('the bench targets', () => {
  test('each figure is judged against its limit: clicks by their calls at 64 teams, CPU of a 1,500-player Swiss click, 4,096 entrants paired, the bundle, trigger minutes', () => {
    const r = checkTargets({
      actions: {
        pair_individual: { target_s: 10, '64': { modelMs: 16500 } },
        score_round: { target_s: 10, '64': { modelMs: 10500 } },
        results_form: { target_s: 20, '64': { modelMs: 19500 } },
      },
      swiss_1500: { pair_next_round: { cpu_ms: 1126.8 }, update_standings: { cpu_ms: 415.6 } },
      pair_large: {
        swiss: { '4096': { pair_ms: 352.3, rematches: 0 } },
        mcmahon: { '4096': { pair_ms: 1200, rematches: 1 } },
      },
      bundle: { bytes: 900000, budget: 1048576 },
      trigger_minutes: { '64': { season: 400, busiest_day: 60 } },
    });
    // a click over its target is missed, unless a decision accepts it (docs/decisions.md): then listed apart
    expect(r.accepted).toEqual([
      expect.stringMatching(/^actions\.pair_individual\.64 \(s\) 16\.5 >= 10: .*docs\/decisions\.md/),
    ]);
    expect(r.missed).toEqual([
      'actions.score_round.64 (s) 10.5 >= 10',
      'swiss_1500.pair_next_round.cpu_ms 1126.8 >= 500',
      'pair_large.mcmahon.4096.pair_ms 1200 >= 1000',
      'pair_large.mcmahon.4096.rematches 1 >= 1',
      'bundle.bytes 900000 >= 891289.6',
    ]);
    expect(r.met).toEqual([
      'actions.results_form.64 (s) 19.5 < 20',
      'swiss_1500.update_standings.cpu_ms 415.6 < 500',
      'pair_large.swiss.4096.pair_ms 352.3 < 1000',
      'pair_large.swiss.4096.rematches 0 < 1',
      'trigger_minutes.64.busiest_day 60 < 90',
    ]);
  });

  test('a section not run has no target', () => {
    expect(checkTargets({ bundle: { bytes: 1, budget: 10 } })).toEqual({
      met: ['bundle.bytes 1 < 8.5'],
      missed: [],
      accepted: [],
    });
  });
});
