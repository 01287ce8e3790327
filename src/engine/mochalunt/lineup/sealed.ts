// Sealed line-ups (M13, M7; the rulebook has line-ups sent privately to the organizers): line-ups sent
// through a form, each response with the server's timestamp and the sender's verified address. The address
// decides the team (through the captains the organizers registered), the timestamp decides lateness: the line-up
// in effect is a team's last VALID response up to the deadline; an invalid one counts as not sent, for that team
// only; a team whose first valid response came after it is late (M13: its previous line-up applies). Responses
// from addresses that are no team's captain are set aside.

/** One form response, as FormApp gives it. */
export interface SealedResponse {
  /** the form's id of the response, when known */
  readonly id?: string;
  /** server timestamp, ms UTC */
  readonly at: number;
  /** the sender's verified address */
  readonly email: string;
  readonly round: number;
  /** question → answer: line-up, strength, matches, games */
  readonly answers: Readonly<Record<string, string>>;
}

/** What the add-on reads of the line-up form for Pair individual matches: its verified responses and the captains. */
export interface SealedInput {
  readonly responses: readonly SealedResponse[];
  readonly captains: Readonly<Record<string, readonly string[]>>;
}

export interface SealedRound {
  /** team → the response in effect (the last one up to the deadline) */
  readonly inEffect: ReadonlyMap<string, SealedResponse>;
  /** team → its first response, sent after the deadline (M13: not used) */
  readonly late: ReadonlyMap<string, SealedResponse>;
  /** responses whose address is no captain's, or the captain of several teams */
  readonly setAside: readonly { readonly response: SealedResponse; readonly reason: string }[];
  /** a team's responses the check found wrong (in time or late), oldest first: not used, as if not sent */
  readonly invalid: readonly { readonly team: string; readonly response: SealedResponse; readonly reason: string }[];
}

/** Why a team's response cannot be used (what is wrong with it), or null when it is a valid line-up. */
type SealedCheck = (response: SealedResponse, team: string) => string | null;

/** The team of an address (case-insensitive), or why none. */
export function teamOf(
  email: string,
  captains: Readonly<Record<string, readonly string[]>>,
): { team: string } | { reason: string } {
  const e = email.trim().toLowerCase();
  const teams = Object.keys(captains).filter((t) => captains[t].some((c) => c.trim().toLowerCase() === e));
  if (teams.length === 1) return { team: teams[0] };
  if (teams.length === 0) return { reason: `${email || 'an unsigned sender'} is not the captain of any team` };
  return { reason: `${email} is the captain of ${teams.join(' and ')}: the organizers keep one team per address` };
}

/**
 * M13 from the form: each team's line-up in effect for `round` at `deadline` (a response at the deadline is in
 * time): its last response in time that `check` finds valid (every response, without a check).
 */
export function sealedRound(
  responses: readonly SealedResponse[],
  captains: Readonly<Record<string, readonly string[]>>,
  round: number,
  deadline: number,
  check: SealedCheck = () => null,
): SealedRound {
  const inEffect = new Map<string, SealedResponse>();
  const late = new Map<string, SealedResponse>();
  const setAside: { response: SealedResponse; reason: string }[] = [];
  const invalid: { team: string; response: SealedResponse; reason: string }[] = [];
  const sorted = responses
    .filter((r) => r.round === round)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.at - b.r.at || a.i - b.i)
    .map((x) => x.r);
  for (const r of sorted) {
    const t = teamOf(r.email, captains);
    if ('reason' in t) {
      setAside.push({ response: r, reason: t.reason });
      continue;
    }
    const wrong = check(r, t.team);
    if (wrong !== null) {
      invalid.push({ team: t.team, response: r, reason: wrong });
      continue;
    }
    if (r.at <= deadline) {
      inEffect.set(t.team, r);
      late.delete(t.team);
    } else if (!inEffect.has(t.team) && !late.has(t.team)) late.set(t.team, r);
  }
  return { inEffect, late, setAside, invalid };
}

/**
 * Pair individual matches before the line-up deadline: refused unless every team of the round has a line-up
 * in effect (otherwise a team could still send one in time). Returns the refusal, or null when pairing may go on.
 */
export function earlyPairingRefusal(
  now: number,
  deadline: number,
  teams: readonly string[],
  sealed: SealedRound,
): string | null {
  if (now > deadline) return null;
  const missing = teams.filter((t) => !sealed.inEffect.has(t));
  if (missing.length === 0) return null;
  const when = new Date(deadline).toISOString().slice(0, 16).replace('T', ' ');
  const wrong = new Set(sealed.invalid.map((x) => x.team));
  const none = missing.filter((t) => !wrong.has(t));
  const bad = missing.filter((t) => wrong.has(t));
  const parts = [
    ...(none.length ? [`${none.join(', ')} ${none.length === 1 ? 'has' : 'have'} not sent one yet`] : []),
    ...(bad.length ? [`${bad.join(', ')} ${bad.length === 1 ? 'has' : 'have'} sent no valid one yet`] : []),
  ];
  return `the line-ups are due at ${when} UTC and ${parts.join(' and ')} (M13): pair the individual matches after the deadline, or once every line-up is in`;
}
