/** Which way a language's lines run. */
export type Direction = 'ltr' | 'rtl';

/** The scripts written right to left (ISO 15924) that a language's likely script can be. */
const rightToLeftScripts = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

/** The direction of a language's script, as Intl knows it ('fa' is Arabic script, 'yi' Hebrew,
 * 'az-Arab' Arabic): every language the browser and Node know, not a list of languages. */
export function scriptDirection(tag: string): Direction {
  try {
    const { script } = new Intl.Locale(tag).maximize();
    return script && rightToLeftScripts.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** A language's direction: what its pack declares (an owner's pack of a language Intl does not
 * know may say `direction: 'rtl'`), else its script's. */
export function directionOf(tag: string, declared?: { direction?: Direction }): Direction {
  return declared?.direction ?? scriptDirection(tag);
}

export const isDirection = (value: unknown): value is Direction =>
  value === 'ltr' || value === 'rtl';
