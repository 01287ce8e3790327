// The add-on never leaves the user with a stack trace: an unexpected error becomes an alert that says what
// stopped, and the handler's returned summary carries the stack (the command line prints it).
import { inform } from './ui';

/** Runs a handler's body; an unexpected error becomes an alert and a "stopped on an error" summary. */
export function guarded(label: string, fn: () => string): string {
  try {
    return fn();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    inform(`${label}: stopped`, `${label} stopped on an unexpected error and wrote nothing more: ${message}`);
    return `${label}: stopped on an error: ${message}${stackOf(e)}`;
  }
}

function stackOf(e: unknown): string {
  return e instanceof Error && e.stack ? `\n${e.stack}` : '';
}
