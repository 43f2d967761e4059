// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutUnreadClassNames } from './unread-class-names';

describe('class names no rule reads', () => {
  it('are dropped; a root name, a name a rule reads and every other class stay', () => {
    const html =
      '<div class="MuiChip-root MuiChip-filled MuiChip-sizeMedium css-1abc"><span class="MuiChip-label css-2def">Go</span></div><p class="MuiTypography-body1">x</p><i>y</i>';
    const css = '.css-1abc .MuiChip-label{padding:0 12px}.css-2def{color:red}';
    expect(withoutUnreadClassNames(html, css)).toBe(
      '<div class="MuiChip-root css-1abc"><span class="MuiChip-label css-2def">Go</span></div><p>x</p><i>y</i>',
    );
  });
});
