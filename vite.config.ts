import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { builtAnalytics } from './scripts/build/prerender/analytics.ts';
import { buildData } from './scripts/build/build-data/build-data-plugin.ts';
import { fontFaces, fontProblem, ownerFont, pageText } from './scripts/build/fonts/font-plugin.ts';
import { preloadedFaces } from './scripts/build/fonts/page-faces.ts';
import { languagePacks, loadOwnerPacks } from './scripts/build/owner/language-plugin.ts';
import {
  builtContent,
  builtPublicDir,
  loadSiteContent,
  ownerContentPreview,
  shownContentFile,
  siteLanguagesPlugin,
} from './scripts/build/owner/owner-content.ts';
import { ownerScreens } from './scripts/build/owner/owner-screens.ts';
import { devPages } from './scripts/build/prerender/dev-pages.ts';
import { prerender } from './scripts/build/prerender/prerender-plugin.ts';
import { resume } from './scripts/build/resume/resume-plugin.ts';
import { sharingImages } from './scripts/build/sharing-cards/sharing-images-plugin.ts';
import { siteChecks, siteProblems } from './scripts/build/checks/site-checks-plugin.ts';
import { ContentError } from './scripts/build/owner/site-language.ts';
import { resolveSiteBase } from './scripts/build/owner/site-url.ts';
import { addOwnerPacks } from './src/i18n/index.ts';
import { findContentProblems } from './src/content/content-problems.ts';

export default defineConfig(async ({ command, mode, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), ['VITE_', 'GITHUB_']), ...process.env };
  // The owner's languages first: the content's check and the build's scripts speak them too.
  const packs = await loadOwnerPacks();
  addOwnerPacks(packs);
  // The main language's site, or another's in its folder (scripts/build/owner/site-language.ts).
  const { main, current, language, missing } = await loadSiteContent();
  const owner = { current, main, language, missing, packs };
  const site = !process.env.VITEST;
  // The folder the site is built for follows its address; a BASE_PATH that disagrees stops a
  // build (docs/decisions/0045-one-address.md). The preview serves a build where it was built
  // for, whatever BASE_PATH says. Invalid content is the content check's to say.
  const { base, problem } = resolveSiteBase({
    siteUrl: findContentProblems(main).length === 0 ? main.siteUrl : undefined,
    contentFile: shownContentFile(),
  });
  if (problem && site && command === 'build') throw new ContentError(problem);
  if (problem && site && !isPreview) console.warn(`warning: ${problem}`);
  return {
    base: base + (language?.folder ?? ''),
    // The owner's files (images, favicon, CNAME) apart from the template's; another owner's
    // folder with PORTFOLIO_OWNER (see scripts/build/owner/owner-content.ts).
    publicDir: builtPublicDir(),
    define: {
      // The app announces page views and events only on a site with analytics (the tests' code
      // always: scripts/build/prerender/analytics.ts).
      PORTFOLIO_ANALYTICS: JSON.stringify(!site || !!builtAnalytics(owner.current.analytics)),
    },
    // The build's stages (scripts/build/README.md), each plugin marked with its folder.
    plugins: [
      builtContent(owner), // owner
      siteLanguagesPlugin(owner), // owner
      react(),
      site && siteChecks(owner, env), // checks
      site && ownerContentPreview(owner, siteProblems), // owner
      site && devPages(), // prerender (the pages as the dev server serves them)
      site && fontFaces(owner), // fonts
      languagePacks(owner, { all: !site }), // owner
      site && sharingImages(owner), // sharing-cards
      site && resume(owner), // resume
      buildData(owner, env), // build-data, with images and written-pages
      ownerScreens(), // owner
      // prerender. A font that is not installed fails the site checks, naming what to install.
      site &&
        !fontProblem(owner.current) &&
        prerender({
          preloadFaces: preloadedFaces(ownerFont(owner.current), pageText(owner.current)),
          // A case study or an article may be written in another script than the site's (one
          // language's text standing in for another's): its page preloads that script's face.
          pageFaces: (text) => preloadedFaces(ownerFont(owner.current), text),
        }),
    ],
    resolve: {
      // The one module an owner's screen imports the template's pieces from, wherever the
      // owner's folder is (docs/make-it-yours.md, "Add a screen").
      alias: { 'portfolio/kit': resolve('src/owner-kit.ts') },
    },
    build: {
      target: 'es2022',
      // A font's face is a file of its own, however small (a CJK family's subsets can be a few
      // hundred bytes): inlined into the page's CSS, every visit would download it.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: {
        // The bundler's notice of time spent in plugins is for the template's developers
        // (npm run bench measures the build), not something an owner can act on.
        checks: { pluginTimings: false },
        output: {
          // Script parts are named <part>-<hash>.chunk.js (spec section 7).
          chunkFileNames: 'assets/[name]-[hash].chunk.js',
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'happy-dom',
      setupFiles: ['src/test/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'scripts/**/*.test.{ts,tsx}',
        'site-check/**/*.test.ts',
        'owner/**/*.test.{ts,tsx}',
      ],
      restoreMocks: true,
      unstubGlobals: true,
      // The files of a worker share their modules: each file's import of MUI, React and the app
      // cost more than its tests. Mocks, stubbed globals, storage and the i18n packs are put
      // back after each test or file (src/test/setup.ts); docs/decisions/0023.
      isolate: false,
      // A worker per core: Vitest's default leaves one core to its main process, which on a
      // 2-core machine runs the files one at a time (docs/architecture.md, Tests).
      maxWorkers: availableParallelism(),
      // Image processing and whole-app renders take seconds on a busy 2-core machine, as a CI
      // runner can be; more with a test file on each core.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      env: {
        VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
        VITE_EMAILJS_SERVICE_ID: 'test-service',
        VITE_EMAILJS_TEMPLATE_ID: 'test-template',
      },
    },
  };
});
