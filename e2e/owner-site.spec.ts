import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { fetchPublicRepos, pickRepos } from '../scripts/build/build-data/github-repos.ts';
import { sourceLabel } from '../src/shared/source-host.ts';
import { ownerScheme } from '../src/theme/brand.ts';
import { hostileSummaryShown } from '../scripts/test-support/feed-stand-in.mjs';
import { e2eOwners } from '../scripts/test-support/e2e-settings.mjs';
import { startGitHubStandIn } from '../scripts/test-support/github-stand-in.mjs';
import { isOwnPage } from '../src/content/own-pages.ts';
import { resumeFiles } from '../src/shared/resume-files.ts';
import { untranslated } from '../src/test/english-texts.ts';
import { fillText } from '../src/i18n/index.ts';
import {
  articles,
  base,
  brandOf,
  buildDir,
  content,
  expect,
  expectConsoleErrors,
  fontLoaded,
  inlineStart,
  meta,
  openBeforeAppStart,
  openRoute,
  owner,
  pageDirection,
  pageHeading,
  rgb,
  screen,
  screens,
  siteUrl,
  startWithInput,
  test,
  text as t,
  viewports,
  projectCards,
} from './fixtures';
import { goToScreen, showScreen } from './live-app';

// The site shows its owner everywhere: whatever the content holds, each part of it reaches the
// page, and what the content leaves out is not there. The checks of an optional part run when
// the content has it.
const look = brandOf(content);

/** A screen's prerendered file, as index.html names it for the screen's address. */
async function prerenderedScreen(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get('./')).text();
  const file = new RegExp(`"${path}":\\{?(?:file:)?["'\`](assets/screen-[\\w-]+\\.html)`).exec(
    html,
  )?.[1];
  expect(file, `index.html names the file of ${path}`).toBeDefined();
  const response = await request.get(file!);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The layout shift the page has had so far (Cumulative Layout Shift), or since a moment of
 * its clock (`performance.now()`). */
function layoutShift(page: Page, since = 0) {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput && entry.startTime >= from) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
    since,
  );
}

