// Periods as the content writes them ("Jan 2025 – Present", "2018 – 2022") and as JSON Resume
// keeps them (ISO dates: "2025-01", "2018"), both ways.
import { gregorianOf } from './own-calendars.ts';
import {
  type MonthForm,
  type MonthNames,
  type OwnCalendar,
  clean,
  escaped,
  gregorian,
  monthFormats,
  monthOf,
  months,
  ownCalendarOf,
  ownMonthIn,
  plainDigits,
} from './date-words.ts';

export type Dates = { startDate?: string; endDate?: string };

/** One end of a period in the owner's own calendar ("فروردین ۱۴۰۲", "เม.ย. 2566") → ISO. */
function parseOwnPoint(text: string, own: OwnCalendar): string | undefined {
  const year = /(?<!\d)\d{4}(?!\d)/.exec(text)?.[0];
  if (!year) return undefined;
  return gregorianOf(own.calendar, Number(year), ownMonthIn(text.replace(year, ' '), own)?.month);
}

/** One end of a period: "Jan 2025", "January 2025", "2018", "Summer 2017" (a year), "2021年4月",
 * "2021년 4월" → ISO. */
function parsePoint(
  text: string,
  monthNames: MonthNames,
  own: OwnCalendar | undefined,
): string | undefined {
  const year = /(?<!\d)(19|20)\d{2}(?!\d)/.exec(text)?.[0];
  if (!year) return own && parseOwnPoint(text, own);
  const rest = text.replace(year, ' ');
  // A month of several words, whole: "tháng 4" is April, not "tháng" and a 4.
  const spaced = ` ${rest.normalize('NFC').toLowerCase().replace(/\s+/g, ' ')} `;
  const phrase = monthNames.phrases.find(([name]) =>
    new RegExp(`\\s${escaped(name)}[.,]?\\s`, 'u').test(spaced),
  )?.[1];
  // Else any word of it may be the month: "Jan 2025", "janv. 2025", "mar. de 2022", "4月" (the
  // year's own mark, 年 or 년, set apart).
  const month =
    phrase ??
    rest
      .split(/[\s年년]+/)
      .map((word) => monthOf(word, monthNames))
      .find((found) => found !== undefined);
  return month ? `${year}-${String(month).padStart(2, '0')}` : year;
}

/** Words besides its pack's (`resumePresent`) a language's owners end an open period with, by
 * primary subtag: read as the present, and written back in the pack's word. */
const presentAlso: Record<string, string[]> = {
  en: ['Present', 'Now', 'Current', 'Today', 'Ongoing'],
  de: ['heute', 'jetzt', 'aktuell', 'laufend', 'dato'],
  fr: ['aujourd’hui', "aujourd'hui", 'présent', 'maintenant', 'en cours'],
  es: ['actualidad', 'presente', 'hoy', 'actual'],
  pt: ['atual', 'presente', 'hoje', 'o momento', 'atualmente'],
  zh: ['至今', '现在', '現在', '目前', '今'],
  ja: ['現在', '至今', '今'],
  ko: ['현재', '지금'],
  ar: ['الآن', 'حتى الآن', 'حاليا', 'حاليًا'],
  he: ['היום', 'הווה', 'כיום', 'עד היום'],
};

/** The words that end an open period in `language`: its pack's first, then the others its
 * owners write. */
export function presentWords(language: string, packWord: string): string[] {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  return [...new Set([packWord, ...(presentAlso[primary] ?? [])])];
}

/** The word for the present `period` ends with, of `words`. */
export function presentIn(period: string, words: readonly string[]): string | undefined {
  const [, to] = plainDigits(period).split(/\s+[–—-]\s+|\s*[–—~～〜]\s*/);
  return words.find((word) => to?.trim().toLowerCase() === word.toLowerCase());
}

/**
 * A period of the content as JSON Resume dates, its months read in any shipped language (and in
 * the owner's language's own calendar, where it has one): a
 * range ("Feb 2021 – Jan 2025"), an open one ("Jan 2025 – Present": no end date) or one month or
 * year ("Jun 2019": the same start and end). None when it names no year.
 */
export function periodDates(period: string, language: string, present: string[]): Dates {
  const monthNames = months(language);
  const own = ownCalendarOf(language);
  const [from = '', to] = plainDigits(period).split(/\s+[–—-]\s+|\s*[–—~～〜]\s*/);
  const startDate = parsePoint(from, monthNames, own);
  if (!startDate) return {};
  if (to === undefined) return { startDate, endDate: startDate };
  const current = present.some((word) => to.trim().toLowerCase() === word.toLowerCase());
  if (current) return { startDate };
  const endDate = parsePoint(to, monthNames, own);
  return endDate ? { startDate, endDate } : { startDate };
}

