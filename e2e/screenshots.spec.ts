import {
  animationsDone,
  expect,
  openRoute,
  screens,
  test,
  viewports,
  type ViewportName,
} from './fixtures';

const folder = 'test-results/screenshots';

// For people to look at (not compared pixel by pixel).
test.describe('screenshots', () => {
  test.afterAll(() => console.log(`Screenshots of every route at every viewport: ${folder}/`));
  for (const name of Object.keys(viewports) as ViewportName[]) {
    test(`every route at ${name} size`, async ({ page }) => {
      await page.setViewportSize(viewports[name]);
      for (const screen of screens) {
        await openRoute(page, screen.path, screen.heading);
        await animationsDone(page);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${folder}/${screen.slug}-${name}.png`, fullPage: true });
      }
      await expect(page.getByRole('main')).toBeVisible();
    });
  }
});
