// The owner's words in another of the site's languages (owner/content.<tag>.ts): any part of the
// content, over the main language's. See docs/make-it-yours.md, "Several languages at once".
import { findContentProblems } from '../../../src/content/content-problems.ts';
import { type Content } from '../../../src/content/schema.ts';

/** The site's settings, the same in every language: a translation cannot change them. */
const settings = new Set(['language', 'languages', 'siteUrl', 'theme', 'github', 'resume']);

type Merged = { value: unknown; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kind = (value: unknown) =>
  Array.isArray(value) ? 'a list' : isObject(value) ? 'an object { … }' : `${typeof value}`;

const key = (path: string, name: string | number) =>
  typeof name === 'number' ? `${path}[${name}]` : `${path}.${name}`;

/**
 * One value of the translation over the content's: an object field by field; a list of objects
 * position by position (`jobs: [{ description: [...] }, { title: '…' }]`, an entry left empty
 * keeps the main language's); a list of texts and a text whole. Anything the content does not
 * have is a problem, named by its path.
 */
function over(main: unknown, translated: unknown, path: string): Merged {
  if (translated === undefined) return { value: main, problems: [] };
  if (main === undefined)
    return { value: main, problems: [`${path}: the content has no such field`] };
  if (Array.isArray(main) && Array.isArray(translated)) {
    if (!main.some(isObject)) return { value: translated, problems: [] };
    const problems: string[] = [];
    const value = main.map((entry, index) => {
      const merged = over(entry, translated[index], key(path, index));
      problems.push(...merged.problems);
      return merged.value;
    });
    for (let index = main.length; index < translated.length; index++)
      problems.push(
        `${key(path, index)}: the content has ${main.length} of these (lists match by position)`,
      );
    return { value, problems };
  }
  if (isObject(main) && isObject(translated)) {
    const problems: string[] = [];
    const value: Record<string, unknown> = { ...main };
    for (const [name, each] of Object.entries(translated)) {
      const merged = over(main[name], each, key(path, name));
      problems.push(...merged.problems);
      value[name] = merged.value;
    }
    return { value, problems };
  }
  if (kind(main) !== kind(translated))
    return {
      value: main,
      problems: [
        `${path}: must be ${kind(main) === 'string' ? 'text' : kind(main)}, as in the content`,
      ],
    };
  return { value: translated, problems: [] };
}

/** The featured project follows its title into the translation: named by its main-language
 * title and left untranslated, it is the project at that place in the list, by its title there. */
function followFeatured(content: Content, translated: Content): Content {
  const featured = content.home?.featuredProject;
  if (!featured || translated.home?.featuredProject !== featured) return translated;
  const at = content.projects.findIndex((project) => project.title === featured);
  const title = translated.projects[at]?.title;
  return title && title !== featured
    ? { ...translated, home: { ...translated.home, featuredProject: title } }
    : translated;
}

/**
 * The content in `language`: the translation over the main language's content, with `language`
 * set to it, checked again as a whole. The interface texts in the owner's words (`text`) are the
 * translation's own, if any: the main content's are words of the main language. Problems name
 * the translation's paths (`translation.jobs[3]`, `translation.owner.nickname`).
 */
export function translateContent(
  content: Content,
  translation: unknown,
  language: string,
): { content: Content; problems: string[] } {
  const problems: string[] = [];
  if (translation !== undefined && !isObject(translation))
    problems.push('translation: must be an object { … } of the content’s fields');
  const fields = isObject(translation) ? translation : {};
  for (const name of Object.keys(fields))
    if (settings.has(name))
      problems.push(`translation.${name}: is the site’s setting, the same in every language`);
  // The owner's interface texts are words of one language: the main one's are not the others'.
  const withoutTexts: Content = { ...content };
  delete withoutTexts.text;
  const { text: texts, ...translatable } = fields;
  if (texts !== undefined && !isObject(texts))
    problems.push('translation.text: must be an object { … } of interface texts by name');
  const merged = over(
    withoutTexts,
    Object.fromEntries(Object.entries(translatable).filter(([name]) => !settings.has(name))),
    'translation',
  );
  problems.push(...merged.problems);
  const translated = {
    ...followFeatured(content, merged.value as Content),
    ...(isObject(texts) && { text: texts as Content['text'] }),
    language,
  };
  if (problems.length === 0)
    problems.push(
      ...findContentProblems(translated).map((problem) =>
        problem.replace(/^content\b/, 'translation'),
      ),
    );
  return { content: translated, problems };
}
