import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { resolveBasePath } from './scripts/base-path.ts';
import { contentImages } from './scripts/content-images-plugin.ts';
import { gitHubRepos } from './scripts/github-repos-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { sharingImages } from './scripts/sharing-images.ts';
import { siteChecks } from './scripts/site-checks-plugin.ts';
import { content } from './src/content/content.ts';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ['VITE_', 'GITHUB_']), ...process.env };
  return {
    base: resolveBasePath(process.env.BASE_PATH),
    plugins: [
      react(),
      !process.env.VITEST && siteChecks(content, env),
      !process.env.VITEST && sharingImages(content),
      gitHubRepos(content.github, env),
      contentImages(content, env),
      !process.env.VITEST && prerender(),
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
