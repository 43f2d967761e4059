import { languageOf } from '../src/content/text.ts';
import { content, expect, pageHeading, screen, test, text, viewports } from './fixtures';
import { technologiesOf } from '../src/features/projects/technologies.ts';

// A recruiter narrowing a long list of projects to a technology, by keyboard as by pointer: the
// cards without it go, the address keeps the choice (a link shared shows the same), the count
// is said, and every project comes back with the first choice. From six projects; an owner with
// fewer is offered no filter (src/features/projects/projects-screen.test.tsx checks it).

const projects = screen('projects');
const many = content.projects.length >= 6;
/** The technology of the owner's that fewest projects use (the most narrowing choice). */
const rarest = technologiesOf(content.projects).at(-1) ?? '';
const { format: number } = new Intl.NumberFormat(languageOf(content));
const using = (technology: string) =>
  content.projects.filter((project) =>
    project.technologies.some((each) => each.toLowerCase() === technology.toLowerCase()),
  );

test.describe('the projects narrowed to a technology', () => {
  test.skip(!many, `${content.projects.length} projects: a filter is offered from six`);

  test('shows only those with it, keeps the choice in the address, says the count; the first choice shows all', async ({
    page,
  }) => {
    await page.goto(`./#${projects.path}`);
    await expect(pageHeading(page)).toHaveText(projects.heading);
    const filter = page.getByRole('list', { name: text.technologyFilter });
    const cards = page.locator('[data-project-list] article');
    await expect(cards).toHaveCount(content.projects.length);
    await filter.getByRole('link', { name: rarest, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${projects.path}\\?technology=`));
    const shown = using(rarest).map((project) => project.title);
    await expect(cards.filter({ visible: true })).toHaveCount(shown.length);
    for (const title of shown)
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(filter.getByRole('link', { name: rarest, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('status')).toHaveText(
      text.projectsWith
        .replace('{technology}', rarest)
        .replace('{count}', number(shown.length))
        .replace('{total}', number(content.projects.length)),
    );
    // Where the visitor was: the screen did not move to its top or take focus.
    await expect(filter.getByRole('link', { name: rarest, exact: true })).toBeFocused();

    // The address shared: the same narrowed list on a fresh load.
    const address = page.url();
    await page.goto('about:blank');
    await page.goto(address);
    await expect(pageHeading(page)).toHaveText(projects.heading);
    await expect(cards.filter({ visible: true })).toHaveCount(shown.length);

    // Back to every project, by keyboard.
    await filter.getByRole('link', { name: text.allTechnologies, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(cards.filter({ visible: true })).toHaveCount(content.projects.length);
    await expect(page).toHaveURL(new RegExp(`#${projects.path}$`));
    await expect(page.getByRole('status')).toHaveText(
      text.allProjectsShown.replace('{count}', number(content.projects.length)),
    );
  });

  test('on a phone, the technologies wrap within the page and each is a target of 24 px at least', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`./#${projects.path}`);
    await expect(pageHeading(page)).toHaveText(projects.heading);
    const links = page.getByRole('list', { name: text.technologyFilter }).getByRole('link');
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );
  });
});
