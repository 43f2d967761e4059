// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en, packFor } from '../../../src/i18n/index.ts';
import { formatPeriod, periodDates, writtenForm } from './periods.ts';

/** Languages whose months Intl names in more than one way: a geresh (Hebrew), forms for a month
 * alone and in a date (Russian, Ukrainian, Polish, Greek), another calendar by default (Persian),
 * a mark on the name beside a year (Persian), digits and a sign (Japanese), a full stop beside a
 * year only (German), a word beside a year (Ukrainian "р.", Bulgarian "г.", Spanish "de"). */
const languages = ['he', 'ar', 'ru', 'uk', 'pl', 'el', 'fa', 'ja', 'de', 'es', 'bg'];
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

  it.each(languages)(
    'reads a period %s writes without the words Intl sets beside its months and years whole',
    (language) => {
      // "лип. 2024 – вер. 2024", where Intl writes "лип. 2024 р."; "julio 2015", not "julio de 2015".
      const present = (packFor(language) ?? en).resumePresent;
      for (const month of forms)
        for (let index = 0; index < 12; index++) {
          const point = (year: number) =>
            new Intl.DateTimeFormat(gregorian(language), {
              month,
              year: 'numeric',
              timeZone: 'UTC',
            })
              .formatToParts(first(year, index))
              .filter((part) => part.type === 'month' || part.type === 'year')
              .map((part) => part.value)
              .join(' ');
          for (const period of [`${point(2015)} – ${point(2016)}`, `${point(2015)} – ${present}`]) {
            const dates = periodDates(period, language, [present]);
            const form = writtenForm(period, dates, language, present);
            expect(form, period).toBeDefined();
            const english = new Intl.DateTimeFormat('en', { month: form, year: 'numeric' });
            expect(formatPeriod(dates, 'en', en.resumePresent, form), period).toBe(
              period.endsWith(present)
                ? `${english.format(first(2015, index))} – ${en.resumePresent}`
                : `${english.format(first(2015, index))} – ${english.format(first(2016, index))}`,
            );
          }
        }
    },
  );

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

describe('periods in the owner’s language’s own calendar', () => {
  // Every language whose dates Intl writes in another calendar than the Gregorian by default.
  const own = ['fa', 'th', 'ps', 'ar-SA', 'ja', 'he'].filter(
    (tag) => new Intl.DateTimeFormat(tag).resolvedOptions().calendar !== 'gregory',
  );
  const dayMs = 86_400_000;
  /** The months of the owner's calendar over two years, each with the day in its middle. */
  function monthsOf(tag: string) {
    const numeric = new Intl.DateTimeFormat(
      new Intl.Locale(tag, { numberingSystem: 'latn' }).toString(),
      { year: 'numeric', month: 'numeric', timeZone: 'UTC' },
    );
    const groups = new Map<string, Date[]>();
    for (let day = Date.UTC(2021, 0, 1); day < Date.UTC(2023, 0, 1); day += dayMs) {
      const key = numeric.format(new Date(day));
      groups.set(key, [...(groups.get(key) ?? []), new Date(day)]);
    }
    // Whole months only (not the first and last, cut by the range).
    return [...groups.values()].slice(1, -1).map((days) => days[Math.floor(days.length / 2)]!);
  }

  it('has languages to read', () => expect(own.length).toBeGreaterThan(0));

  it.each(own)('reads each month of %s’s own calendar as the Gregorian one it mostly is', (tag) => {
    const present = (packFor(tag) ?? en).resumePresent;
    for (const middle of monthsOf(tag))
      for (const month of forms) {
        const written = new Intl.DateTimeFormat(tag, { month, year: 'numeric', timeZone: 'UTC' });
        const period = `${written.format(middle)} – ${present}`;
        const dates = periodDates(period, tag, [present]);
        const expected = middle.toISOString().slice(0, 7);
        expect(dates, period).toEqual({ startDate: expected });
        // Read whole, so another language's site writes it in its own words.
        const form = writtenForm(period, dates, tag, present);
        expect(form, period).toBeDefined();
        expect(formatPeriod(dates, 'en', en.resumePresent, form)).toBe(
          `${new Intl.DateTimeFormat('en', { month: form, year: 'numeric', timeZone: 'UTC' }).format(middle)} – ${en.resumePresent}`,
        );
      }
  });

  it.each(own)(
    'reads %s’s month names in the form the same names in Gregorian months read as, where its forms coincide',
    (tag) => {
      const present = (packFor(tag) ?? en).resumePresent;
      const [middle] = monthsOf(tag);
      const names = forms.map((month) =>
        new Intl.DateTimeFormat(tag, { month, year: 'numeric', timeZone: 'UTC' }).format(middle),
      );
      if (names[0] !== names[1]) return;
      // One form of names, so an owner's periods, in one calendar or the other, are translated
      // alike: as a Gregorian month whose short and long names coincide, short.
      const period = `${names[0]} – ${present}`;
      expect(writtenForm(period, periodDates(period, tag, [present]), tag, present), period).toBe(
        'short',
      );
    },
  );

  it.each(own)('reads %s’s years alone, and keeps words of the owner’s own as theirs', (tag) => {
    const present = (packFor(tag) ?? en).resumePresent;
    const year = new Intl.DateTimeFormat(tag, { year: 'numeric', timeZone: 'UTC' });
    const from = new Date(Date.UTC(2015, 6, 1));
    const to = new Date(Date.UTC(2019, 6, 1));
    const period = `${year.format(from)} – ${year.format(to)}`;
    expect(periodDates(period, tag, [present])).toEqual({ startDate: '2015', endDate: '2019' });
    const season = new Intl.DisplayNames(tag, { type: 'dateTimeField' }).of('year') ?? 'x';
    const own = `${season} ${year.format(from)}`;
    expect(writtenForm(own, periodDates(own, tag, [present]), tag, present)).toBeUndefined();
  });
});
