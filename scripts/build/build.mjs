// The production build: `vite build` builds the app for the browser and as a server bundle of
// the screens, then writes index.html (scripts/build/prerender/prerender-plugin.ts). A site in several
// languages is built once per language: the main one into outDir, each other into its folder
// (`dist/de/`, served at `/portfolio/de/`; scripts/build/owner/site-language.ts).
// Usage: node scripts/build/build.mjs [--outDir dir]
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder, runnerImport } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });

/** Shows a problem of the owner's content or files alone, without the bundler's stack. */
function fail(errors) {
  for (const each of errors)
    console.error(`\n${each.message.replace(/^\[plugin [\w-]+\]\s*/, '')}`);
  process.exit(1);
}

/** A language's build, its content read and checked (a translation to fix fails here). */
async function builderFor(language, outDir) {
  if (language) process.env.PORTFOLIO_LANGUAGE = language;
  else delete process.env.PORTFOLIO_LANGUAGE;
  try {
    return await createBuilder({ build: { outDir, emptyOutDir: true } });
  } catch (error) {
    if (error?.code === 'PORTFOLIO_CONTENT') fail([error]);
    throw error;
  }
}

async function build(builder) {
  try {
    await builder.buildApp();
  } catch (error) {
    // The site's own checks (content, colours, font, secrets) say what to fix in their message: it
    // is shown alone, without the bundler's stack.
    const errors = error?.errors?.length ? error.errors : [error];
    if (!errors.every((each) => String(each?.plugin ?? '').startsWith('portfolio-'))) throw error;
    fail(errors);
  }
}

const first = await builderFor(undefined, values.outDir);
// The main language's build names the others (scripts/build/owner/owner-content.ts); every language's
// content is read before any is built.
const named = first.config.plugins.find((plugin) => plugin.name === 'portfolio-site-languages');
const [main, ...others] = named.api.languages();
const builders = [{ language: main, builder: first }];
for (const language of others)
  builders.push({
    language,
    builder: await builderFor(language.tag, join(values.outDir, language.folder)),
  });
for (const { language, builder } of builders) {
  if (others.length > 0)
    console.log(`\n${language.name} (${language.tag}): ${join(values.outDir, language.folder)}`);
  await build(builder);
}
if (others.length > 0)
  console.log(`\nbuilt the ${[main, ...others].map((each) => each.name).join(', ')} sites`);

// The placeholder that keeps owner/public/ in git is not the owner's: it is not published.
rmSync(join(values.outDir, '.gitkeep'), { force: true });

// The headers other static hosts than GitHub Pages send, read off every page built
// (scripts/build/prerender/host-files.ts).
const { module: hostFiles } = await runnerImport('./scripts/build/prerender/host-files.ts', {
  configFile: false,
  logLevel: 'error',
});
hostFiles.writeHostFiles(values.outDir, first.config.base);
