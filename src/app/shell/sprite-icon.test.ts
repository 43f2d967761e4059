import { describe, expect, it } from 'vitest';
import { externalLinkIcons } from '../../content/schema';
import { shellIcons, spriteIconHref } from './sprite-icon';
import sprite from './icons.svg?raw';

const spriteIcons = [...externalLinkIcons, ...shellIcons];

/** The drawing of each symbol of icons.svg, by its id. */
const drawings = new Map(
  [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(
    ([, id = '', body = '']) => [id, body],
  ),
);

describe('icons drawn from one file', () => {
  it('has a symbol for every icon named, each drawn its own, and nothing else', () => {
    expect([...drawings.keys()].sort()).toEqual([...spriteIcons].sort());
    for (const [id, body] of drawings) expect(body, id).toMatch(/^<path d="[Mm][^"]{20,}"\/>$/);
    expect(new Set(drawings.values()).size).toBe(drawings.size);
  });

  it('refers to an icon by its symbol in the one file', () => {
    for (const name of spriteIcons)
      expect(spriteIconHref(name)).toMatch(new RegExp(`/icons[^/#]*#${name}$`));
  });
});
