import { describe, expect, it } from 'vitest';
import { arabicForms } from './arabic-forms';

const points = (text: string) =>
  [...text].map((char) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase());

describe('Arabic letters as their presentation forms', () => {
  it('gives each letter the form its neighbours join it in', () => {
    // beh initial, yeh medial, teh final; alone, a letter is isolated.
    expect(points(arabicForms('بيت'))).toEqual(['FE91', 'FEF4', 'FE96']);
    expect(points(arabicForms('ب'))).toEqual(['FE8F']);
    // Dal joins the letter before only: the meem after it starts afresh.
    expect(points(arabicForms('دم'))).toEqual(['FEA9', 'FEE1']);
  });

  it('joins lam and alef as one ligature, and writes Persian and Urdu letters too', () => {
    expect(points(arabicForms('لا'))).toEqual(['FEFB']);
    expect(points(arabicForms('سلام'))).toEqual(['FEB3', 'FEFC', 'FEE1']);
    // Persian: peh, keheh, farsi yeh; Urdu: tteh, heh goal, yeh barree.
    expect(points(arabicForms('پیک'))).toEqual(['FB58', 'FBFF', 'FB8F']);
    expect(points(arabicForms('ٹہے'))).toEqual(['FB68', 'FBA9', 'FBAF']);
  });

  it('reads back as the letters written after Unicode normalisation, marks and all', () => {
    for (const text of [
      'ليلى حداد',
      'قدت الانتقال إلى Kubernetes فوفّرنا ٣٥٪ من تكاليف السحابة في عام ٢٠٢٣.',
      'مهندس نرم‌افزار ارشد',
      'سافٹ ویئر انجینئر',
    ])
      expect(arabicForms(text).normalize('NFKC')).toBe(text.normalize('NFKC'));
  });

  it('leaves text of other scripts as it is', () => {
    expect(arabicForms('Grace Hopper 2021年4月')).toBe('Grace Hopper 2021年4月');
  });
});
