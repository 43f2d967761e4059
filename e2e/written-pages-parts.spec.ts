// What engineers put in a case study or an article, as the owner wrote it (read from their
// Markdown): diagrams drawn and maths typeset with JavaScript off, a table of contents for a page
// of three sections or more, headings that link to themselves, links to the owner's other
// Markdown files that lead to their pages, and code a button copies. For whatever the owner
// wrote: a part no page has is said and skipped.
import { pageParts } from '../src/content/own-pages.ts';
import { en, fillText, packFor } from '../src/i18n/index.ts';
import { languageOf } from '../src/content/text.ts';
import {
  content,
  expect,
  owner,
  pageHeading,
  test,
  text,
  viewports,
  writtenPages,
} from './fixtures';
import { pageOfFile, readingOf } from './written-pages';

const main = languageOf(content);
const pages = writtenPages.map((page) => ({ ...page, reading: readingOf(owner.dir, page, main) }));
/** The words of the text's language: the site's own, or a template pack's for a text written in
 * another (as the build names them). */
const wordsOf = (lang: string) => (lang === main ? text : { ...en, ...packFor(lang) });
const prose = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('article').locator(`:scope > div:last-child`);

test.describe('the parts of a page of its own', () => {
  test.skip(pages.length === 0, 'the owner wrote no case study or article');

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('diagrams are drawn pictures with a text alternative, maths is typeset, code is text', async ({
      page,
    }) => {
      const shown = pages.filter(
        ({ reading }) => reading.diagrams > 0 || reading.maths || reading.codeBlocks > 0,
      );
      test.skip(shown.length === 0, 'no page draws a diagram, writes maths or shows code');
      for (const written of shown) {
        const { reading } = written;
        await page.goto(written.path);
        const where = reading.file;
        const diagrams = prose(page).locator(`.${pageParts.diagram} > svg`);
        await expect(diagrams, where).toHaveCount(reading.diagrams);
        for (const diagram of await diagrams.all()) {
          await expect(diagram, where).toHaveAttribute('role', 'img');
          await expect(diagram, where).toHaveAccessibleName(/\S/);
          expect((await diagram.boundingBox())?.height ?? 0, where).toBeGreaterThan(20);
        }
        // No diagram left as its source, no TeX as written.
        await expect(prose(page).locator('[data-language="mermaid"]'), where).toHaveCount(0);
        if (reading.maths) {
          await expect(prose(page).locator('math').first(), where).toBeVisible();
          expect(await prose(page).innerText(), where).not.toMatch(/\$\$|\\frac|\\sum/);
        }
        await expect(prose(page).locator('pre'), where).toHaveCount(reading.codeBlocks);
        await expect(page.getByRole('button', { name: text.copyCode }), where).toHaveCount(0);
      }
    });
  });

  test('a page of three sections or more has its contents, each entry leading to its heading', async ({
    page,
  }) => {
    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport);
      for (const written of pages) {
        await page.goto(written.path);
        const where = `${written.reading.file} at ${viewport.width} px`;
        const contents = page.getByRole('navigation', { name: text.pageContents });
        await expect(contents, where).toHaveCount(written.reading.sections >= 3 ? 1 : 0);
        if (written.reading.sections < 3) continue;
        // Beside the text on a wide screen; before it, after the title, on a phone.
        const [box, title] = await Promise.all([
          contents.boundingBox(),
          pageHeading(page).boundingBox(),
        ]);
        if (viewport === viewports.phone) expect(box!.y, where).toBeGreaterThan(title!.y);
        for (const entry of await contents.getByRole('link').all()) {
          const name = (await entry.textContent()) ?? '';
          const id = decodeURIComponent((await entry.getAttribute('href'))!.slice(1));
          const heading = prose(page).locator(`[id="${id}"]`);
          await expect(heading, `${where}: ${name}`).toHaveText(name);
          expect(await heading.evaluate((element) => /^H[1-6]$/.test(element.tagName))).toBe(true);
        }
        // Following the first entry brings its heading into view.
        const first = contents.getByRole('link').first();
        const id = decodeURIComponent((await first.getAttribute('href'))!.slice(1));
        await first.click();
        await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id)}$`));
        await expect(prose(page).locator(`[id="${id}"]`)).toBeInViewport();
      }
      if (pages.every(({ reading }) => reading.sections < 3))
        test.info().annotations.push({ type: 'note', description: 'no page of three sections' });
    }
  });

  test('each heading has an id and a link to itself, named for it', async ({ page }) => {
    for (const written of pages) {
      await page.goto(written.path);
      const headings = prose(page).locator(`.${pageParts.heading} > :is(h1, h2, h3, h4, h5, h6)`);
      const words = wordsOf(written.lang);
      for (const heading of await headings.all()) {
        const id = (await heading.getAttribute('id')) ?? '';
        expect(id, written.reading.file).not.toBe('');
        const name = ((await heading.textContent()) ?? '').trim();
        const link = heading.locator('xpath=following-sibling::a');
        await expect(link).toHaveAttribute('href', `#${id}`);
        await expect(link).toHaveAccessibleName(fillText(words.sectionLink, { heading: name }));
      }
      // Ids are unique on the page.
      const ids = await page.locator('[id]').evaluateAll((all) => all.map((each) => each.id));
      expect(ids.length, written.reading.file).toBe(new Set(ids).size);
    }
  });

  test('a link to another of the owner’s Markdown files leads to its page, at its section', async ({
    page,
  }) => {
    const linking = pages.filter(({ reading }) => reading.fileLinks.length > 0);
    test.skip(linking.length === 0, 'no page links another Markdown file');
    for (const written of linking)
      for (const link of written.reading.fileLinks) {
        await page.goto(written.path);
        const where = `${written.reading.file} → ${link.file}`;
        await prose(page).getByRole('link', { name: link.text, exact: true }).first().click();
        await expect(page, where).toHaveURL(
          new RegExp(`/${pageOfFile(link.file)}(#[^#]+)?$`.replace(/\./g, '\\.')),
        );
        const hash = new URL(page.url()).hash;
        if (link.fragment) {
          expect(hash, where).not.toBe('');
          const target = prose(page).locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
          await expect(target, where).toBeInViewport();
        }
      }
  });

  test('a code block’s copy button copies its code by keyboard and says so; a page without code has none', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const written of pages) {
      await page.goto(written.path);
      const buttons = page.getByRole('button', { name: text.copyCode });
      await expect(buttons, written.reading.file).toHaveCount(written.reading.codeBlocks);
      const scripts = await page
        .locator('script:not([src]):not([type])')
        .evaluateAll((all) => all.map((each) => each.textContent ?? ''));
      expect(
        scripts.some((script) => script.includes(pageParts.copyButton)),
        `${written.reading.file}: its copy script`,
      ).toBe(written.reading.codeBlocks > 0);
      if (written.reading.codeBlocks === 0) continue;
      const block = prose(page).locator(`.${pageParts.codeBlock}`).first();
      const button = block.getByRole('button', { name: text.copyCode });
      await button.focus();
      await expect(button).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: text.codeCopied })).toHaveCount(1);
      await expect(block.getByRole('button')).toHaveText(text.codeCopied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await block.locator('code').innerText());
      expect(copied.length).toBeGreaterThan(0);
    }
  });
});
