// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveSiteUrl, sampleSiteUrl } from './site-url.ts';

describe('resolveSiteUrl', () => {
  it('keeps the owner’s own address, whatever the deploy says', () => {
    expect(
      resolveSiteUrl({
        siteUrl: 'https://me.example.com/folio',
        envSiteUrl: 'https://me.github.io/folio/',
        base: '/folio/',
      }),
    ).toEqual({ url: 'https://me.example.com/folio/' });
  });

  it('takes the deploy’s address when the content has none or still has the sample’s', () => {
    for (const siteUrl of [undefined, sampleSiteUrl]) {
      expect(
        resolveSiteUrl({ siteUrl, envSiteUrl: 'https://me.github.io/folio', base: '/folio/' }),
      ).toEqual({ url: 'https://me.github.io/folio/' });
    }
  });

  it('falls back to the local preview’s address, with a warning naming the setting', () => {
    const { url, warning } = resolveSiteUrl({ siteUrl: undefined, envSiteUrl: '', base: '/x/' });
    expect(url).toBe('http://localhost:4173/x/');
    expect(warning).toMatch(/siteUrl is not set in owner\/content\.ts/);
    expect(
      resolveSiteUrl({ siteUrl: sampleSiteUrl, envSiteUrl: undefined, base: '/' }).warning,
    ).toMatch(/still the sample’s address/);
  });

  it('names the content file the build read', () => {
    const contentFile = 'owners/jane/content.ts';
    const { warning } = resolveSiteUrl({
      siteUrl: undefined,
      envSiteUrl: '',
      base: '/',
      contentFile,
    });
    expect(warning).toContain(`siteUrl is not set in ${contentFile},`);
  });
});
