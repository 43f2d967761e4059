// The production build: the client bundle, then a server bundle of the screens that
// scripts/prerender.mjs renders into index.html. Usage: node scripts/build.mjs [--outDir dir]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { prerender, serverOutDirFor } from './prerender.mjs';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

// The GitHub repositories the client build fetched, for the server build to prerender the same.
const env = {
  ...process.env,
  GITHUB_REPOS_SNAPSHOT: `${serverOutDirFor(values.outDir)}.github.json`,
};

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
