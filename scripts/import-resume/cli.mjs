// npm run import:resume -- path/to/resume.json (see scripts/import-resume/import-resume.ts).
import { runnerImport } from 'vite';

const { module } = await runnerImport('./scripts/import-resume/import-resume.ts', {
  configFile: false,
  logLevel: 'error',
});
process.exit(await module.main(process.argv.slice(2)));
