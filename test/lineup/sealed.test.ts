// Sealed line-ups (M13): the sender's verified address decides the team, the server's timestamp lateness;
// Pair individual matches before the deadline is refused unless every line-up is in.
import { sealedRound, earlyPairingRefusal, type SealedResponse } from '../../src/engine/mochalunt/lineup';

const t = (iso: string): number => Date.parse(iso + 'Z');
const DEADLINE = t('2026-03-01T18:00');
const CAPTAINS = {
  Italy: ['cap.ita@example.org'],
  Chile: ['Cap.Chi@example.org', 'vice.chi@example.org'],
  Peru: ['cap.per@example.org'],
};
const sent = (at: string, email: string, lineup: string, round = 1): SealedResponse => ({
  at: t(at),
  email,
  round,
  answers: { 'line-up': lineup },
});

describe('M13 from the line-up form', () => {
  test('M13: the last response up to the deadline applies; the first after it is late; strangers are set aside', () => {
    const s = sealedRound(
      [
        sent('2026-03-01T10:00', 'cap.ita@example.org', 'A, B, C, D'),
        sent('2026-03-01T17:00', 'cap.ita@example.org', 'B, A, C, D'),
        sent('2026-03-01T19:00', 'cap.ita@example.org', 'D, C, B, A'),
        sent('2026-03-01T12:00', 'cap.chi@example.org', 'L, M, N, O'),
        sent('2026-03-01T18:30', 'cap.per@example.org', 'P, Q, R, S'),
        sent('2026-03-01T11:00', 'fan@example.org', 'X, Y, Z, W'),
        sent('2026-03-01T09:00', 'cap.ita@example.org', 'old', 2),
      ],
      CAPTAINS,
      1,
      DEADLINE,
    );
    expect(s.inEffect.get('Italy')?.answers['line-up']).toBe('B, A, C, D');
    expect(s.inEffect.get('Chile')?.answers['line-up']).toBe('L, M, N, O');
    expect(s.inEffect.has('Peru')).toBe(false);
    expect(s.late.get('Peru')?.answers['line-up']).toBe('P, Q, R, S');
    expect(s.late.has('Italy')).toBe(false);
    expect(s.setAside.map((x) => x.reason)).toEqual(['fan@example.org is not the captain of any team']);
  });

  test('M13: Pair individual matches before the deadline is refused while a line-up is missing, allowed once all are in or after the deadline', () => {
    const s = sealedRound([sent('2026-03-01T10:00', 'cap.ita@example.org', 'A, B, C, D')], CAPTAINS, 1, DEADLINE);
    expect(earlyPairingRefusal(t('2026-03-01T12:00'), DEADLINE, ['Italy', 'Chile'], s)).toMatch(
      /Chile has not sent one yet \(M13\)/,
    );
    expect(earlyPairingRefusal(t('2026-03-01T18:01'), DEADLINE, ['Italy', 'Chile'], s)).toBeNull();
    expect(earlyPairingRefusal(t('2026-03-01T12:00'), DEADLINE, ['Italy'], s)).toBeNull();
  });

  test('M13: an invalid response counts as not sent, for its team only: the last valid one in time applies; a team with none valid is missing', () => {
    const check = (r: SealedResponse) =>
      r.answers['line-up'].includes('?') ? "Line-up: ? is not on the team's roster" : null;
    const s = sealedRound(
      [
        sent('2026-03-01T10:00', 'cap.ita@example.org', 'A, B, C, D'),
        sent('2026-03-01T11:00', 'cap.ita@example.org', 'A, ?, C, D'),
        sent('2026-03-01T12:00', 'cap.chi@example.org', 'L, ?, N, O'),
        sent('2026-03-01T12:30', 'cap.per@example.org', 'P, Q, R, S'),
      ],
      CAPTAINS,
      1,
      DEADLINE,
      check,
    );
    expect(s.inEffect.get('Italy')?.answers['line-up']).toBe('A, B, C, D');
    expect(s.inEffect.has('Chile')).toBe(false);
    expect(s.inEffect.get('Peru')?.answers['line-up']).toBe('P, Q, R, S');
    expect(s.invalid.map((x) => [x.team, x.response.answers['line-up']])).toEqual([
      ['Italy', 'A, ?, C, D'],
      ['Chile', 'L, ?, N, O'],
    ]);
    expect(earlyPairingRefusal(t('2026-03-01T13:00'), DEADLINE, ['Italy', 'Chile', 'Peru'], s)).toMatch(
      /Chile has sent no valid one yet \(M13\)/,
    );
    expect(earlyPairingRefusal(t('2026-03-01T18:01'), DEADLINE, ['Italy', 'Chile', 'Peru'], s)).toBeNull();
  });
});
