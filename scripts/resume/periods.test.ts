// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en, packFor } from '../../src/i18n/index.ts';
import { formatPeriod, periodDates, writtenForm } from './periods.ts';

/** Languages whose months Intl names in more than one way: a geresh (Hebrew), forms for a month
 * alone and in a date (Russian, Ukrainian, Polish, Greek), another calendar by default (Persian),
 * a mark on the name beside a year (Persian), digits and a sign (Japanese), a full stop beside a
 * year only (German). */
const languages = ['he', 'ar', 'ru', 'uk', 'pl', 'el', 'fa', 'ja', 'de'];
const forms = ['short', 'long'] as const;
/** What a month is written beside: nothing, a year, a day. */
const besides = [{}, { year: 'numeric' }, { day: 'numeric' }] as const;

const gregorian = (tag: string) => new Intl.Locale(tag, { calendar: 'gregory' }).toString();
const first = (year: number, index: number) => new Date(Date.UTC(year, index, 1));
const iso = (year: number, index: number) => `${year}-${String(index + 1).padStart(2, '0')}`;

/** Every name Intl gives a month in `tag`: short and long, each beside what it may be. */
function namesOf(tag: string, index: number): string[] {
  const names = forms.flatMap((month) =>
    besides.map((beside) => {
      const format = new Intl.DateTimeFormat(gregorian(tag), { month, ...beside, timeZone: 'UTC' });
      return 'year' in beside || 'day' in beside
        ? format.formatToParts(first(2015, index)).find((part) => part.type === 'month')!.value
        : format.format(first(2015, index));
    }),
  );
  return [...new Set(names)];
}

/** A name as an owner may type it: as Intl writes it, without the mark that ends it, with a
 * full stop. */
const typed = (name: string) => {
  const bare = name.replace(/[.\u05f3]+$/u, '');
  return [name, bare, `${bare}.`];
};

describe('periods with months of any language', () => {
  it.each(languages)('reads every short and long month name of %s as written', (language) => {
    const present = [(packFor(language) ?? en).resumePresent];
    for (let index = 0; index < 12; index++)
      for (const name of namesOf(language, index).flatMap(typed))
        expect(periodDates(`${name} 2015 – ${name} 2016`, language, present), name).toEqual({
          startDate: iso(2015, index),
          endDate: iso(2016, index),
        });
  });

  it.each(languages)('reads a period %s writes whole, months short or long', (language) => {
    const present = (packFor(language) ?? en).resumePresent;
    for (const month of forms)
      for (let index = 0; index < 12; index++) {
        const point = (year: number) =>
          new Intl.DateTimeFormat(gregorian(language), {
            month,
            year: 'numeric',
            timeZone: 'UTC',
          }).format(first(year, index));
        const period = `${point(2015)} – ${point(2016)}`;
        const dates = periodDates(period, language, [present]);
        expect(dates, period).toEqual({ startDate: iso(2015, index), endDate: iso(2016, index) });
        expect(formatPeriod(dates, language, present, month)).toBe(period);
        expect(writtenForm(period, dates, language, present)).toBe(
          // A language whose short and long names coincide reads as short.
          formatPeriod(dates, language, present, 'short') === period ? 'short' : month,
        );
      }
  });

  it('knows a period with words of the owner’s own for theirs', () => {
    const [language = 'he'] = languages;
    const present = (packFor(language) ?? en).resumePresent;
    const season = new Intl.DisplayNames(language, { type: 'dateTimeField' }).of('year') ?? '';
    const period = `${season} 2014`;
    expect(writtenForm(period, periodDates(period, language, [present]), language, present)).toBe(
      undefined,
    );
  });
});
