// The production build: `vite build` builds the app for the browser and as a server bundle of
// the screens, then writes index.html (scripts/site/prerender-plugin.ts).
// Usage: node scripts/site/build.mjs [--outDir dir]
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

// Where the browser build leaves what the server build must render the same (build-handoff.ts).
const handoffId = createHash('sha256').update(resolve(values.outDir)).digest('hex').slice(0, 12);
const handoffDir = `node_modules/.cache/portfolio-handoff/${handoffId}`;
rmSync(handoffDir, { recursive: true, force: true });
process.env.BUILD_HANDOFF_DIR = handoffDir;

const builder = await createBuilder({ build: { outDir: values.outDir, emptyOutDir: true } });
await builder.buildApp();
