import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../content';
import { directionOf, languagePacks, packFor, type Direction } from '../../i18n';
import { otherOwner } from '../../test/other-owner';
import { renderPart } from '../../test/render-app';
import type { ContentsEntry } from './page-contents';
import { WrittenPage } from './written-page';

/** A language of the template's packs written in `direction`. */
const languageWritten = (direction: Direction) =>
  Object.keys(languagePacks).find((tag) => directionOf(tag, packFor(tag)) === direction) ?? '';

/** The build's style cache, which renders the page at build time only (src/entry-server.tsx). */
const buildCache = Object.assign(createCache({ key: 'css' }), { compat: true as const });

const [project] = otherOwner.projects as [Content['projects'][number]];

/** A case study in `lang` on the site of `language`. */
function renderStudy(language: string, lang: string, contents: ContentsEntry[] = []) {
  const content = { ...otherOwner, language, text: undefined };
  renderPart(
    <CacheProvider value={buildCache}>
      <WrittenPage
        title={project.title}
        tags={project.technologies}
        lang={lang}
        dir={directionOf(lang, packFor(lang))}
        html={`<p>${project.description}</p>`}
        contents={contents}
        back={{ href: '#/projects', label: project.title }}
        tagsLabel={project.title}
      />
    </CacheProvider>,
    { content },
  );
  const text = screen.getByText(project.description).parentElement;
  return { heading: screen.getByRole('heading', { level: 1 }), text };
}

describe('a case study or an article', () => {
  it.each([
    ['rtl', 'ltr'],
    ['ltr', 'rtl'],
  ] as const)(
    'written %s on a site written %s carries its own language and direction',
    (written, site) => {
      const [lang, language] = [languageWritten(written), languageWritten(site)];
      const { heading, text } = renderStudy(language, lang);
      for (const element of [heading, text]) {
        expect(element).toHaveAttribute('lang', lang);
        expect(element).toHaveAttribute('dir', written);
      }
    },
  );

  it('in the site’s language takes the page’s', () => {
    const language = languageWritten('rtl');
    const { heading, text } = renderStudy(language, language);
    for (const element of [heading, text]) {
      expect(element).not.toHaveAttribute('lang');
      expect(element).not.toHaveAttribute('dir');
    }
  });

  it('lists its sections and theirs, each a link to its heading, in the page’s words', () => {
    const language = languageWritten('ltr');
    const contents = project.technologies.map((technology, index) => ({
      id: `section-${index}`,
      text: technology,
      depth: index === 1 ? 3 : 2,
    }));
    renderStudy(language, language, contents);
    const nav = screen.getByRole('navigation', { name: packFor(language)!.pageContents });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      contents.map(({ id, text }) => [text, `#${id}`]),
    );
  });

  it('has no contents where it has none', () => {
    const language = languageWritten('ltr');
    renderStudy(language, language);
    expect(
      screen.queryByRole('navigation', { name: packFor(language)!.pageContents }),
    ).not.toBeInTheDocument();
  });

  it('sets its code in the owner’s font where it is a monospace family, else in the system’s', () => {
    const codeFont = (font: string, fontKind?: 'monospace' | 'serif') => {
      const cache = Object.assign(createCache({ key: 'code' }), { compat: true as const });
      const content = { ...otherOwner, theme: { ...otherOwner.theme, font } };
      renderPart(
        <CacheProvider value={cache}>
          <WrittenPage
            title={project.title}
            tags={[]}
            lang="en"
            dir="ltr"
            html="<pre><code>npm ci</code></pre>"
            contents={[]}
            back={{ href: '#/projects', label: project.title }}
            tagsLabel={project.title}
          />
        </CacheProvider>,
        { content, ...(fontKind && { fontKind }) },
      );
      const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
      return /code\{[^}]*font-family:([^;}]*)/.exec(css)?.[1] ?? '';
    };
    expect(codeFont('JetBrains Mono', 'monospace')).toMatch(/^"JetBrains Mono",/);
    expect(codeFont('Lora', 'serif')).toMatch(/^ui-monospace/);
  });
});
