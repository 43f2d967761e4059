// The sharing card's layout, from the content, as satori's element tree: the owner's name, job
// title, tagline and skills in their font and brand colour, on the background of the scheme a
// first-time visitor sees; and its texts shaped as satori needs them drawn.
import type { Content } from '../../../src/content/schema.ts';
import { ownerScheme, schemeColors } from '../../../src/theme/brand.ts';
import { translucent } from '../../../src/theme/color.ts';
import { directionOfContent, languageOf } from '../../../src/content/text.ts';
import { isCased } from '../../../src/theme/script-styles.ts';
import { presentationForms } from '../drawn-text/arabic-forms.ts';
import { withWordBreaks } from '../drawn-text/word-breaks.ts';
import { directionRuns, readsLeftToRight, rightToLeftGroups } from './card-bidi.ts';
import type { CardFont } from '../fonts/drawn-faces.ts';
import { ogImage } from './card-size.ts';

/** A node of satori's element tree: the shape React elements have. */
export type CardNode = { type: string; props: Record<string, unknown> };

const node = (type: string, style: object, children?: unknown, extra: object = {}): CardNode => ({
  type,
  props: { style, children, ...extra },
});

/** Fits a name of any length on the card: long names get a smaller size rather than cut. */
function nameSize(name: string) {
  if (name.length <= 22) return 72;
  if (name.length <= 32) return 60;
  return 48;
}

/** The colours of the scheme a first-time visitor sees: the card and icons look like the site. */
export const ownerColors = (content: Content) =>
  schemeColors(content.theme)[ownerScheme(content.theme)];

/** The card's text column, px: the card less its sides' padding; the tagline's, narrower. */
const contentWidth = ogImage.width - 2 * 80;

/** Scripts satori measures a few per cent short of what it draws (Thai and the like, and the
 * ideographs and kana of Chinese and Japanese): their lines are given room to spare. */
const spaceless =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const taglineWidth = 980;

/** The sharing card's layout, from the content. */
export function sharingCard(content: Content, faviconSvg: string, fontFamily: string): CardNode {
  const { name, jobTitle, tagline } = content.owner;
  const colors = ownerColors(content);
  const rtl = directionOfContent(content) === 'rtl';
  // A right-to-left card: its words laid out from the right (./card-bidi.ts), all to the right;
  // a text that reads left to right (an English tagline) in its own order, on the same edge.
  // (Widths in px: satori lays out neither a `100%` nor an `auto` margin on the right here.)
  const words = (text: string, width = contentWidth) =>
    rtl && readsLeftToRight(text)
      ? node('div', { width, textAlign: 'right' }, text)
      : rtl
        ? node(
            'div',
            {
              display: 'flex',
              flexDirection: 'row-reverse',
              flexWrap: 'wrap',
              columnGap: '0.28em',
              width,
            },
            rightToLeftGroups(text).map((group) => {
              const runs = directionRuns(group);
              return runs.length === 1
                ? node('div', {}, group)
                : node(
                    'div',
                    { display: 'flex', flexDirection: 'row-reverse' },
                    runs.map((run) => node('div', {}, run)),
                  );
            }),
          )
        : text;
  const logo = `data:image/svg+xml;base64,${Buffer.from(faviconSvg).toString('base64')}`;
  return node(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      padding: '64px 80px',
      fontFamily,
      color: colors.text,
      backgroundColor: colors.background,
      backgroundImage: `radial-gradient(circle at 85% 15%, ${translucent(colors.primary, 0.22)} 0%, ${colors.background} 55%)`,
    },
    [
      node(
        'div',
        { display: 'flex' },
        // At the right by a margin of its width: satori drops an image placed by `auto` or
        // flex alignment.
        node(
          'img',
          { width: 72, height: 72, ...(rtl && { marginLeft: contentWidth - 72 }) },
          undefined,
          {
            src: logo,
            width: 72,
            height: 72,
          },
        ),
      ),
      node(
        'div',
        {
          fontSize: nameSize(name),
          fontWeight: 750,
          // Tracked as the site's display type, in a script with capitals. Satori measures a
          // line of Thai (and the like) a few per cent short of what it draws: room is kept.
          ...(isCased(languageOf(content)) && { letterSpacing: nameSize(name) * -0.035 }),
          // Satori wraps a text only inside a width it is given: a long title (an article's)
          // ran past the card's edge on one line. Three lines at most.
          maxWidth: spaceless.test(name) ? contentWidth * 0.9 : contentWidth,
          ...(!rtl && { lineClamp: 3 }),
          lineHeight: 1.1,
          marginTop: 28,
        },
        words(name),
      ),
      node(
        'div',
        {
          fontSize: 34,
          fontWeight: 600,
          color: colors.primary,
          maxWidth: spaceless.test(jobTitle) ? contentWidth * 0.9 : contentWidth,
          ...(!rtl && { lineClamp: 2 }),
          marginTop: 4,
          marginBottom: 20,
        },
        words(jobTitle),
      ),
      node(
        'div',
        {
          fontSize: 24,
          lineHeight: 1.45,
          color: colors.textSecondary,
          maxWidth: spaceless.test(tagline) ? taglineWidth * 0.9 : taglineWidth,
          ...(rtl
            ? {
                maxHeight: 24 * 1.45 * 3,
                overflow: 'hidden',
                marginLeft: contentWidth - taglineWidth,
              }
            : { lineClamp: 3 }),
        },
        words(tagline, taglineWidth),
      ),
      node(
        'div',
        {
          position: 'absolute',
          left: 80,
          right: 80,
          bottom: 64,
          display: 'flex',
          ...(rtl && { flexDirection: 'row-reverse' }),
          flexWrap: 'wrap',
          gap: 12,
          maxHeight: 96,
          overflow: 'hidden',
        },
        content.skills.map((skill) =>
          node(
            'div',
            {
              // The site's skill chip: the primary's tone, no border.
              backgroundColor: translucent(colors.primary, 0.14),
              color: colors.primary,
              borderRadius: 999,
              padding: '4px 18px',
              fontSize: 20,
              fontWeight: 500,
              lineHeight: '30px',
            },
            skill,
          ),
        ),
      ),
    ],
  );
}

/** The card's texts with Arabic letters joined as their presentation forms: satori joins them
 * but places none of the dots a font such as Noto Sans Arabic draws apart (./arabic-forms.ts). */
export function drawnCard(content: Content, faces: CardFont[]): Content {
  // And a zero-width space between the words of Thai (and the like), where satori may break a
  // line: it breaks only where Unicode's line-breaking rules allow, never inside such a run.
  const shaped = presentationForms(faces);
  const draw = (text: string) => withWordBreaks(shaped(text), '\u200b');
  const { name, jobTitle, tagline } = content.owner;
  return {
    ...content,
    owner: { ...content.owner, name: draw(name), jobTitle: draw(jobTitle), tagline: draw(tagline) },
    skills: content.skills.map(draw),
  };
}
