// Periods as the content writes them ("Jan 2025 – Present", "2018 – 2022") and as JSON Resume
// keeps them (ISO dates: "2025-01", "2018"), both ways.

export type Dates = { startDate?: string; endDate?: string };

const monthFormats = ['short', 'long'] as const;

/** Month names in these languages (short and long, with or without a full stop) → 1–12. */
function months(languages: string[]): Map<string, number> {
  const names = new Map<string, number>();
  for (const language of new Set(['en', ...languages]))
    for (const month of monthFormats)
      for (let index = 0; index < 12; index++) {
        const name = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' })
          .format(new Date(Date.UTC(2020, index, 1)))
          .toLowerCase();
        names.set(name, index + 1);
        names.set(name.replace(/\.$/, ''), index + 1);
      }
  return names;
}

/** One end of a period: "Jan 2025", "January 2025", "2018", "Summer 2017" (a year) → ISO. */
function parsePoint(text: string, monthNames: Map<string, number>): string | undefined {
  const year = /\b(19|20)\d{2}\b/.exec(text)?.[0];
  if (!year) return undefined;
  // Any word of it may be the month: "Jan 2025", "janv. 2025", "mar. de 2022".
  const month = text
    .replace(year, ' ')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => monthNames.get(word) ?? monthNames.get(word.replace(/\.$/, '')))
    .find((found) => found !== undefined);
  return month ? `${year}-${String(month).padStart(2, '0')}` : year;
}

/**
 * A period of the content as JSON Resume dates, read in English and the owner's language: a
 * range ("Feb 2021 – Jan 2025"), an open one ("Jan 2025 – Present": no end date) or one month or
 * year ("Jun 2019": the same start and end). None when it names no year.
 */
export function periodDates(period: string, language: string, present: string[]): Dates {
  const monthNames = months([language]);
  const [from = '', to] = period.split(/\s+[–—-]\s+|\s*[–—]\s*/);
  const startDate = parsePoint(from, monthNames);
  if (!startDate) return {};
  if (to === undefined) return { startDate, endDate: startDate };
  const current = present.some((word) => to.trim().toLowerCase() === word.toLowerCase());
  if (current) return { startDate };
  const endDate = parsePoint(to, monthNames);
  return endDate ? { startDate, endDate } : { startDate };
}

/** An ISO date as the owner's language writes a month: "Jan 2025", "Jan. 2025", or a year. */
function formatPoint(date: string, language: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number?];
  if (!month) return String(year);
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** JSON Resume dates as a period in the owner's language; `present` ends an open one. */
export function formatPeriod({ startDate, endDate }: Dates, language: string, present: string) {
  if (!startDate) return endDate ? formatPoint(endDate, language) : '';
  const start = formatPoint(startDate, language);
  if (!endDate) return `${start} – ${present}`;
  const end = formatPoint(endDate, language);
  return end === start ? start : `${start} – ${end}`;
}
