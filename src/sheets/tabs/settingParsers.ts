// How a Settings value is parsed: the parsers of the keys of every format (a whole number in a range, yes or
// no, one of a list, a UTC time, ...), each giving the value or what to type instead, and the shape of a key's
// definition. Shared by the one reader of the tab (settings.ts) and the formats that declare keys in their folder.
import { parseInstant } from '../../engine/mochalunt/calendar';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; fix: string };

export interface SettingDef<T> {
  readonly key: string;
  /** the default, as typed in the sheet */
  readonly defaultText: string;
  readonly description: string;
  readonly parse: (s: string) => Parsed<T>;
}

export const whole =
  (min: number, max: number) =>
  (s: string): Parsed<number> =>
    /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max
      ? { ok: true, value: Number(s) }
      : {
          ok: false,
          message: `"${s}" is not a whole number from ${min} to ${max}`,
          fix: `type a whole number from ${min} to ${max}`,
        };
export const number = (s: string): Parsed<number> =>
  /^-?\d+(\.\d+)?$/.test(s)
    ? { ok: true, value: Number(s) }
    : { ok: false, message: `"${s}" is not a number`, fix: 'type a number such as 3 or 2.5' };
export const yesNo = (s: string): Parsed<boolean> =>
  /^(yes|y|true)$/i.test(s)
    ? { ok: true, value: true }
    : /^(no|n|false)$/i.test(s)
      ? { ok: true, value: false }
      : { ok: false, message: `"${s}" is not yes or no`, fix: 'type yes or no' };
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (s: string): Parsed<T> => {
    const v = values.find((x) => x.toLowerCase() === s.toLowerCase());
    return v !== undefined
      ? { ok: true, value: v }
      : { ok: false, message: `"${s}" is not one of the choices`, fix: `type one of: ${values.join(', ')}` };
  };
export const optionalWhole =
  (min: number, max: number) =>
  (s: string): Parsed<number | null> =>
    s === '' ? { ok: true, value: null } : whole(min, max)(s);
export const optionalTime = (s: string): Parsed<number | null> => {
  if (s === '') return { ok: true, value: null };
  const t = parseInstant(s);
  return t === null
    ? {
        ok: false,
        message: `"${s}" is not a UTC date and time`,
        fix: 'type it as 2024-01-15 18:00 (UTC), or leave it blank',
      }
    : { ok: true, value: t };
};
export const anyText = (s: string): Parsed<string> => ({ ok: true, value: s });

/** Settings keys a format declares in its own folder, by the name its code reads them with. */
export type SettingDefs = { readonly [name: string]: SettingDef<unknown> };
