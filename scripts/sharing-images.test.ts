// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { content } from '../owner/content.ts';
import { otherOwner } from '../src/test/other-owner.ts';
import {
  faviconPath,
  faviconSvg,
  iconSizes,
  renderSharingImages,
  sharingCard,
  type CardNode,
} from './sharing-images.ts';
import { ogImage } from './site-meta.mjs';

const favicon = faviconSvg(content, 'owner/public');

/** Every text in the card's element tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node)
    return texts((node as CardNode).props.children);
  return [];
}

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('sharing card and icons', () => {
  it.each([
    ['the owner', content],
    ['another owner', otherOwner],
  ])('the card shows %s: name, job title, tagline and skills', (_, owned) => {
    expect(texts(sharingCard(owned, favicon.svg, 'Inter'))).toEqual([
      owned.owner.name,
      owned.owner.jobTitle,
      owned.owner.tagline,
      ...owned.skills,
    ]);
  });

  it('renders the card at 1200x630 and the icons at their sizes, different for each owner', async () => {
    const renamed = { ...content, owner: { ...content.owner, name: `${content.owner.name} Jr.` } };
    const [mine, theirs] = await Promise.all([
      renderSharingImages(content, favicon),
      renderSharingImages(renamed, favicon),
    ]);
    const card = mine.get(ogImage.path)!;
    expect(card.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(card)).toEqual([ogImage.width, ogImage.height]);
    expect(card.equals(theirs.get(ogImage.path)!)).toBe(false);
    for (const [path, size] of Object.entries(iconSizes)) {
      expect(pngSize(mine.get(path)!), path).toEqual([size, size]);
    }
  });
});
