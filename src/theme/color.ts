// Colour arithmetic for the owner's brand colour: mixing shades from it and measuring contrast
// as WCAG 2 defines it.

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

export function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of `other` in `color` (0: color, 1: other). */
export function mix(color: string, other: string, amount: number): string {
  const [a, b] = [parseHex(color), parseHex(other)];
  return toHex(
    a.map((channel, index) => channel + ((b[index] ?? channel) - channel) * amount) as Rgb,
  );
}

/** A colour as the theme writes it, '#rrggbb', '#rgb' or 'rgba(r, g, b, a)', with its opacity. */
export function parseColor(color: string): Rgba {
  const channels = /^rgba?\(([^)]+)\)$/.exec(color.trim())?.[1];
  if (!channels) return [...parseHex(color), 1];
  const [r = 0, g = 0, b = 0, a = 1] = channels
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

/** `color` (perhaps translucent) as it shows over the opaque `beneath`. */
export function over(color: string, beneath: string): string {
  const [r, g, b, a] = parseColor(color);
  return mix(beneath, toHex([r, g, b]), a);
}

/** A colour's hue (0 to 6, a sixth of the circle each), saturation and lightness (0 to 1). */
function toHsl(hex: string): [hue: number, saturation: number, lightness: number] {
  const [r, g, b] = parseHex(hex).map((channel) => channel / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const l = (max + min) / 2;
  const s = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * l - 1));
  const hue =
    chroma === 0
      ? 0
      : max === r
        ? ((g - b) / chroma + 6) % 6
        : max === g
          ? (b - r) / chroma + 2
          : (r - g) / chroma + 4;
  return [hue, s, l];
}

function fromHsl(hue: number, saturation: number, lightness: number): string {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const m = lightness - c / 2;
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][Math.floor(hue) % 6] as Rgb;
  return toHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

/**
 * The colour's own hue at full voice: saturation raised to at least `saturation` and lightness set
 * to `lightness` (0 to 1). A grey stays grey: with no hue of its own there is none to raise.
 */
export function vivid(hex: string, saturation = 0.85, lightness = 0.5): string {
  const [hue, s] = toHsl(hex);
  if (s < 0.08) return toHex([lightness * 255, lightness * 255, lightness * 255]);
  return fromHsl(hue, Math.max(s, saturation), lightness);
}

/** The same hue and saturation, lighter (`amount` > 0) or darker, by `amount` of lightness. */
export function lightened(hex: string, amount: number): string {
  const [hue, s, l] = toHsl(hex);
  return fromHsl(hue, s, Math.min(1, Math.max(0, l + amount)));
}

/** `#rrggbb` at the given opacity. */
export function translucent(hex: string, alpha: number): string {
  return `rgba(${parseHex(hex).join(', ')}, ${alpha})`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of a colour on an opaque one (a translucent `a` shown over `b`),
 * from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(over(a, b)), luminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

/** WCAG AA for large text and the parts of controls (a focus ring, a border). */
export const minimumUiContrast = 3;

const darkText = 'rgba(0, 0, 0, 0.87)';

/** The text colour that reads best on every one of the filled `backgrounds` (a button at rest
 * and under the pointer), measured as drawn. */
export function textOn(...backgrounds: string[]): string {
  const lowest = (text: string) =>
    Math.min(...backgrounds.map((background) => contrastRatio(text, background)));
  return lowest('#ffffff') >= lowest(darkText) ? '#ffffff' : darkText;
}

/** `color` darkened a step at a time towards black until it reads as text on `background` (a
 * dark-only site's pale colour on a résumé's white paper); unchanged where it reads already. */
export function darkenedToRead(color: string, background: string): string {
  let drawn = color;
  for (let step = 1; contrastRatio(drawn, background) < minimumContrast && step <= 20; step++)
    drawn = mix(color, '#000000', step / 20);
  return drawn;
}
