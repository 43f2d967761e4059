import { describe, expect, it } from 'vitest';
import { breakpointValues, typeScale } from '../../theme/tokens';
import { nameFit } from './name-fit';

const sizeAt = (fit: Record<string, unknown>, at: string) =>
  (
    (at === 'xs' ? fit : fit[`@media (min-width:${breakpointValues[at as 'md']}px)`]) as {
      fontSize: string;
    }
  ).fontSize;
const divisor = (size: string) => Number(/100cqi \/ ([\d.]+)/.exec(size)?.[1]);

describe('the name’s size', () => {
  it('is never under the display step of a breakpoint, and smaller for a longer name', () => {
    const short = nameFit('Ada Li');
    const long = nameFit('María Fernanda de la Cruz Oliveira');
    for (const [at, [min]] of Object.entries(typeScale.display))
      expect(sizeAt(short, at)).toMatch(
        new RegExp(`^clamp\\(${min / 16}rem, calc\\(100cqi / [\\d.]+\\), 8rem\\)$`),
      );
    expect(divisor(sizeAt(long, 'xs'))).toBeGreaterThan(divisor(sizeAt(short, 'xs')) * 3);
  });

  it('counts an ideograph as a full em, wider than a Latin letter', () => {
    expect(divisor(sizeAt(nameFit('山田太郎'), 'xs'))).toBe(4);
    expect(divisor(sizeAt(nameFit('abcd'), 'xs'))).toBeLessThan(4);
  });
});
