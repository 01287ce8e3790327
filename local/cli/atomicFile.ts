// Files the command line writes, atomically: the content goes to a temporary file in the same folder (so the
// rename cannot cross file systems), is flushed to the disk (fsync), then renamed over the target, and the
// folder is flushed so the rename itself survives a crash. On any failure the temporary file is removed and
// the target is left as it was. Temporary files still being written when the process ends (an error, a
// signal: main.ts) are removed by `removeTemporaryFiles`, so none is ever left behind.
import { chmodSync, closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from 'fs';
import { basename, dirname, join } from 'path';

/** The mode of a private file (<workbook>.private.json): read and written by its owner only. */
export const PRIVATE_MODE = 0o600;

const pending = new Set<string>();

/** A temporary file beside `path`, named after it and this process: `.book.xlsx.1234.tmp<suffix>`. */
export function temporaryPath(path: string, suffix = ''): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.tmp${suffix}`);
}

/** Notes temporary files being written (removed at exit if still there); returns a function that forgets them. */
export function trackTemporary(...paths: string[]): () => void {
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

/** Flushes a written file to the disk. */
export function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a folder (its entries: a rename) to the disk; file systems that cannot are left alone. */
export function syncFolder(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    /* some file systems refuse fsync on a folder */
  } finally {
    closeSync(fd);
  }
}

/** The permission bits a file has now, or undefined when it does not exist. */
export function modeOf(path: string): number | undefined {
  return existsSync(path) ? statSync(path).mode & 0o777 : undefined;
}

/**
 * Writes `data` to `path` atomically, the file getting `mode` (kept even where the umask would take bits away;
 * default: the mode the target has now, else the umask's). On failure nothing is left but the old file.
 */
export function writeFileAtomically(path: string, data: string | Buffer, mode?: number): void {
  const tmp = temporaryPath(path);
  const forget = trackTemporary(tmp);
  const want = mode ?? modeOf(path);
  try {
    const fd = openSync(tmp, 'wx', want ?? 0o666);
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (want !== undefined) chmodSync(tmp, want);
    renameSync(tmp, path);
    syncFolder(dirname(path));
  } finally {
    rmSync(tmp, { force: true });
    forget();
  }
}
