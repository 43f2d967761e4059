// @vitest-environment node
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { prefixer } from 'stylis';
import { describe, expect, it } from 'vitest';
import { rightToLeftPlugins } from './right-to-left';

/** The CSS a build's style cache with the right-to-left plugins writes for a rule set. */
function mirrored(css: string): string {
  const cache = createCache({ key: 'css', stylisPlugins: [prefixer, ...rightToLeftPlugins] });
  const styles = serializeStyles([css], cache.registered);
  const written = cache.insert('.x', styles, cache.sheet, true);
  return typeof written === 'string' ? written : String(cache.inserted[styles.name]);
}

describe('the styles of a page written right to left', () => {
  it('swaps physical sides, and leaves logical ones to the browser', () => {
    const css = mirrored(
      'margin-left:4px;padding-right:8px;border-right:1px solid;left:0;margin-inline-start:2px;',
    );
    expect(css).toContain('margin-right:4px');
    expect(css).toContain('padding-left:8px');
    expect(css).toContain('border-left:1px solid');
    expect(css).toContain('right:0');
    expect(css).toContain('margin-inline-start:2px');
  });

  it('swaps the sides of a four-value inset, and turns horizontal moves round', () => {
    expect(mirrored('inset:0 auto 0 0;')).toContain('inset:0 0 0 auto');
    expect(mirrored('transform:translateX(-100%);')).toContain('transform:translateX(100%)');
    expect(mirrored('transform:translateX(3px) scale(1);')).toContain(
      'transform:translateX(-3px) scale(1)',
    );
    expect(mirrored('transform:translateY(-200%);')).toContain('transform:translateY(-200%)');
  });
});
