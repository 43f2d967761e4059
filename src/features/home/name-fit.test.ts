import { describe, expect, it } from 'vitest';
import { nameFit } from './name-fit';

const divisor = (size: string) => Number(/100cqi \/ ([\d.]+)/.exec(size)?.[1]);

describe('the name’s size', () => {
  it('is never under three quarters of the greeting’s display step, and smaller for a longer name', () => {
    const short = nameFit('Ada Li');
    const long = nameFit('María Fernanda de la Cruz Oliveira');
    expect(short).toMatch(/^clamp\(0\.75em, calc\(100cqi \/ [\d.]+\), 8rem\)$/);
    expect(divisor(long)).toBeGreaterThan(divisor(short) * 3);
  });

  it('counts an ideograph as a full em and a little over, wider than a Latin letter', () => {
    expect(divisor(nameFit('山田太郎'))).toBeGreaterThan(4);
    expect(divisor(nameFit('山田太郎'))).toBeLessThan(4.4);
    expect(divisor(nameFit('abcd'))).toBeLessThan(4);
  });
});
