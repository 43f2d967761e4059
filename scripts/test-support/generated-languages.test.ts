// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '../../src/content/content-problems.ts';
import { addOwnerPacks, type OwnerPack } from '../../src/i18n/index.ts';
import { translateContent } from '../build/owner/translation.ts';
import { generateOwner } from './generated-owner.ts';
import { scriptOwners } from './owner-pools.ts';
import { directionOf } from '../../src/i18n/index.ts';

const seeds = Array.from({ length: 200 }, (_, seed) => seed * 7919 + 1);
const owners = seeds.map(generateOwner);
/** A file of the owner folder's JSON value, as the generator writes it. */
const value = (file: string) => JSON.parse(file.slice(file.indexOf('{')).replace(/;?\s*$/, ''));

describe('the generated owner’s languages', () => {
  it('has a second, sometimes a third, language in about half of the seeds', () => {
    const counts = owners.map((owner) => owner.content.languages?.length ?? 0);
    const several = counts.filter((count) => count > 0).length / owners.length;
    expect(several).toBeGreaterThan(0.35);
    expect(several).toBeLessThan(0.65);
    expect(counts).toContain(2);
  });

  it('is valid in every language, with its translation over the main content', () => {
    let translations = 0;
    for (const { content, files, seed } of owners) {
      for (const [path, file] of Object.entries(files).filter(([path]) => path.startsWith('i18n/')))
        addOwnerPacks({ [path.slice(5, -3)]: value(file) as OwnerPack });
      expect(findContentProblems(content), `seed ${seed}`).toEqual([]);
      for (const tag of content.languages ?? []) {
        const file = files[`content.${tag}.ts`];
        if (file) translations++;
        const { problems } = translateContent(content, file && value(file), tag);
        expect(problems, `seed ${seed}, ${tag}`).toEqual([]);
      }
    }
    expect(translations).toBeGreaterThan(0);
  });

  it('writes right to left or CJK in about a third of the seeds, first or beside a left-to-right language, in a font that draws it', () => {
    const scriptOf = (owner: (typeof owners)[number]) =>
      [owner.content.language ?? 'en', ...(owner.content.languages ?? [])].find(
        (tag) => tag in scriptOwners,
      );
    const writing = owners.filter((owner) => scriptOf(owner));
    expect(writing.length / owners.length).toBeGreaterThan(0.25);
    expect(writing.length / owners.length).toBeLessThan(0.45);
    const first = writing.filter((owner) => scriptOf(owner) === owner.content.language);
    const beside = writing.filter((owner) => scriptOf(owner) !== owner.content.language);
    expect(first.some((owner) => directionOf(owner.content.language!) === 'rtl')).toBe(true);
    expect(first.some((owner) => /^(ja|zh|ko)$/.test(owner.content.language!))).toBe(true);
    expect(first.some((owner) => (owner.content.languages?.length ?? 0) > 0)).toBe(true);
    expect(beside.length).toBeGreaterThan(0);
    for (const owner of writing)
      expect(owner.content.theme?.font, `seed ${owner.seed}`).toBe(
        scriptOwners[scriptOf(owner)!]!.font,
      );
  });
});
