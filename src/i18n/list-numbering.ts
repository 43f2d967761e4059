// A numbered list counts in the digits the page writes its numbers in (Intl's numbering
// system for the language): ۱. ۲. ۳. in Persian, 1. 2. 3. in English.

/** The CSS counter style of each of Intl's numbering systems a language may write its digits in. */
const counterStyles: Record<string, string> = {
  arab: 'arabic-indic',
  arabext: 'persian',
  beng: 'bengali',
  deva: 'devanagari',
  gujr: 'gujarati',
  guru: 'gurmukhi',
  khmr: 'khmer',
  knda: 'kannada',
  laoo: 'lao',
  mlym: 'malayalam',
  mong: 'mongolian',
  mymr: 'myanmar',
  orya: 'oriya',
  tamldec: 'tamil',
  telu: 'telugu',
  thai: 'thai',
  tibt: 'tibetan',
};

/** How a numbered list counts in a language: in the digits its numbers are written in on the
 * page (a Persian list ۱. ۲. ۳.), else 1. 2. 3. */
export function listNumbering(language: string): string {
  const { numberingSystem } = new Intl.NumberFormat(language).resolvedOptions();
  return counterStyles[numberingSystem] ?? 'decimal';
}
