import { describe, expect, it } from 'vitest';
import { externalLinkIcons } from '../../content/schema';
import { linkIconHref } from './external-link-icon';
import sprite from './link-icons.svg?raw';

/** The drawing of each symbol of the icons' file, by its id. */
const drawings = new Map(
  [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(
    ([, id = '', body = '']) => [id, body],
  ),
);

describe('link icons', () => {
  it('draws every icon the content may name, each its own, and nothing else', () => {
    expect([...drawings.keys()].sort()).toEqual([...externalLinkIcons].sort());
    for (const [id, body] of drawings) expect(body, id).toMatch(/^<path d="M[^"]{20,}"\/>$/);
    expect(new Set(drawings.values()).size).toBe(drawings.size);
  });

  it('refers to an icon by its symbol in the one file', () => {
    for (const name of externalLinkIcons)
      expect(linkIconHref(name)).toMatch(new RegExp(`/link-icons[^/#]*#${name}$`));
  });
});
