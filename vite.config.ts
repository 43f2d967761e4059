import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { resolveBasePath } from './scripts/base-path.ts';
import { contentImages } from './scripts/content-images-plugin.ts';
import { fontFaces, ownerFont } from './scripts/font-plugin.ts';
import { preloadedFace } from './scripts/font-package.ts';
import { gitHubRepos } from './scripts/github-repos-plugin.ts';
import { ownerLanguageOnly } from './scripts/language-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { sharingImages } from './scripts/sharing-images.ts';
import { siteChecks } from './scripts/site-checks-plugin.ts';
import { screensFor } from './src/app/route-table.ts';
import { content } from './owner/content.ts';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ['VITE_', 'GITHUB_']), ...process.env };
  const font = ownerFont(content);
  return {
    base: resolveBasePath(process.env.BASE_PATH),
    // The owner's files (images, favicon, CNAME) apart from the template's.
    publicDir: 'owner/public',
    plugins: [
      react(),
      !process.env.VITEST && siteChecks(content, env),
      !process.env.VITEST && fontFaces(content),
      !process.env.VITEST && ownerLanguageOnly(content),
      !process.env.VITEST && sharingImages(content),
      gitHubRepos(content.github, env),
      contentImages(content, env),
      !process.env.VITEST &&
        typeof font !== 'string' &&
        prerender({
          screenParts: screensFor(content)
            .map((screen) => screen.part)
            .filter((part) => part !== 'home'),
          preloadFace: preloadedFace(font),
        }),
    ],
    build: {
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Script parts are named <part>-<hash>.chunk.js (spec section 7).
          chunkFileNames: 'assets/[name]-[hash].chunk.js',
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      restoreMocks: true,
      env: {
        VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
        VITE_EMAILJS_SERVICE_ID: 'test-service',
        VITE_EMAILJS_TEMPLATE_ID: 'test-template',
      },
    },
  };
});
