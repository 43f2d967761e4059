// The production build: `vite build` builds the app for the browser and as a server bundle of
// the screens, then writes index.html (scripts/site/prerender-plugin.ts).
// Usage: node scripts/site/build.mjs [--outDir dir]
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';
import { serverOutDirFor } from './server-bundle.mjs';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

// Where the browser build leaves what the server build must render the same (build-handoff.ts).
const handoffDir = `${serverOutDirFor(values.outDir)}.handoff`;
rmSync(handoffDir, { recursive: true, force: true });
process.env.BUILD_HANDOFF_DIR = handoffDir;

const builder = await createBuilder({ build: { outDir: values.outDir, emptyOutDir: true } });
await builder.buildApp();
