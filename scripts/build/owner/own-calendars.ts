// Dates in a language's own calendar, where it is not the Gregorian: Persian writes its solar
// months and years ("فروردین ۱۴۰۲"), Thai the Buddhist era's years ("เม.ย. 2566"), as Intl
// writes them by default. A résumé's ISO dates are Gregorian: a month of the owner's calendar is
// the Gregorian month that holds most of it (its middle), a year the one that holds its middle.

const dayMs = 86_400_000;
/** The days searched: far enough either side of any career. */
const earliest = Date.UTC(1850, 0, 1);
const latest = Date.UTC(2250, 0, 1);

/** The calendar `language` dates in by default, when it is not the Gregorian. */
export function ownCalendar(language: string): string | undefined {
  try {
    const { calendar } = new Intl.DateTimeFormat(language).resolvedOptions();
    return calendar === 'gregory' || calendar === 'iso8601' ? undefined : calendar;
  } catch {
    return undefined;
  }
}

/** The year and month (1–12…) of a day in `calendar`, in plain digits. */
function datedIn(calendar: string) {
  const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, {
    year: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  return (time: number): [number, number] => {
    const parts = format.formatToParts(new Date(time));
    const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return [value('year'), value('month')];
  };
}

/** The first day of a month of `calendar`, as a time (days are searched: calendars only
 * ever count forward). */
export function firstDayOf(calendar: string, year: number, month: number): number {
  const dated = datedIn(calendar);
  let [low, high] = [earliest / dayMs, latest / dayMs];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const [y, m] = dated(middle * dayMs);
    if (y < year || (y === year && m < month)) low = middle + 1;
    else high = middle;
  }
  return low * dayMs;
}

const iso = (time: number, withMonth: boolean) => {
  const date = new Date(time);
  const year = String(date.getUTCFullYear());
  return withMonth ? `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}` : year;
};

/** A year, or a month of a year, of `calendar` as a Gregorian ISO date ("2023-04", "2023"):
 * none for a year outside the searched days. */
export function gregorianOf(calendar: string, year: number, month?: number): string | undefined {
  const start = firstDayOf(calendar, year, month ?? 1);
  const [startYear] = datedIn(calendar)(start);
  if (startYear !== year || start <= earliest || start >= latest) return undefined;
  return iso(start + (month ? 14 : 182) * dayMs, month !== undefined);
}

export type OwnMonth = { month: number; form: 'short' | 'long' };

/** Month names of `calendar` as `language` writes them, short and long, alone and beside a
 * year, each as `key` makes it comparable → its number and form (long where both are one); and
 * the other words Intl writes beside them (an era, "AP"; Pashto's "د"). */
export function ownMonthNames(
  calendar: string,
  language: string,
  key: (name: string) => string,
): { names: Map<string, OwnMonth>; besides: Set<string> } {
  const names = new Map<string, OwnMonth>();
  const besides = new Set<string>();
  const [thisYear] = datedIn(calendar)(Date.now());
  const locale = new Intl.Locale(language, { calendar }).toString();
  for (let month = 1; month <= 12; month++) {
    const day = new Date(firstDayOf(calendar, thisYear, month) + 5 * dayMs);
    for (const form of ['short', 'long'] as const)
      for (const beside of [{}, { year: 'numeric' }] as const) {
        const format = new Intl.DateTimeFormat(locale, { month: form, ...beside, timeZone: 'UTC' });
        const parts = format.formatToParts(day);
        const name = parts.find((part) => part.type === 'month')?.value;
        // A name both forms share reads as short, as a Gregorian month's does (./periods.ts).
        if (name && !names.has(key(name))) names.set(key(name), { month, form });
        for (const part of parts)
          if (part.type === 'era' || part.type === 'literal')
            for (const word of part.value.split(/\s+/)) if (word) besides.add(key(word));
      }
  }
  return { names, besides };
}
