import { describe, expect, it } from 'vitest';
import { codeFontStack, fontStack } from './tokens';

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

describe('codeFontStack', () => {
  it('sets code in the owner’s font where it is monospace, else in the system’s monospace', () => {
    expect(codeFontStack('JetBrains Mono', 'monospace')).toBe(
      fontStack('JetBrains Mono', 'monospace'),
    );
    for (const kind of [undefined, 'serif'] as const) {
      const stack = codeFontStack('Some Font', kind);
      expect(stack).not.toContain('Some Font');
      expect(stack.split(',').at(-1)?.trim()).toBe('monospace');
    }
  });
});
