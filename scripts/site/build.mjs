// The production build: `vite build` builds the app for the browser and as a server bundle of
// the screens, then writes index.html (scripts/site/prerender-plugin.ts).
// Usage: node scripts/site/build.mjs [--outDir dir]
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

const builder = await createBuilder({ build: { outDir: values.outDir, emptyOutDir: true } });
await builder.buildApp();
