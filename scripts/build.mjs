// The production build: the client bundle, then a server bundle of the screens that
// scripts/prerender.mjs renders into index.html. Usage: node scripts/build.mjs [--outDir dir]
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { prerender, serverOutDirFor } from './prerender.mjs';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

// Where the client build leaves what the server build must render the same (build-handoff.ts).
const handoffDir = `${serverOutDirFor(values.outDir)}.handoff`;
rmSync(handoffDir, { recursive: true, force: true });
const env = { ...process.env, BUILD_HANDOFF_DIR: handoffDir };

function vite(args) {
  const result = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

vite(['--outDir', values.outDir, '--emptyOutDir']);
vite([
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  serverOutDirFor(values.outDir),
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
await prerender({ outDir: values.outDir });
