// The production build: `vite build` builds the app for the browser and as a server bundle of
// the screens, then writes index.html (scripts/site/prerender-plugin.ts).
// Usage: node scripts/site/build.mjs [--outDir dir]
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

const builder = await createBuilder({ build: { outDir: values.outDir, emptyOutDir: true } });
try {
  await builder.buildApp();
} catch (error) {
  // The site's own checks (content, colours, font, secrets) say what to fix in their message: it
  // is shown alone, without the bundler's stack.
  const errors = error?.errors?.length ? error.errors : [error];
  if (!errors.every((each) => String(each?.plugin ?? '').startsWith('portfolio-'))) throw error;
  for (const each of errors)
    console.error(`\n${each.message.replace(/^\[plugin [\w-]+\]\s*/, '')}`);
  process.exit(1);
}