// The checks of what the live app shows share one load and one start of the app, moving from
// screen to screen as a visitor does; each step names its promise (docs/decisions/0027). Where
// the load itself is the promise (the photo's first visit, a first paint, a deep link), a test
// keeps its own.
test.describe('the live app', () => {
  // The brand's colours are checked in the dark scheme, the owner's first unless they chose light.
  test.use({ colorScheme: 'dark' });

  test('shows the owner: sharing tags, every screen, education, brand, screenshots, GitHub, icons, navigation order', async ({
    page,
    request,
  }) => {
    test.slow();
    const outbound: string[] = [];
    page.on('request', (sent) => {
      if (!new URL(sent.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/))
        outbound.push(sent.url());
    });
    await page.goto('./#/');
    await expect(pageHeading(page)).toHaveText(screen('home').heading);

    await test.step('its sharing tags, JSON-LD and sitemap are the owner’s, at the deploy’s address', async () => {
      expect(await meta(page, 'meta[property="og:title"]'), 'og:title').toBe(
        `${content.owner.name} · ${content.owner.jobTitle}`,
      );
      expect(await meta(page, 'meta[property="og:description"]'), 'og:description').toBe(
        content.owner.description,
      );
      expect(await meta(page, 'meta[property="og:url"]'), 'og:url').toBe(siteUrl);
      expect(await meta(page, 'meta[property="og:image"]'), 'og:image').toBe(
        `${siteUrl}og-image.png`,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl);
      const person = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      const email = content.externalLinks.find((link) => link.icon === 'email');
      const schools = [...new Set((content.education ?? []).map((entry) => entry.school))];
      expect(person, 'the JSON-LD Person').toMatchObject({
        name: content.owner.name,
        jobTitle: content.owner.jobTitle,
        url: siteUrl,
        // Every profile; the e-mail address is the Person's email, not a profile.
        sameAs: content.externalLinks
          .filter((link) => link.icon !== 'email')
          .map((link) => link.url),
        ...(email && { email: email.url.replace('mailto:', '') }),
        // Each school once, however many degrees from it.
        ...(schools.length > 0 && {
          alumniOf: schools.map((name) => ({ '@type': 'EducationalOrganization', name })),
        }),
      });
      if (!email) expect(person.email, 'no e-mail in the JSON-LD').toBeUndefined();
      expect(await (await request.get('sitemap.xml')).text(), 'the sitemap').toContain(
        `<loc>${siteUrl}</loc>`,
      );
    });

    await startWithInput(page);
    const nav = page.getByRole('navigation', { name: t.mainNavigation });

    await test.step('every screen shows the owner', async () => {
      await expect(page).toHaveTitle(`${content.owner.name} · ${content.owner.jobTitle}`);
      await expect(page.getByText(content.owner.tagline)).toBeVisible();
      await expect(
        page.getByRole('region', { name: t.keySkills }).getByRole('listitem'),
      ).toHaveText(content.skills);
      const external = page.getByRole('list', { name: t.externalLinks }).getByRole('link');
      await expect(external).toHaveCount(content.externalLinks.length);

      await nav.getByRole('link', { name: screen('experience').nav, exact: true }).click();
      await expect(pageHeading(page)).toHaveText(screen('experience').heading);
      await expect(page).toHaveTitle(`${screen('experience').nav} · ${content.owner.name}`);
      const timeline = page.getByRole('list', { name: t.workHistory });
      // No jobs yet (a student's): no timeline, the education or certifications alone.
      if (content.jobs.length === 0) await expect(timeline).toHaveCount(0);
      else
        await expect(timeline.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
          content.jobs.map((job) => job.title),
        );
      // The owner's own résumé, else the one the build made from the content.
      await expect(page.getByRole('link', { name: new RegExp(t.resumeButton) })).toHaveAttribute(
        'href',
        content.resumeUrl ?? `${base}${resumeFiles.pdf}`,
      );

      await nav.getByRole('link', { name: screen('projects').nav, exact: true }).click();
      await expect(pageHeading(page)).toHaveText(screen('projects').heading);
      // Projects with a picture first; the others, if there are both, in a list of their own.
      const shown = [
        ...content.projects.filter((project) => project.image),
        ...content.projects.filter((project) => !project.image),
      ];
      const cards = projectCards(page, t);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
        shown.map((project) => project.title),
      );
      await expect(cards.getByRole('link', { name: new RegExp(`^${t.liveDemo}`) })).toHaveCount(
        content.projects.filter((project) => project.liveUrl).length,
      );
      // Each source button named by its host (GitHub in the interface's words).
      for (const [index, project] of shown.entries()) {
        const named = project.githubUrl
          ? sourceLabel(project.githubUrl, t.sourceButton, content.text?.sourceButton)
          : t.sourceButton;
        const source = cards.nth(index).getByRole('link', { name: new RegExp(`^${named}`) });
        if (project.githubUrl) await expect(source).toHaveAttribute('href', project.githubUrl);
        else await expect(source).toHaveCount(0);
      }

      await nav.getByRole('link', { name: screen('contact').nav, exact: true }).click();
      await expect(pageHeading(page)).toHaveText(screen('contact').heading);
      await expect(page).toHaveTitle(`${screen('contact').nav} · ${content.owner.name}`);
    });

    await test.step('Experience lists education and certifications after the jobs', async () => {
      await showScreen(page, screen('experience'));
      const education = page.getByRole('region', { name: t.education });
      if (content.education) {
        await expect(education.getByRole('heading', { level: 3 })).toHaveText(
          content.education.map((entry) => entry.degree),
        );
      } else await expect(education).toHaveCount(0);
      const certifications = page.getByRole('region', { name: t.certifications });
      if (content.certifications) {
        await expect(certifications.getByRole('listitem')).toHaveCount(
          content.certifications.length,
        );
        for (const linked of content.certifications.filter((each) => each.url)) {
          const link = certifications.getByRole('link', { name: new RegExp(linked.name) });
          await expect(link).toHaveAttribute('href', linked.url!);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      } else await expect(certifications).toHaveCount(0);
    });

    await test.step('the owner’s colour and font everywhere: buttons, browser bar, icon, text', async () => {
      const resume = page.getByRole('link', { name: new RegExp(t.resumeButton) });
      // The dark scheme unless the owner's setting shows the light one first, or only.
      const scheme = ownerScheme(content.theme);
      expect(
        await resume.evaluate((link) => getComputedStyle(link).backgroundColor),
        'the résumé button',
      ).toBe(rgb(look.primary[scheme]));
      expect(
        await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        'the background',
      ).toBe(rgb(look.colors[scheme].background));
      expect(await meta(page, 'meta[name="theme-color"]'), 'the browser bar').toBe(
        look.colors[scheme].background,
      );
      expect(
        (await page.evaluate(() => getComputedStyle(document.body).fontFamily)).replace(/"/g, ''),
        'the font',
      ).toMatch(new RegExp(`^${look.font},`));
      await expect.poll(() => fontLoaded(page, look.font), 'the font loaded').toBe(true);
      const favicon = await (await request.get('favicon.svg')).text();
      // Drawn in the scheme the owner shows first, as the sharing card and the manifest are.
      expect(favicon, 'the icon').toContain(look.primary[scheme]);
      if (content.theme?.primary) {
        expect(favicon, 'the icon, not the default colour').not.toContain(
          brandOf({ ...content, theme: undefined }).primary[scheme],
        );
      }
    });

    await test.step('project cards carry their screenshots, sized, the ones below the first lazily', async () => {
      if (!content.projects.some((project) => project.image)) return;
      await showScreen(page, screen('projects'));
      // From the screen on: what its images do as they arrive, not the move to it (made here by
      // address, without the input a visitor's click gives, which moves a short page's footer).
      const since = await page.evaluate(() => performance.now());
      // The projects with a picture come first, in the first list; the others have none.
      const cards = page
        .getByRole('list', { name: t.projectList, exact: true })
        .getByRole('article');
      const pictured = content.projects.filter((project) => project.image);
      await expect(
        page.getByRole('list', { name: t.moreProjects, exact: true }).getByRole('img'),
      ).toHaveCount(0);
      for (const [index, project] of pictured.entries()) {
        const shot = cards
          .nth(index)
          .getByRole('img', { name: fillText(t.screenshotOf, { title: project.title }) });
        await expect(shot).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
        await shot.scrollIntoViewIfNeeded();
        await expect
          .poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const box = (await shot.boundingBox())!;
        expect(box.width / box.height, `${project.title}: 16:9`).toBeCloseTo(16 / 9, 1);
      }
      expect(await layoutShift(page, since), 'the layout shift on Projects').toBe(0);
    });

    await test.step('Projects lists its GitHub repositories, fetched at build time, never by the page', async () => {
      if (!content.github) return;
      const settings = content.github;
      // What the build got from the same stand-in, chosen as the build chooses.
      const standIn = await startGitHubStandIn();
      const shown = pickRepos(
        await fetchPublicRepos({ user: settings.user, apiUrl: standIn.url }),
        settings,
      );
      await standIn.close();
      // In the screen as built, before any script runs.
      const html = await prerenderedScreen(request, screen('projects').path);
      for (const repo of shown)
        expect(html, `${repo.name}, prerendered`).toContain(`>${repo.name}</h3>`);

      await showScreen(page, screen('projects'));
      const cards = page.getByRole('region', { name: t.gitHubRepos }).getByRole('article');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        shown.map((repo) => repo.name),
      );
      const first = shown[0]!;
      await expect(
        cards.first().getByRole('link', { name: new RegExp(`^${t.sourceButton}`) }),
      ).toHaveAttribute('href', first.url);
      if (first.stars > 0) {
        await expect(cards.first()).toContainText(first.stars.toLocaleString(content.language));
      }
      await expect(
        cards.first().getByRole('link', { name: new RegExp(`^${t.liveDemo}`) }),
      ).toHaveCount(first.homepage ? 1 : 0);
      await expect(projectCards(page, t)).toHaveCount(content.projects.length);
    });

    await test.step('every kind of link has its own icon in the drawer; e-mail opens the mail app', async () => {
      const links = nav.getByRole('list', { name: t.externalLinks }).getByRole('link');
      await expect(links).toHaveCount(content.externalLinks.length);
      // Each a symbol of the one icons' file, drawn once it has arrived, in the box kept for it.
      const icons = () =>
        links.evaluateAll((found) =>
          found.map((link) => {
            const use = link.querySelector<SVGUseElement>('svg use');
            const drawn = use?.getBBox();
            return {
              ref: use?.getAttribute('href') ?? '',
              drawn: !!drawn?.width && !!drawn.height,
            };
          }),
        );
      await expect
        .poll(async () => (await icons()).map((icon) => icon.drawn), 'each icon drawn')
        .toEqual(content.externalLinks.map(() => true));
      const refs = (await icons()).map((icon) => icon.ref);
      // One file for all of them (none for an owner without links).
      expect(new Set(refs.map((ref) => ref.split('#')[0])).size, 'one icons’ file').toBe(
        Math.min(refs.length, 1),
      );
      expect(
        refs.map((ref) => ref.split('#')[1]),
        'each link’s own icon',
      ).toEqual(content.externalLinks.map((link) => link.icon));
      const email = content.externalLinks.find((link) => link.icon === 'email');
      if (!email) return;
      const mail = links.filter({ hasText: email.text });
      await expect(mail).toHaveAttribute('href', email.url);
      await expect(mail).not.toHaveAttribute('target', /.*/);
    });

    await test.step('the navigation lists the screens in the route table’s order, on a desktop and in the phone’s menu', async () => {
      await goToScreen(page, screen('home'));
      const names = nav.getByRole('list').first().getByRole('link');
      const last = screens.at(-2)!;
      for (const size of ['desktop', 'phone'] as const) {
        await page.setViewportSize(viewports[size]);
        if (size === 'phone') {
          await goToScreen(page, screen('home'));
          await page.getByRole('button', { name: t.openMenu }).click();
        }
        await expect(names, size).toHaveText(screens.map((each) => each.nav));
        await nav.getByRole('link', { name: last.nav, exact: true }).click();
        await expect(pageHeading(page), size).toHaveText(last.heading);
        if (size === 'phone') await expect(nav, 'the menu, after a link').toBeHidden();
      }
    });

    expect(outbound, 'requests beyond the site (GitHub’s API among them)').toEqual([]);
  });
});

