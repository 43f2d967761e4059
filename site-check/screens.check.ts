import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../scripts/test-support/axe.ts';
import { interactiveAttribute } from '../src/start-up/contract.ts';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../src/theme/color-scheme.ts';
import { ownerSites, type ExpectedScreen } from './owner-site.ts';
import { siteAddress } from './site-settings.ts';
import { animationsDone, stayLocal, watchPage } from './watch-page.ts';

// Every screen of the built site, in each of its languages, as a visitor opens it by its address:
// the owner's words in that language, the app starting at the first input, nothing reported in
// the console, no failed request, and no accessibility violation, in every colour scheme the
// owner offers.
const sites = await ownerSites();
const phone = { width: 360, height: 740 };

type Site = (typeof sites)[number];

/** Opens a screen as a visitor who chose this scheme, then gives the first input. */
async function open(
  page: Page,
  site: Site,
  screen: ExpectedScreen,
  scheme: 'dark' | 'light' | undefined,
) {
  if (scheme) {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [colorSchemeStorageKey, scheme],
    );
  }
  await page.goto(`${site.address}#${screen.path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', site.language);
  await expectWords(page, screen);
  if (scheme) await expect(page.locator('html')).toHaveAttribute(colorSchemeAttribute, scheme);
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width - 1, height - 1);
  await expect(page.locator('html'), 'the app starts at the first input').toHaveAttribute(
    interactiveAttribute,
    'true',
  );
  await expectWords(page, screen);
}

async function expectWords(page: Page, screen: ExpectedScreen) {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  if (screen.heading) await expect(heading).toHaveText(screen.heading);
  else await expect(heading, `${screen.path} has a main heading`).toHaveText(/\S/);
  for (const words of screen.texts) await expect(main).toContainText(words);
}

async function expectNoViolations(page: Page) {
  await animationsDone(page);
  expect(await axeViolations(page), 'axe finds no violation').toEqual([]);
}

test.beforeEach(async ({ context }) => stayLocal(context, siteAddress()));

for (const site of sites) {
  // A site in one language is named as before; each of several by its language.
  const of = sites.length > 1 ? ` (${site.language})` : '';

  test(`the navigation holds every screen of the content, named in its language${of}`, () => {
    expect(site.screens.map(({ path, nav }) => ({ path, nav }))).toEqual(
      expect.arrayContaining(site.required),
    );
  });

  for (const screen of site.screens) {
    for (const [index, scheme] of site.schemes.entries()) {
      test(`${screen.path} (${screen.nav}), ${scheme}${of}`, async ({ page }) => {
        const problems = watchPage(page, siteAddress());
        await open(page, site, screen, site.schemes.length > 1 ? scheme : undefined);
        await expectNoViolations(page);
        if (index === 0) {
          // The phone layout (top bar, menu button) of the same page, once per screen.
          await page.setViewportSize(phone);
          await expect(page.getByRole('banner'), 'the top bar names the owner').toContainText(
            site.content.owner.name,
          );
          await expectWords(page, screen);
          await expectNoViolations(page);
        }
        expect(problems, 'nothing reported in the console, no failed request').toEqual([]);
      });
    }
  }

  test(`an unknown address shows the not-found screen${of}`, async ({ page }) => {
    const problems = watchPage(page, siteAddress());
    await page.goto(`${site.address}#/no-such-screen-${Date.now()}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      site.text.notFoundTitle,
    );
    await expectNoViolations(page);
    expect(problems).toEqual([]);
  });
}