/** An ISO date as the owner's language writes a month: "Jan 2025", "Jan. 2025", "January
 * 2025" (`form` long), or a year. */
function formatPoint(date: string, language: string, form: MonthForm): string {
  const [year, month] = date.split('-').map(Number) as [number, number?];
  if (!month) return String(year);
  return new Intl.DateTimeFormat(gregorian(language), {
    month: form,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** JSON Resume dates as a period in the owner's language, its months short unless `form` is
 * long; `present` ends an open one. */
export function formatPeriod(
  { startDate, endDate }: Dates,
  language: string,
  present: string,
  form: MonthForm = 'short',
) {
  if (!startDate) return endDate ? formatPoint(endDate, language, form) : '';
  const start = formatPoint(startDate, language, form);
  if (!endDate) return `${start} – ${present}`;
  const end = formatPoint(endDate, language, form);
  return end === start ? start : `${start} – ${end}`;
}

/** A period as compared: its digits plain, spaces folded, no case, and no mark that may end a
 * month's name or not (a full stop, Hebrew's geresh). */
const comparable = (period: string) =>
  plainDigits(period)
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.,\u05f3'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The form of a period written in the owner's language's own calendar, if every word of it is
 * a month's name, a year, or the word for the present ("فروردین ۱۴۰۲ – اکنون"); its months'
 * form (short where its names are one, as a Gregorian month's). */
function ownForm(period: string, language: string, present: string): MonthForm | undefined {
  const own = ownCalendarOf(language);
  if (!own) return undefined;
  const words = plainDigits(period)
    .split(/[\s,،–—~～〜-]+/)
    .filter((word) => word && clean(word) !== clean(present) && !own.besides.has(clean(word)));
  const months = words
    .filter((word) => !/^\d{4}$/.test(word))
    .map((word) => own.names.get(clean(word)));
  if (months.some((month) => month === undefined)) return undefined;
  return months.some((month) => month?.form === 'short') ? 'short' : 'long';
}

/** The words Intl writes beside a month and a year in `language`'s Gregorian dates, not part of
 * either: Ukrainian's "р." and Russian's "г." (year), Spanish's "de". */
const besideWords = new Map<string, Set<string>>();

function besidesOf(language: string): Set<string> {
  let words = besideWords.get(language);
  if (!words) {
    words = new Set<string>();
    for (const month of monthFormats)
      for (let index = 0; index < 12; index++)
        for (const part of new Intl.DateTimeFormat(gregorian(language), {
          month,
          year: 'numeric',
          timeZone: 'UTC',
        }).formatToParts(new Date(Date.UTC(2020, index, 1))))
          if (part.type === 'literal' || part.type === 'era')
            for (const word of part.value.split(/[\s,]+/)) if (clean(word)) words.add(clean(word));
    besideWords.set(language, words);
  }
  return words;
}

/** The form of a period written with nothing but months, years and the word for the present,
 * though not exactly as Intl would ("лип. 2024 – вер. 2024", where Intl writes "лип. 2024 р."):
 * short if any month is, else long. */
function wholeForm(period: string, language: string, present: string): MonthForm | undefined {
  const names = months(language);
  const beside = besidesOf(language);
  const words = plainDigits(period.replace(new RegExp(escaped(present), 'iu'), ' '))
    .split(/[\s,،–—~～〜-]+/)
    .filter((word) => clean(word) && !/^\d{4}$/.test(word) && !beside.has(clean(word)));
  if (words.some((word) => monthOf(word, names) === undefined)) return undefined;
  const long = new Set(names.long.map(([name]) => name));
  return words.every((word) => long.has(clean(word))) ? 'long' : 'short';
}

/** Whether `period` is its `dates` as `language` writes them, with short or long month names,
 * and which: none when it holds words of the owner's own ("Summer 2017"). */
export function writtenForm(
  period: string,
  dates: Dates,
  language: string,
  present: string,
): MonthForm | undefined {
  return (
    monthFormats.find(
      (form) => comparable(formatPeriod(dates, language, present, form)) === comparable(period),
    ) ??
    (dates.startDate
      ? (ownForm(period, language, present) ?? wholeForm(period, language, present))
      : undefined)
  );
}
