import { test as base, expect, type Page } from '@playwright/test';
import { e2eBuildEnv } from '../scripts/e2e-settings.mjs';
import { resolveSiteUrl } from '../scripts/site-url.mjs';
import { content } from '../src/content/content.ts';
import type { Content } from '../src/content/schema.ts';
import { screenRoutes, type ScreenPart } from '../src/app/route-table.ts';
import { colorSchemeStorageKey } from '../src/theme/color-scheme.ts';

export const viewports = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

/** Each screen's main heading, for an owner. */
const headings = {
  home: (owned) => `Hi, I’m ${owned.owner.name}`,
  experience: () => 'My Professional Journey & Growth',
  projects: () => 'Projects',
  contact: () => "Have a Project in Mind? Let's Connect!",
} satisfies Record<ScreenPart, (owned: Content) => string>;

/** The four screens as a visitor finds them (src/app/route-table.ts): path, main heading,
 * drawer label. */
export function screensOf(owned: Content) {
  const screen = (route: (typeof screenRoutes)[number]) => ({
    path: route.path,
    heading: headings[route.part](owned),
    nav: route.label,
    slug: route.part,
  });
  const [home, experience, projects, contact] = screenRoutes;
  return [screen(home), screen(experience), screen(projects), screen(contact)] as const;
}

/** The screens of the owner whose content the suite's build holds. */
export const screens = screensOf(content);

/** Where the suite's build says the site lives: its canonical URL. */
export const siteUrl = resolveSiteUrl({
  siteUrl: content.siteUrl,
  envSiteUrl: e2eBuildEnv.SITE_URL,
  base: e2eBuildEnv.BASE_PATH,
}).url;

/**
 * Opens a route of the hash-routed site and waits until it shows its heading and is live. The
 * app starts on the visitor's first input, as for a visitor: here a move of the mouse to the
 * page's bottom-right corner, where it hovers over nothing.
 */
export async function openRoute(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(`./#${path}`);
  if (heading) await expect(pageHeading(page)).toHaveText(heading);
  await startWithInput(page);
}

/** Gives the page a first input (a mouse move) and waits until the app is live. */
export async function startWithInput(page: Page) {
  const { width, height } = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(width - 1, height - 1);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/**
 * Opens a route with the app's start-up script held back, so a test can act on the painted page
 * before the app is live, and waits for its heading. Returns a function that lets the script
 * through (and, if nothing has started the app yet, gives the page an input) and waits until the
 * app is live. `url`: the address, for a site other than the suite's.
 */
export async function openBeforeAppStart(
  page: Page,
  path: string,
  heading: string | RegExp,
  url = `./#${path}`,
): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(heading);
  return async () => {
    release();
    await startWithInput(page);
  };
}

/** As for a visitor who chose this colour scheme on an earlier visit. */
export async function rememberColorScheme(page: Page, scheme: 'dark' | 'light' | 'system') {
  await page.addInitScript(
    ([key, value]) => {
      // Not on about:blank, which has no storage.
      if (location.protocol.startsWith('http')) localStorage.setItem(key!, value!);
    },
    [colorSchemeStorageKey, scheme],
  );
}

/** Fills the contact form's fields, by label. */
export async function fillContactForm(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
}

/** Waits until no animation (the page fade, a drawer sliding in) is running. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The content of the first <meta> the selector finds. */
export function meta(page: Page, selector: string) {
  return page.locator(selector).first().getAttribute('content');
}

export function pageHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

type Fixtures = { consoleErrors: string[] };

/** Marks the running test as one that provokes console errors on purpose. */
export function expectConsoleErrors() {
  test.info().annotations.push({ type: 'expected-console-errors' });
}

/**
 * Every test fails on an uncaught error or a console error or warning it did not ask for, and never
 * reaches the internet: third-party pages (links opened in new tabs) are stubbed.
 */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>stub' }),
    );
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
      await use(errors);
      if (!testInfo.annotations.some((note) => note.type === 'expected-console-errors')) {
        expect(errors, 'console errors').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { content, expect };
