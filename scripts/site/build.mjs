// The production build: `vite build` builds the app for the browser and as a server bundle of
// the screens, then writes index.html (scripts/site/prerender-plugin.ts). A site in several
// languages is built once per language: the main one into outDir, each other into its folder
// (`dist/de/`, served at `/portfolio/de/`; scripts/site/site-language.ts).
// Usage: node scripts/site/build.mjs [--outDir dir]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

/** Shows a problem of the owner's content or files alone, without the bundler's stack. */
function fail(errors) {
  for (const each of errors)
    console.error(`\n${each.message.replace(/^\[plugin [\w-]+\]\s*/, '')}`);
  process.exit(1);
}

async function build(outDir) {
  let builder;
  try {
    builder = await createBuilder({ build: { outDir, emptyOutDir: true } });
  } catch (error) {
    if (error?.code === 'PORTFOLIO_CONTENT') fail([error]);
    throw error;
  }
  try {
    await builder.buildApp();
  } catch (error) {
    // The site's own checks (content, colours, font, secrets) say what to fix in their message: it
    // is shown alone, without the bundler's stack.
    const errors = error?.errors?.length ? error.errors : [error];
    if (!errors.every((each) => String(each?.plugin ?? '').startsWith('portfolio-'))) throw error;
    fail(errors);
  }
  return builder;
}

delete process.env.PORTFOLIO_LANGUAGE;
const builder = await build(values.outDir);
// The main language's build names the others (scripts/site/owner-content.ts).
const named = builder.config.plugins.find((plugin) => plugin.name === 'portfolio-site-languages');
const [main, ...others] = named.api.languages();
for (const language of others) {
  console.log(`\n${language.name} (${language.tag}): ${join(values.outDir, language.folder)}`);
  process.env.PORTFOLIO_LANGUAGE = language.tag;
  await build(join(values.outDir, language.folder));
}
if (others.length > 0)
  console.log(`\nbuilt the ${[main, ...others].map((each) => each.name).join(', ')} sites`);
