// The words a language writes dates with: its months' names, short and long, alone and in a
// date (Intl's, and English's whatever the runtime holds), its digits, and the months of its own
// calendar where it dates in another than the Gregorian.
import { languagePacks } from '../../../src/i18n/language-packs.ts';
import { ownCalendar, ownMonthNames, type OwnMonth } from './own-calendars.ts';

export const monthFormats = ['short', 'long'] as const;

export type MonthForm = (typeof monthFormats)[number];

/** A language's own words for the Gregorian calendar, the one a résumé's ISO dates are in: Persian
 * names its months by the solar calendar unless told (ژانویه, not دی, for January). */
export function gregorian(tag: string): string {
  try {
    return new Intl.Locale(tag, { calendar: 'gregory' }).toString();
  } catch {
    return tag;
  }
}

/** English's names, whatever the runtime's locale data holds ("Sep" and "Sept" alike). */
const englishMonths = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A word without the marks that may end a month's name or not: a full stop, a comma, Hebrew's
 * geresh ("ינו׳") and the apostrophes typed for it. */
export const clean = (word: string) =>
  word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.,\u05f3'’]+$/, '');

/** A month's name as `tag` writes it: alone (the standalone form, Russian "январь", Japanese
 * "1月" whole), beside a year, or beside a day (the format form, "1 января"). */
function monthName(tag: string, options: Intl.DateTimeFormatOptions, day: Date) {
  const format = new Intl.DateTimeFormat(gregorian(tag), { ...options, timeZone: 'UTC' });
  if (!options.year && !options.day) return format.format(day);
  return format.formatToParts(day).find((part) => part.type === 'month')?.value;
}

/** Month names, exact and by their long form's start; and those of more than one word
 * (Vietnamese "tháng 4", "thg 4"), longest first, read as phrases. */
export type MonthNames = {
  exact: Map<string, number>;
  long: [string, number][];
  phrases: [string, number][];
};

const monthNamesByLanguage = new Map<string, MonthNames>();

/**
 * Month names → 1–12 in English, every shipped language and `language`: short and long, alone,
 * beside a year (German writes "Sep" alone but "Sept. 2020") and beside a day (Russian "января"
 * beside "январь"), with or without a full stop or a geresh.
 */
export function months(language: string): MonthNames {
  const known = monthNamesByLanguage.get(language);
  if (known) return known;
  const exact = new Map<string, number>();
  const long: [string, number][] = [];
  englishMonths.forEach((name, index) => {
    exact.set(name, index + 1);
    exact.set(name.slice(0, 3), index + 1);
    long.push([name, index + 1]);
  });
  exact.set('sept', 9);
  for (const tag of new Set(['en', ...Object.keys(languagePacks), language]))
    for (const month of monthFormats)
      for (let index = 0; index < 12; index++) {
        const day = new Date(Date.UTC(2020, index, 1));
        const names = [{}, { year: 'numeric' }, { day: 'numeric' }] as const;
        for (const name of names.map((beside) => monthName(tag, { month, ...beside }, day))) {
          if (!name) continue;
          exact.set(clean(name), index + 1);
          if (month === 'long') long.push([clean(name), index + 1]);
        }
      }
  const phrases = [...exact]
    .filter(([name]) => /\s/.test(name))
    .sort(([a], [b]) => b.length - a.length);
  const names = { exact, long, phrases };
  monthNamesByLanguage.set(language, names);
  return names;
}

/** The month a word names: a name, or the start of exactly one month's long name ("Sept"). */
export function monthOf(word: string, names: MonthNames): number | undefined {
  const key = clean(word);
  const exact = names.exact.get(key);
  if (exact !== undefined || key.length < 3) return exact;
  const found = new Set(names.long.filter(([name]) => name.startsWith(key)).map(([, at]) => at));
  return found.size === 1 ? [...found][0] : undefined;
}

export const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The zeros of the digits a period may be written in besides ASCII's: Arabic-Indic (٢٠٢٢),
 * Eastern Arabic-Indic (۲۰۲۲), Devanagari, Bengali, Thai, Lao, Myanmar, Khmer, full-width. */
const digitZeros = [0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xed0, 0x1040, 0x17e0, 0xff10];

/** Digits as ASCII, without the marks that only steer the direction of a run. */
export function plainDigits(text: string): string {
  return text
    .replace(/\p{Nd}/gu, (digit) => {
      const point = digit.codePointAt(0) ?? 0;
      const zero = digitZeros.find((each) => point >= each && point <= each + 9);
      return zero === undefined ? digit : String(point - zero);
    })
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '');
}

/** The owner's language's own calendar and its month names, where it dates in another than the
 * Gregorian (./own-calendars.ts). */
export type OwnCalendar = { calendar: string; names: Map<string, OwnMonth>; besides: Set<string> };

const ownCalendars = new Map<string, OwnCalendar | undefined>();

export function ownCalendarOf(language: string): OwnCalendar | undefined {
  if (!ownCalendars.has(language)) {
    const calendar = ownCalendar(language);
    ownCalendars.set(
      language,
      calendar ? { calendar, ...ownMonthNames(calendar, language, clean) } : undefined,
    );
  }
  return ownCalendars.get(language);
}

/** The month a point in the owner's own calendar names, and in which form. */
export const ownMonthIn = (words: string, own: OwnCalendar) =>
  words
    .split(/[\s,،]+/)
    .map((word) => own.names.get(clean(word)))
    .find((found) => found !== undefined);
