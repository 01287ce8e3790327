// One mochalunt process at a time on a workbook: before a command reads a workbook it may write, it takes the
// lock file `<workbook>.lock` beside it, which holds the number (pid) of the process holding it. The file is
// made whole before it appears (written under a private name, then hard-linked to the lock's name, which
// fails when a lock is already there), so no process ever reads a half-written lock.
// - A lock whose process is alive: the command waits a short bounded time (--wait SECONDS, default
//   DEFAULT_WAIT_SECONDS), then says the workbook is busy, naming the lock, and writes nothing (exit 1).
// - A lock whose process is no longer alive (stale: it was killed): taken over, and the temporary files that
//   process left beside the workbook (its lock drafts, named after it; write-file-atomic's `book.xlsx.<number>`) removed. It is first renamed aside and
//   checked to be the very file judged stale (same inode), so two processes taking over at once never both
//   hold the lock, and a fresh lock taken meanwhile by another process is put back.
// - A lock file mochalunt did not write (a folder, anything but a process number): refused, never deleted.
// The lock is removed on every way out: the command's end, an error (main.ts: finally), the process's exit
// and the signals that end it (releaseAllLocks). A folder where no lock can be made (read-only, missing) is
// left without one: the command then says why it cannot write there.
import { linkSync, lstatSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'fs';
import { basename, dirname, join, resolve } from 'path';

export const DEFAULT_WAIT_SECONDS = 10;
/** How often a waiting process looks at the lock again. */
const POLL_MS = 100;

/** The lock file of a workbook. */
const lockPath = (workbook: string): string => `${workbook}.lock`;

/** Locks this process holds: lock path -> its content. */
const held = new Map<string, string>();

/** Lock drafts and renamed-aside locks being written: removed at the process's exit if still there. */
const pending = new Set<string>();

/** Notes temporary files being written (removed at exit if still there); returns a function that forgets them. */
function trackTemporary(...paths: string[]): () => void {
  for (const p of paths) pending.add(p);
  return () => {
    for (const p of paths) pending.delete(p);
  };
}

/** Removes the temporary files still being written (at the process's exit, on a signal). Never throws. */
export function removeTemporaryFiles(): void {
  for (const p of pending) {
    try {
      rmSync(p, { force: true });
    } catch {
      /* nothing more can be done at exit */
    }
  }
  pending.clear();
}

/** True when a process with this number runs (EPERM: it runs as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const codeOf = (e: unknown): string | undefined => (e as NodeJS.ErrnoException).code;

type Attempt =
  | { readonly kind: 'taken' }
  | { readonly kind: 'no lock' }
  | { readonly kind: 'busy'; readonly pid: number }
  | { readonly kind: 'refused'; readonly message: string };

/** Why `lock` is not a lock this command may take or wait for, or null. */
function hostile(lock: string, workbook: string): string | null {
  const st = lstatSync(lock);
  if (st.isDirectory())
    return `${lock} is a folder, where mochalunt keeps the lock of ${workbook} while a command works on it; nothing written. Delete or rename that folder, then run the command again.`;
  if (!st.isFile())
    return `${lock} is not a file mochalunt wrote (mochalunt keeps the lock of ${workbook} there); nothing written. Delete it, then run the command again.`;
  return null;
}

/** One try at taking the lock of `workbook`: taken, held by a live process, or refused. */
function attempt(workbook: string): Attempt {
  const lock = lockPath(workbook);
  const mine = `${process.pid}\n`;
  const draft = `${lock}.${process.pid}.new`;
  const forget = trackTemporary(draft);
  try {
    writeFileSync(draft, mine, { flag: 'w' });
  } catch (e) {
    // no lock can be made in that folder (missing, read-only): the command says why it cannot write there
    if (['ENOENT', 'EACCES', 'EPERM', 'EROFS', 'ENOTDIR'].includes(codeOf(e) ?? '')) return { kind: 'no lock' };
    throw e;
  }
  try {
    linkSync(draft, lock);
    held.set(lock, mine);
    return { kind: 'taken' };
  } catch (e) {
    if (codeOf(e) !== 'EEXIST') throw e;
  } finally {
    rmSync(draft, { force: true });
    forget();
  }
  let judged: ReturnType<typeof lstatSync>;
  let text: string;
  try {
    const why = hostile(lock, workbook);
    if (why) return { kind: 'refused', message: why };
    judged = lstatSync(lock);
    text = readFileSync(lock, 'utf8');
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return attempt(workbook); // released meanwhile: try again
    throw e;
  }
  const m = /^(\d{1,10})\n?$/.exec(text);
  const pid = m ? Number(m[1]) : NaN;
  if (!(pid > 0 && pid < 2 ** 31)) {
    return {
      kind: 'refused',
      message: `${lock} is not a lock mochalunt wrote (a lock holds the number of the process working on ${workbook}; this one holds ${text.trim() === '' ? 'nothing' : `"${text.trim().slice(0, 40)}"`}); nothing written. If no mochalunt command is running on ${workbook}, delete ${lock}, then run the command again.`,
    };
  }
  if (alive(pid)) return { kind: 'busy', pid };
  // stale: its process is gone. Renamed aside, then checked to be the file judged stale
  const aside = `${lock}.${process.pid}.stale`;
  const forgetAside = trackTemporary(aside);
  try {
    renameSync(lock, aside);
  } catch (e) {
    forgetAside();
    if (codeOf(e) === 'ENOENT') return attempt(workbook);
    throw e;
  }
  try {
    if (statSync(aside).ino === judged.ino) removeLeftovers(workbook, pid);
    else {
      // another process's fresh lock, taken after the stale one was judged: put back
      try {
        linkSync(aside, lock);
      } catch {
        /* a third process holds it now: its own lock stands */
      }
    }
  } finally {
    rmSync(aside, { force: true });
    forgetAside();
  }
  return attempt(workbook);
}

/**
 * The temporary files a process that has ended left beside `workbook`: its lock drafts (`book.xlsx.lock.<pid>.new`)
 * and the files write-file-atomic was writing (`book.xlsx.<number>`, `book.xlsx.private.json.<number>`; only the
 * lock's holder writes them, and that process is gone).
 */
function removeLeftovers(workbook: string, pid: number): void {
  const dir = dirname(workbook);
  const name = basename(workbook);
  const atomic = [`${name}.`, `${name}.private.json.`];
  const left = (f: string) =>
    f.startsWith(`${name}.lock.${pid}.`) || atomic.some((a) => f.startsWith(a) && /^\d+$/.test(f.slice(a.length)));
  try {
    for (const f of readdirSync(dir)) if (left(f)) rmSync(join(dir, f), { force: true });
  } catch {
    /* the folder cannot be listed: nothing to remove */
  }
}

/** What a command says when the workbook stays busy. */
function busyMessage(workbook: string, pid: number, waited: number): string {
  const lock = lockPath(workbook);
  return `${workbook} is busy: another mochalunt process (number ${pid}) is working on it and holds its lock ${lock}${waited > 0 ? ` (waited ${waited} s)` : ''}; nothing written. Run the command again once that one has finished, or give --wait SECONDS to wait longer; if no mochalunt command is running, delete ${lock}.`;
}

const sleep = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/** Releases the locks this process holds (only a lock that still holds this process's number is removed). */
export function releaseLocks(locks: readonly string[] = [...held.keys()]): void {
  for (const lock of locks) {
    const mine = held.get(lock);
    held.delete(lock);
    try {
      if (mine !== undefined && readFileSync(lock, 'utf8') === mine) rmSync(lock, { force: true });
    } catch {
      /* gone already */
    }
  }
}

let exitHook = false;

/**
 * Takes the locks of `workbooks` (each once, in a fixed order, so two processes never wait for each other),
 * waiting at most `waitSeconds` for each one held by a live process. Returns the function that releases
 * them, or the refusal to print (the locks taken so far released).
 */
export async function lockWorkbooks(
  workbooks: readonly string[],
  waitSeconds = DEFAULT_WAIT_SECONDS,
): Promise<{ release: () => void } | { refused: string }> {
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => releaseLocks());
  }
  const byPath = new Map<string, string>();
  for (const w of workbooks) if (!byPath.has(resolve(w))) byPath.set(resolve(w), w);
  const taken: string[] = [];
  const started = Date.now();
  for (const [path, shown] of [...byPath].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (;;) {
      const a = attempt(path);
      if (a.kind === 'taken') {
        taken.push(lockPath(path));
        break;
      }
      if (a.kind === 'no lock') break;
      const waited = Math.round((Date.now() - started) / 1000);
      if (a.kind === 'refused' || Date.now() - started >= waitSeconds * 1000) {
        releaseLocks(taken);
        return {
          refused: a.kind === 'refused' ? a.message.split(path).join(shown) : busyMessage(shown, a.pid, waited),
        };
      }
      await sleep(POLL_MS);
    }
  }
  return { release: () => releaseLocks(taken) };
}
