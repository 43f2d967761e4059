import { resumeFiles } from '../src/shared/resume-files.ts';
import {
  anyOf,
  base,
  content,
  expect,
  fillContactForm,
  meta,
  openRoute,
  screen,
  screens,
  siteUrl,
  test,
  text,
  viewports,
} from './fixtures';
import { goToScreen } from './live-app';

const emailApi = 'https://api.emailjs.com';

// What the live app's head and links say share one load and one start of the app, moving from
// screen to screen by address; each step names its promise (docs/decisions/0027).
test('found, shared and safe: the head, each route’s title, new-tab links, the served files, printing', async ({
  page,
  request,
}) => {
  test.slow();
  const homeTitle = `${content.owner.name} · ${content.owner.jobTitle}`;
  await openRoute(page, '/', screen('home').heading);

  await test.step('title, description, canonical URL, sharing cards and theme colour come from the content', async () => {
    await expect(page).toHaveTitle(homeTitle);
    const description = await meta(page, 'meta[name="description"]');
    expect(description).toBe(content.owner.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl);
    expect(await meta(page, 'meta[property="og:title"]')).toBe(homeTitle);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(siteUrl);
    expect(await meta(page, 'meta[property="og:image"]')).toBe(`${siteUrl}og-image.png`);
    // X (Twitter) reads the Open Graph title, description and image; it needs only its card type.
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta(page, 'meta[name="theme-color"]')).toBe(
      await page.evaluate(() => {
        // The page background, as a hex colour.
        const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!;
        return `#${[r, g, b].map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
      }),
    );

    const person = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: content.owner.name,
      jobTitle: content.owner.jobTitle,
      url: siteUrl,
      // Profiles only: an e-mail address is the Person's `email`.
      sameAs: content.externalLinks.filter((link) => link.icon !== 'email').map((link) => link.url),
      knowsAbout: content.skills,
    });
  });

  await test.step('the sharing card, icons, manifest, robots.txt and sitemap are served', async () => {
    const card = await request.get('og-image.png');
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    for (const href of await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    const manifestHref = await page
      .locator('link[rel="manifest"]')
      .evaluate((link) => (link as HTMLLinkElement).href);
    const manifest = await (await request.get(manifestHref)).json();
    expect(manifest).toMatchObject({
      name: homeTitle,
      short_name: content.owner.name,
      start_url: base,
      display: 'standalone',
    });
    for (const icon of manifest.icons)
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);

    expect(await (await request.get('robots.txt')).text()).toContain(
      `Sitemap: ${siteUrl}sitemap.xml`,
    );
    expect(await (await request.get('sitemap.xml')).text()).toContain(`<loc>${siteUrl}</loc>`);
  });

  await test.step('a strict Content-Security-Policy: the site, EmailJS, inline script by hash only', async () => {
    const policy = (await meta(page, 'meta[http-equiv="Content-Security-Policy"]')) ?? '';
    const directives = Object.fromEntries(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", emailApi]);
    expect(directives['script-src']![0]).toBe("'self'");
    expect(
      directives['script-src']!.slice(1).every((source: string) =>
        /^'sha256-[\w+/=]+'$/.test(source),
      ),
    ).toBe(true);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(await meta(page, 'meta[name="referrer"]')).toBe('strict-origin-when-cross-origin');
  });

  await test.step('each route has its own title', async () => {
    // Home's is the owner's; every other screen's its name in the navigation. The live app, from
    // screen to screen by address (a first paint's title: e2e/first-paint.spec.ts's links).
    const titles = screens.map((each) =>
      each.path === '/' ? homeTitle : `${each.nav} · ${content.owner.name}`,
    );
    for (const [index, shown] of screens.entries()) {
      await goToScreen(page, shown);
      await expect(page, shown.path).toHaveTitle(titles[index]!);
    }
    await page
      .getByRole('navigation', { name: text.mainNavigation })
      .getByRole('link', { name: screen('home').nav })
      .click();
    await expect(page).toHaveTitle(titles[0]!);
  });

  await test.step('every link that opens a new tab has rel="noopener noreferrer"', async () => {
    let seen = 0;
    for (const shown of screens) {
      await goToScreen(page, shown);
      const rels = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
      seen += rels.length;
      for (const rel of rels)
        expect(rel?.split(' ').sort(), shown.path).toEqual(['noopener', 'noreferrer']);
    }
    // At least the résumé's, whatever links the owner has.
    expect(seen).toBeGreaterThan(0);
  });

  await test.step('the résumé the build made is served, the JSON Resume announced in the head', async () => {
    await goToScreen(page, screen('experience'));
    const announced = page.locator('link[rel="alternate"][type="application/json"]');
    await expect(announced).toHaveAttribute('href', `${base}${resumeFiles.json}`);
    const json = await request.get(resumeFiles.json);
    expect(json.headers()['content-type']).toMatch(/json/);
    expect((await json.json()).basics).toMatchObject({
      name: content.owner.name,
      label: content.owner.jobTitle,
      url: siteUrl,
    });
    const pdf = await request.get(resumeFiles.pdf);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // "Get my Resume" opens the owner's own, or this one.
    await expect(page.getByRole('link', { name: anyOf(text.resumeButton) })).toHaveAttribute(
      'href',
      content.resumeUrl ?? `${base}${resumeFiles.pdf}`,
    );
  });

  await test.step('printing Experience or Projects gives a light, one-column page without the navigation', async () => {
    await page.setViewportSize(viewports.desktop);
    for (const printed of [screen('experience'), screen('projects')]) {
      await page.emulateMedia({ media: 'screen' });
      await goToScreen(page, printed);
      await page.emulateMedia({ media: 'print' });
      const nav = page.getByRole('navigation', { name: text.mainNavigation });
      await expect(nav, `${printed.path}: the navigation`).toBeHidden();
      await expect(page.getByRole('link', { name: text.skipToMain })).toBeHidden();
      const look = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1')!).color,
        mainLeft: document.querySelector('main')!.getBoundingClientRect().left,
      }));
      expect(look, `${printed.path} printed`).toEqual({
        background: 'rgb(255, 255, 255)',
        heading: 'rgb(0, 0, 0)',
        mainLeft: 0,
      });
      if (printed.part === 'projects') {
        const columns = await page
          .getByTestId('project-grid')
          .evaluateAll((grids) =>
            grids.map((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length),
          );
        expect(columns.length, 'printed project grids').toBeGreaterThan(0);
        expect(new Set(columns), 'columns of each printed project grid').toEqual(new Set([1]));
      }
    }
    await page.emulateMedia({ media: 'screen' });
  });
});

test.describe('safe', () => {
  test('no CSP violation and no request to a third party other than EmailJS, on any route', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, body: 'OK' }),
    );

    // The live app, which loads each route's parts as it is shown, at each size (images and
    // fonts differ); each route's first paint and the app's start on it: e2e/first-paint.spec.ts.
    const violations = () =>
      page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await page.setViewportSize(viewports.phone);
    await openRoute(page, '/', screen('home').heading);
    for (const name of ['phone', 'desktop'] as const) {
      await page.setViewportSize(viewports[name]);
      for (const shown of screens) {
        await goToScreen(page, shown);
        // The fonts are what a page loads last.
        await page.evaluate(() => document.fonts.ready);
        expect(await violations(), `${name}, ${shown.path}`).toEqual([]);
      }
    }
    // Contact, wherever the owner's screens put it.
    await goToScreen(page, screen('contact'));
    await fillContactForm(page, {
      [text.nameField]: 'Ada',
      [text.emailField]: 'ada@example.com',
      [text.titleField]: 'Hi',
      [text.messageField]: 'Checking the policy.',
    });
    await page.getByRole('button', { name: text.sendMessage }).click();
    await expect(page.getByRole('alert')).toHaveText(text.sent);
    expect(await violations()).toEqual([]);

    const site = new URL(page.url()).origin;
    expect([...origins].filter((origin) => origin !== site && origin !== 'null')).toEqual([
      emailApi,
    ]);
  });
});
