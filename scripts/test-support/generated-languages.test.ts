// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '../../src/content/schema.ts';
import { addOwnerPacks, type OwnerPack } from '../../src/i18n/index.ts';
import { translateContent } from '../site/translation.ts';
import { generateOwner } from './generated-owner.ts';

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
});
