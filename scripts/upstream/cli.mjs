// npm run template:update (.github/workflows/template-update.yml; see scripts/upstream/cli.ts).
import { runnerImport } from 'vite';

const { module } = await runnerImport('./scripts/upstream/cli.ts', {
  configFile: false,
  logLevel: 'error',
});
process.exit(module.main());
