// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languagePacks, type Dictionary } from '../../../../src/i18n';
import { startUpTextKeys } from '../../../../src/start-up/contract';
import { builtPage } from './built-page';

// Every text the start-up script can show reaches the page, by the one path the build takes
// (startUpTextOf into the script's settings): a text named in the contract but not given would
// ship as `undefined`.

/** A dictionary whose every start-up text is unmistakable. */
const marked = (words: Dictionary): Dictionary => ({
  ...words,
  ...Object.fromEntries(startUpTextKeys.map((key) => [key, `⟦${key}⟧ ${words[key]}`])),
});

describe.each(Object.entries(languagePacks))('the page in %s', (_, words) => {
  it('holds every text the start-up script shows, and no undefined', async () => {
    const html = await builtPage({ words: marked(words) });
    const boot = /<script>([^<]*)<\/script>\s*<\/body>/.exec(html)![1]!;
    for (const key of startUpTextKeys) {
      // As the minifier writes a string: in backquotes, or double quotes in JSON.
      expect(boot, key).toMatch(new RegExp(`⟦${key}⟧`));
    }
    expect(boot).not.toMatch(/\bundefined\b:|:undefined\b/);
  });
});
