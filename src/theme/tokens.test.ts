import { describe, expect, it } from 'vitest';
import { fontStack } from './tokens';

describe('fontStack', () => {
  it('puts the owner’s font first and the system’s faces of its kind after it', () => {
    const last = (kind?: 'serif' | 'monospace') => fontStack('Some Font', kind).split(',').at(-1);
    expect(fontStack('Some Font').startsWith('"Some Font",')).toBe(true);
    expect(fontStack('Inter').startsWith('Inter,')).toBe(true);
    expect(last()).toBe('sans-serif');
    expect(last('serif')).toBe('serif');
    expect(last('monospace')).toBe('monospace');
  });
});
