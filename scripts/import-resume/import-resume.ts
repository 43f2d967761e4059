// `npm run import:resume -- path/to/resume.json`: writes owner/content.ts from a JSON Resume file.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format } from 'prettier';
import { validate } from 'resume-schema';
import { findContentProblems } from '../../src/content/content-problems.ts';
import { type Content } from '../../src/content/schema.ts';
import { addOwnerPacks } from '../../src/i18n/index.ts';
import { loadOwnerPacks } from '../build/owner/language-plugin.ts';
import { contentFile, loadOwnerContent } from '../build/owner/owner-content.ts';
import { fromJsonResume } from '../build/resume/from-json-resume.ts';
import type { JsonResume } from '../build/resume/to-json-resume.ts';

/** The schema's verdict on a JSON Resume: its errors, one line each. */
export function jsonResumeProblems(resume: unknown): Promise<string[]> {
  return new Promise((resolve) =>
    validate(resume, (errors) =>
      resolve(
        (errors ?? []).map(
          (error) => `${error.path.replace(/^#\/?/, '') || '(root)'}: ${error.message}`,
        ),
      ),
    ),
  );
}

export type ImportResult = {
  written: string;
  backup?: string;
  unmapped: string[];
  kept: string[];
};

/**
 * Reads a JSON Resume, checks it against the schema, and writes the content it makes to
 * owner/content.ts under `root`, keeping what JSON Resume has no place for from the file it
 * replaces (settings, writing, photo, screenshots). That file is kept beside it first.
 * Throws, writing nothing, on a file that is not valid JSON Resume.
 */
export async function importResume(file: string, root = process.cwd()): Promise<ImportResult> {
  let resume: JsonResume;
  try {
    resume = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not a JSON file: ${(error as Error).message}`);
  }
  const problems = await jsonResumeProblems(resume);
  if (problems.length > 0)
    throw new Error(`${file} is not valid JSON Resume:\n  ${problems.join('\n  ')}`);
  const target = join(root, contentFile);
  const previous = existsSync(target)
    ? await loadOwnerContent(root).catch(() => undefined)
    : undefined;
  // The owner's own language packs (owner/i18n/): their languages are ones the content may name.
  addOwnerPacks(await loadOwnerPacks(root));
  const { content, unmapped, kept } = fromJsonResume(resume, previous ?? {});
  const invalid = findContentProblems(content);
  if (invalid.length > 0)
    throw new Error(
      `${file} lacks what the site needs:\n  ${invalid.join('\n  ')}\nAdd it to the file, or import and complete ${contentFile} by hand.`,
    );
  const source = await format(contentSource(content), {
    filepath: target,
    singleQuote: true,
    printWidth: 100,
  });
  let backup: string | undefined;
  if (existsSync(target)) {
    backup = target.replace(/\.ts$/, '.before-import.ts');
    renameSync(target, backup);
  }
  writeFileSync(target, source);
  return {
    written: relative(root, target),
    ...(backup && { backup: relative(root, backup) }),
    unmapped,
    kept,
  };
}

function contentSource(content: Content) {
  return `import type { Content } from '../src/content/schema';

/**
 * Everything the site says about its owner, imported from a JSON Resume file: edit it to make the
 * site yours. It is checked against \`schema.ts\` when the site builds.
 */
export const content: Content = ${JSON.stringify(content, null, 2)};
`;
}

/** The command: prints what it did, or why it did nothing. */
export async function main(args: string[]): Promise<number> {
  const [file] = args;
  if (!file) {
    console.error('Usage: npm run import:resume -- path/to/resume.json');
    return 2;
  }
  try {
    const { written, backup, unmapped, kept } = await importResume(file);
    if (backup) console.log(`${written} existed: it is kept as ${backup}.`);
    console.log(`Wrote ${written} from ${file}.`);
    if (kept.length > 0)
      console.log(
        `Kept from the file it replaces (JSON Resume has no place for them):\n  ${kept.join('\n  ')}`,
      );
    if (unmapped.length > 0)
      console.log(
        `Not mapped (the site has no place for them; the file still has them):\n  ${unmapped.join('\n  ')}`,
      );
    console.log('Check it with `npm run dev`, then `npm test`.');
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}
