// Dates in another language's site: a period the owner wrote in the main language and did not
// translate ("Mar 2022 – Present") is written as that language writes it ("März 2022 – heute").
import type { Content } from '../../../src/content/schema.ts';
import { languageOf } from '../../../src/content/text.ts';
import { dictionaryFor } from '../../../src/i18n/index.ts';
import { formatPeriod, periodDates, presentIn, presentWords, writtenForm } from './periods.ts';

/**
 * A period in `language`, if it is one the build reads whole: written back in the main language,
 * with short or long month names, its dates give the same text ("Summer 2017" is the owner's
 * words and stays so). Its months are then as short or long in `language`.
 */
function periodIn(period: string, main: string, language: string): string {
  const presents = presentWords(main, dictionaryFor(main).resumePresent);
  const dates = periodDates(period, main, presents);
  if (!dates.startDate && !dates.endDate) return period;
  // The present as the owner wrote it ("現在" where the pack says "至今").
  const present = presentIn(period, presents) ?? dictionaryFor(main).resumePresent;
  const form = writtenForm(period, dates, main, present);
  if (!form) return period;
  return formatPeriod(dates, language, dictionaryFor(language).resumePresent, form);
}

/**
 * The content in another language (`translated`) with the periods and dates its translation
 * left as the main content writes them (`main`) in that language.
 */
export function periodsInLanguage(translated: Content, main: Content): Content {
  const from = languageOf(main);
  const to = languageOf(translated);
  if (from === to) return translated;
  const local = (value: string, original: string | undefined) =>
    value === original ? periodIn(value, from, to) : value;
  return {
    ...translated,
    jobs: translated.jobs.map((job, index) => ({
      ...job,
      period: local(job.period, main.jobs[index]?.period),
    })),
    ...(translated.education && {
      education: translated.education.map((entry, index) => ({
        ...entry,
        period: local(entry.period, main.education?.[index]?.period),
      })),
    }),
    ...(translated.certifications && {
      certifications: translated.certifications.map((entry, index) => ({
        ...entry,
        date: local(entry.date, main.certifications?.[index]?.date),
      })),
    }),
  };
}
