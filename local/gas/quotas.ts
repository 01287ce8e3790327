// Google's per-user quotas that span every script and workbook of a user, kept for the whole process (the
// process is the users' Google account, as triggers.ts's project is their script): the kind of each user's
// account, and the trigger runtime each user spent. From https://developers.google.com/apps-script/guides/services/quotas:
// "Quotas are per user and reset 24 hours after the first request"; consumer accounts (gmail.com) and Google
// Workspace accounts have different figures:
// - "Triggers total runtime": 90 min / day (consumer), 6 hr / day (Workspace): the modelled time (latency.ts)
//   of every trigger execution of the user is summed; once the 24 hours before an event hold the cap, the
//   user's triggers no longer run (triggers.ts: the event is recorded as not run, with Google's message);
// - "Script runtime": 6 min / execution, both kinds: a trigger execution is killed there (calls.ts limitMs);
// - "Simultaneous executions": 30 / user, both kinds (concurrent.ts runs at most that many at once);
// - "Email recipients per day": 100 (consumer), 1,500 (Workspace): counted by mail.ts per user.
// The 24 hours are counted as a rolling window before the event (the stricter reading of "reset 24 hours after
// the first request": what was spent in the last 24 hours is never available again early), as mail.ts does.

/** The two kinds of Google account. */
export type AccountKind = 'consumer' | 'workspace';

const MINUTE_MS = 60_000;
/** Triggers total runtime per user per day (the quotas page). */
export const TRIGGER_RUNTIME_MS: Record<AccountKind, number> = { consumer: 90 * MINUTE_MS, workspace: 360 * MINUTE_MS };
/** Script runtime per execution, both kinds (the quotas page's limits). */
export const EXECUTION_LIMIT_MS = 6 * MINUTE_MS;
/** Simultaneous executions per user, both kinds (the quotas page's limits). */
export const SIMULTANEOUS_EXECUTIONS = 30;
/** Email recipients per user per day (the quotas page). */
export const DAILY_RECIPIENTS: Record<AccountKind, number> = { consumer: 100, workspace: 1500 };
/**
 * What Google answers when a user's daily trigger runtime is spent: Apps Script's error "Service using too much
 * computer time for one day" (the quota errors' form, "Service ... for one day", listed on the quotas page).
 */
export const TRIGGER_TIME_MESSAGE = 'Service using too much computer time for one day';
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** What is said of a user's account: its kind, and a what-if of its daily trigger runtime. */
interface AccountSettings {
  readonly kind?: AccountKind;
  /** trigger runtime per 24 hours, ms, instead of the kind's figure (the benchmark measures without a cap) */
  readonly triggerRuntimeMs?: number;
}

/** The accounts said (a user's own, else every user's under '*'); default a consumer account. */
const accounts = new Map<string, AccountSettings>();

/** Says what `user`'s account is (or every user's, '*'): the harness's or the command line's setting. */
export function configureAccount(settings: AccountSettings, user = '*'): void {
  accounts.set(user, { ...accounts.get(user), ...settings });
}

/** The settings in force for `user`: their own over everyone's. */
function settingsOf(user: string): AccountSettings {
  return { ...accounts.get('*'), ...accounts.get(user) };
}

/** The kind of `user`'s account: a consumer one unless said otherwise. */
export function accountOf(user: string): AccountKind {
  return settingsOf(user).kind ?? 'consumer';
}

/** One trigger execution as charged to its user: when it started (virtual ms), how long it ran, and what. */
interface TriggerCharge {
  readonly at: number;
  readonly ms: number;
  readonly handler: string;
  /** false: the quota was spent, the trigger did not run (ms 0) */
  readonly ran: boolean;
}

/** Every trigger execution of each user in this process, in the order run. */
const ledger = new Map<string, TriggerCharge[]>();

/** The trigger executions charged to `user` (the benchmark sums them by day). */
export function triggerCharges(user: string): readonly TriggerCharge[] {
  return ledger.get(user) ?? [];
}

/** Forgets every user's spent trigger runtime and account settings (a benchmark's seasons measured apart). */
export function resetQuotas(): void {
  ledger.clear();
  accounts.clear();
}

/** The trigger runtime (ms) left to `user` at virtual time `at`: their cap less what ran in the 24 hours before. */
export function triggerTimeLeft(user: string, at: number): number {
  const s = settingsOf(user);
  const cap = s.triggerRuntimeMs ?? TRIGGER_RUNTIME_MS[s.kind ?? 'consumer'];
  const spent = (ledger.get(user) ?? []).filter((c) => c.at > at - DAY_MS && c.at <= at).reduce((n, c) => n + c.ms, 0);
  return cap - spent;
}

/** Charges one trigger execution (or an event not run) to its user. */
export function chargeTrigger(user: string, charge: TriggerCharge): void {
  const list = ledger.get(user) ?? [];
  list.push(charge);
  ledger.set(user, list);
}
