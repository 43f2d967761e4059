// npm run template:update (.github/workflows/template-update.yml; see scripts/upstream/cli.ts).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./cli.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
process.exit(module.main());
