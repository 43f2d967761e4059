// Colour arithmetic for the owner's brand colour: mixing shades from it and measuring contrast
// as WCAG 2 defines it.

type Rgb = [number, number, number];

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

/** WCAG 2's contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

/**
 * The colour nearest to `color` that reaches `ratio` on `background`: the same hue mixed
 * towards white on a dark background, towards black on a light one, as little as needed.
 */
export function nearestPassing(color: string, background: string, ratio = minimumContrast) {
  const towards = luminance(background) < 0.5 ? '#ffffff' : '#000000';
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(color, towards, step / 100);
    if (contrastRatio(candidate, background) >= ratio + 0.05) return candidate;
  }
  return towards;
}

/** The text colour that reads best on a filled `background`. */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background)
    ? '#ffffff'
    : 'rgba(0, 0, 0, 0.87)';
}
