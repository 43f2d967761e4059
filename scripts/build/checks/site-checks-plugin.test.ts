// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { content } from '../../../owner/content.ts';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { findContentProblems } from '../../../src/content/content-problems.ts';
import type { Content } from '../../../src/content/schema.ts';
import { imagesOf } from '../images/content-images.ts';
import { siteChecks, siteProblems } from './site-checks-plugin';

const allIds = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'svc',
  VITE_EMAILJS_TEMPLATE_ID: 'tpl',
};

/** A public folder holding every image the content names (empty files: only their names are
 * checked here), or none of them. */
function publicFolder(candidate: unknown, withImages: boolean) {
  const folder = mkdtempSync(join(tmpdir(), 'site-checks-public-'));
  const valid = findContentProblems(candidate).length === 0;
  for (const { path } of withImages && valid ? imagesOf(candidate as Content) : []) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), '');
  }
  return folder;
}

function runBuildStart(
  candidate: unknown,
  env: Record<string, string | undefined>,
  consumer: 'client' | 'server' = 'client',
  withImages = true,
) {
  const publicDir = publicFolder(candidate, withImages);
  const config = { consumer, root: process.cwd(), publicDir };
  const context = { error: vi.fn(), warn: vi.fn(), environment: { config } };
  const hook = siteChecks({ current: candidate }, env).buildStart as unknown as (
    this: typeof context,
  ) => void;
  hook.call(context);
  rmSync(publicDir, { recursive: true, force: true });
  return context;
}

describe('site checks at build time', () => {
  it('stops at once on an image the content names that is not in the public folder', () => {
    const photo = 'images/nobody-put-this-here.jpg';
    const missing = { ...content, owner: { ...content.owner, photo } };
    const context = runBuildStart(missing, allIds, 'client', false);
    expect(context.error).toHaveBeenCalledWith(expect.stringContaining(`content.owner.photo: `));
    expect(context.error).toHaveBeenCalledWith(expect.stringContaining(`${photo} does not exist`));
  });

  it('passes valid content with every EmailJS id set', () => {
    const context = runBuildStart(content, allIds);
    expect(context.error).not.toHaveBeenCalled();
    // The owner's font may lack characters of their text: that is said, and only that.
    for (const [warning] of context.warn.mock.calls) expect(warning).toMatch(/^font: /);
    const drawn = runBuildStart(otherOwner, allIds);
    expect(drawn.error).not.toHaveBeenCalled();
    expect(drawn.warn).not.toHaveBeenCalled();
  });

  it('warns, naming the characters and where they are, of text the owner’s font cannot draw', () => {
    const owned = {
      ...otherOwner,
      theme: { ...otherOwner.theme, font: 'Nunito' },
      owner: { ...otherOwner.owner, name: 'Ωmega Li 李' },
      skills: ['Go', 'Ωμέγα'],
    };
    const context = runBuildStart(owned, allIds);
    expect(context.error).not.toHaveBeenCalled();
    const [warning] = context.warn.mock.calls.map(([said]) => String(said));
    expect(warning).toMatch(/^font: Nunito has no glyph for /);
    expect(warning).toContain('"Ω" (U+03A9), "李" (U+674E) in owner.name');
    expect(warning).toContain(
      '"Ω" (U+03A9), "μ" (U+03BC), "έ" (U+03AD), "γ" (U+03B3), "α" (U+03B1) in skills[1]',
    );
    expect(warning).not.toContain('skills[0]');
    expect(warning).toContain('the sharing card (og-image.png) draws them as empty boxes');
    const offCard = runBuildStart(
      {
        ...otherOwner,
        theme: { ...otherOwner.theme, font: 'Nunito' },
        jobs: [{ ...otherOwner.jobs[0]!, company: 'Ωmega' }],
      },
      allIds,
    );
    const [said] = offCard.warn.mock.calls.map(([text]) => String(text));
    expect(said).toContain('in jobs[0].company');
    expect(said).not.toContain('sharing card');
  });

  it('fails the build naming the bad field', () => {
    const context = runBuildStart({ ...content, resumeUrl: 'resume.pdf' }, allIds);
    expect(context.error).toHaveBeenCalledWith(expect.stringContaining('content.resumeUrl'));
  });

  it('warns about each missing EmailJS id', () => {
    const context = runBuildStart(content, { ...allIds, VITE_EMAILJS_SERVICE_ID: ' ' });
    expect(context.warn).toHaveBeenCalledWith(expect.stringContaining('VITE_EMAILJS_SERVICE_ID'));
    expect(context.warn).not.toHaveBeenCalledWith(
      expect.stringContaining('VITE_EMAILJS_PUBLIC_KEY'),
    );
  });

  it('fails a deploy build naming every missing secret and the contact form guide', () => {
    const context = runBuildStart(content, {
      VITE_EMAILJS_PUBLIC_KEY: 'pk',
      REQUIRE_EMAIL_SETTINGS: 'true',
    });
    expect(context.error).toHaveBeenCalledOnce();
    const message = context.error.mock.calls[0]![0] as string;
    expect(message).toMatch(/VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID are missing/);
    expect(message).not.toMatch(/VITE_EMAILJS_PUBLIC_KEY/);
    expect(message).toMatch(/docs\/contact-form\.md/);
  });

  it('fails a build on Netlify, Vercel or Cloudflare Pages without them, saying where to add them', () => {
    for (const [host, where] of [
      [{ NETLIFY: 'true' }, 'Netlify’s Site configuration'],
      [{ VERCEL: '1' }, 'Vercel’s Project Settings'],
      [{ CF_PAGES: '1' }, 'Cloudflare Pages’ Settings'],
    ] as const) {
      const context = runBuildStart(content, { ...host, VITE_EMAILJS_PUBLIC_KEY: 'pk' });
      expect(context.error).toHaveBeenCalledOnce();
      expect(context.error.mock.calls[0]![0]).toContain(where);
      // Unless the owner says a site without a working form is what they want.
      const off = runBuildStart(content, { ...host, REQUIRE_EMAIL_SETTINGS: 'false' });
      expect(off.error).not.toHaveBeenCalled();
    }
  });

  it('passes a deploy build that has every secret', () => {
    const context = runBuildStart(otherOwner, { ...allIds, REQUIRE_EMAIL_SETTINGS: 'true' });
    expect(context.error).not.toHaveBeenCalled();
    expect(context.warn).not.toHaveBeenCalled();
  });

  it('checks once: the server bundle for prerendering skips it', () => {
    const context = runBuildStart({ ...content, resumeUrl: 'resume.pdf' }, {}, 'server');
    expect(context.error).not.toHaveBeenCalled();
    expect(context.warn).not.toHaveBeenCalled();
  });
});

describe('the brand colour check', () => {
  it('checks the colour in the schemes the site has only', () => {
    // A deep crimson reads on the light page, not on the dark one.
    const crimson = { ...otherOwner, theme: { primary: '#9f1239' } };
    expect(siteProblems({ ...crimson, theme: { ...crimson.theme, only: 'light' } })).toEqual([]);
    expect(siteProblems(crimson).join(' ')).toMatch(/dark/);
  });
});
