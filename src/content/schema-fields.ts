// The kinds of field the content's schema is made of: an address, a text, an image in the owner's
// public folder, a day, a colour, a language tag.
import { z } from 'zod';
import { languagePacks, packFor } from '../i18n/index.ts';

export const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const text = z.string().trim().min(1, 'must not be empty');

export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tiff'] as const;

/** An image file in owner/public/, named by its path there: 'photo.jpg', 'images/shot.png'. */
export const publicImage = z
  .string()
  .trim()
  .regex(
    new RegExp(
      `^(?![/\\\\])(?!.*\\.\\.)(?![a-z][a-z0-9+.-]*:)[^?#\\\\]+\\.(${imageExtensions.join('|')})$`,
      'i',
    ),
    `must be an image file in owner/public/, named by its path there (e.g. 'photo.jpg'), ` +
      `one of: ${imageExtensions.join(', ')}`,
  );

/** A day as ISO 8601 writes it: '2025-03-14'. */
export const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written 'YYYY-MM-DD'")
  .refine((day) => !Number.isNaN(Date.parse(day)), 'must be a real date');

/** A BCP 47 tag of any language: 'en', 'pt-BR'. */
export const anyLanguageTag = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i, "must be a language tag such as 'en' or 'pt-BR'");

/** A colour as CSS writes it in hex: '#2dd4bf' or '#2db'. */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, "must be a hex colour such as '#2dd4bf'");

/** A BCP 47 tag whose language the interface speaks: 'de', 'pt-BR'. The languages are the
 * template's and the owner's own (owner/i18n/). */
export const languageTag = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i, "must be a language tag such as 'de' or 'pt-BR'")
  .refine((tag) => packFor(tag) !== undefined, {
    error: () =>
      `has no interface texts: the languages are ${Object.keys(languagePacks).join(', ')} (a new one is one file in owner/i18n/)`,
  });

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