test.describe('Writing: the owner’s articles from their feeds and by hand', () => {
  const writing = screens.find((each) => each.part === 'writing');
  const expected = articles;

  test('are prerendered, newest first, painted before any input', async ({ page, request }) => {
    test.skip(!writing, 'the owner has no articles');
    expect(await prerenderedScreen(request, writing!.path)).toMatch(/<h1[^>]*>/);
    const startApp = await openBeforeAppStart(page, writing!.path, writing!.heading);
    const titles = page
      .getByRole('list', { name: t.articleList })
      .getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(expected.length);
    await expect(titles).toContainText(expected.map((article) => article.title));
    await expect(page).toHaveTitle(`${writing!.nav} · ${content.owner.name}`);
    await startApp();
    await expect(titles).toContainText(expected.map((article) => article.title));
    // A feed's hostile summary, as text; nothing of it ran.
    if (expected.some((article) => article.summary === hostileSummaryShown)) {
      await expect(page.getByText(hostileSummaryShown)).toBeVisible();
    }
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    // Another site's article opens in a new tab; one written here is a page of this site.
    const first = expected.find((article) => !isOwnPage(article.url));
    if (first) {
      const link = page.getByRole('link', { name: new RegExp(first.title) });
      await expect(link).toHaveAttribute('href', first.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

for (const [size, viewport, deviceScaleFactor] of [
  ['desktop', viewports.desktop, 1],
  ['phone', viewports.phone, 3],
] as const) {
  test.describe(`the photo on Home, ${size}`, () => {
    test.use({ viewport, deviceScaleFactor });
    const photoFile = content.owner.photo;
    /** The processed photo's files: its name, a width, a hash. */
    const stem = photoFile?.replace(/^.*\//, '').replace(/\.\w+$/, '') ?? '';
    const processed = new RegExp(`/assets/${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+w-`);

    test('is beside the greeting (or, with a featured project, above it), far smaller than the original, and shifts nothing', async ({
      page,
    }) => {
      test.skip(!photoFile, 'the owner has no photo');
      const photoBytes: number[] = [];
      page.on('response', async (response) => {
        if (processed.test(response.url())) photoBytes.push((await response.body()).length);
      });
      await page.goto('./#/');
      const photo = page.getByRole('img', { name: content.owner.name });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const box = (await photo.boundingBox())!;
      // With a featured project beside the greeting, a small portrait above it; else the photo
      // itself beside the greeting from 1200 px (under the first actions on a phone).
      const portrait = Boolean(content.home?.featuredProject);
      const width = portrait ? 48 : size === 'phone' ? 120 : 240;
      // Sub-pixel positions on a 3x phone leave a few thousandths of a pixel.
      expect(box.width).toBeCloseTo(width, 1);
      expect(box.height).toBeCloseTo(box.width, 1);
      // A source sharp enough for the screen (2x covers a 3x phone's 120 px; the smallest file,
      // 160 px, a 48 px portrait on any screen), in a modern format.
      const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(shown).toMatch(portrait ? /-160w-[\w-]+\.avif$/ : /-320w-[\w-]+\.avif$/);
      const greeting = (await pageHeading(page).boundingBox())!;
      if (portrait) expect(greeting.y).toBeGreaterThanOrEqual(box.y + box.height);
      else if (size === 'phone') {
        const action = page.getByRole('link', { name: t.journeyButton });
        const actionBox = (await action.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(actionBox.y + actionBox.height);
      } else {
        // After the greeting along the line: to its right, or to its left right to left.
        const direction = await pageDirection(page);
        const width = page.viewportSize()!.width;
        expect(
          inlineStart(box, direction, width),
          'the photo after the greeting',
        ).toBeGreaterThanOrEqual(inlineStart(greeting, direction, width) + greeting.width);
      }

      await startWithInput(page);
      expect(await layoutShift(page)).toBe(0);
      expect(photoBytes).toHaveLength(1);
      expect(photoBytes[0]).toBeLessThanOrEqual(150 * 1024);
      const original = statSync(join(owner.dir, 'public', photoFile!)).size;
      expect(photoBytes[0]).toBeLessThan(original);
      // Only the processed photo ships: the original stays out of the site.
      expect(existsSync(join(buildDir, photoFile!))).toBe(false);
    });

    test('is not downloaded on a first visit to another screen, whose own file comes first', async ({
      page,
    }) => {
      test.skip(!photoFile, 'the owner has no photo');
      const photos: string[] = [];
      page.on('request', (sent) => {
        if (processed.test(sent.url())) photos.push(sent.url());
      });
      const other = screen('projects');
      await page.goto(`./#${other.path}`);
      await expect(pageHeading(page)).toHaveText(other.heading);
      await page.waitForLoadState('load');
      expect(photos).toEqual([]);
    });
  });
}

for (const device of ['light', 'dark'] as const) {
  test.describe(`on a device that prefers ${device}`, () => {
    test.use({ colorScheme: device });

    test('the owner’s "system" setting follows the device from the first paint', async ({
      page,
    }) => {
      test.skip(content.theme?.default !== 'system', 'the owner chose no "system" setting');
      await page.goto('./#/');
      await expect(pageHeading(page)).toHaveText(screen('home').heading);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-color-scheme', device);
      await startWithInput(page);
      await expect(html).toHaveAttribute('data-color-scheme', device);
      await expect(
        page
          .getByRole('navigation', { name: t.mainNavigation })
          .first()
          .getByRole('button', { name: t.darkTheme }),
      ).toHaveAttribute('aria-pressed', String(device === 'dark'));
    });
  });
}

/** Everything a visitor reads or hears on the page: its text, labels and title. */
function everythingSaid(page: Page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap(
      (element) => ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...labels, document.title].join('\n');
  });
}

test('every route is in the owner’s language, the failure alert too', async ({ page }) => {
  const english = untranslated(t, content);
  test.skip(english.length === 0, 'the owner’s interface is in English');
  expectConsoleErrors(); // the refused send
  // The live app, from route to route by address; each route's first paint in the owner's
  // language: e2e/languages.spec.ts.
  await openRoute(page, '/', screen('home').heading);
  for (const path of [...screens.map((each) => each.path), '/no/such/page']) {
    const shown = screens.find((each) => each.path === path);
    await goToScreen(page, { path, heading: shown?.heading ?? t.notFoundTitle });
    await expect(page.locator('html')).toHaveAttribute('lang', content.language!);
    const said = await everythingSaid(page);
    for (const text of english) expect(said, `${path}: "${text}"`).not.toContain(text);
  }
  await page.route('**/api/v1.0/email/send', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Server error' }),
  );
  await goToScreen(page, screen('contact'));
  await page.getByRole('textbox', { name: t.nameField }).fill('Ada');
  await page.getByRole('textbox', { name: t.emailField }).fill('ada@example.org');
  await page.getByRole('textbox', { name: t.titleField }).fill('Oi');
  await page.getByRole('textbox', { name: t.messageField }).fill('Olá!');
  await page.getByRole('button', { name: t.sendMessage }).click();
  await expect(page.getByRole('alert')).toHaveText(t.sendFailed);
});

// Files the build made, read without a page: one test, as they need no load of their own.
test('its résumé is made from its content, in its language: a PDF and JSON Resume; its sharing card is its own', async ({
  request,
}) => {
  const pdf = await request.get(resumeFiles.pdf);
  expect(pdf.status()).toBe(200);
  const bytes = (await pdf.body()).toString('latin1');
  expect(bytes.startsWith('%PDF-')).toBe(true);
  // Its metadata's title in the owner's language (PDF strings are UTF-16 when not ASCII).
  expect(bytes).toContain('/Title');
  const json = await (await request.get(resumeFiles.json)).json();
  expect(json.basics.name).toBe(content.owner.name);
  expect(json.work.map((work: { position: string }) => work.position)).toEqual(
    content.jobs.map((job) => job.title),
  );
  expect(json.meta.language).toBe(content.language ?? 'en');

  // The card is drawn from the content at build time (scripts/build/sharing-cards/sharing-images.test.ts checks
  // what it says): each owner's is their own, unless the two say the same.
  const card = await (await request.get('og-image.png')).body();
  expect([card.readUInt32BE(16), card.readUInt32BE(20)], 'the card’s size').toEqual([1200, 630]);
  const other = e2eOwners.find((each) => each.name !== owner.name)!;
  const otherCard = join(other.dist, 'og-image.png');
  if (!existsSync(otherCard)) {
    test.info().annotations.push({
      type: 'not compared',
      description: 'the other owner’s site is not built in this run, so neither is its card',
    });
    return;
  }
  expect(card.equals(readFileSync(otherCard)), 'the card is not the other owner’s').toBe(false);
});

for (const own of screens.filter((each) => typeof each.heading !== 'string')) {
  test(`the owner’s own screen ${own.path} opens from a deep link before the app is live, with its title`, async ({
    page,
  }) => {
    const startApp = await openBeforeAppStart(page, own.path, own.heading);
    await expect(page).toHaveTitle(`${own.nav} · ${content.owner.name}`);
    await startApp();
    await expect(pageHeading(page)).toHaveText(own.heading);
  });
}
