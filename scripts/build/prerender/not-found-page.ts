// Writes 404.html: the page static hosts (GitHub Pages, Netlify, Cloudflare Pages, Vercel) serve
// at an address the site has nothing at, such as a case study's old address or a typo, so the
// visitor meets the site's own shell and words, and a way home, instead of the host's page.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingAddressAttribute } from '../../../src/start-up/contract.ts';
import { textOf } from '../../../src/content/text.ts';
import { pointShellLinks, type PageSite } from './write-pages.ts';
import { indexHtml } from './prerender.ts';
import { headTags } from './site-meta.ts';

export const notFoundFile = '404.html';

/** Shows the address the host served the page at, which only the browser knows. In a block: the
 * page another language's replaces it with runs it again in the same window. */
export const fillAddressScript = `{let a=document.querySelector('[${missingAddressAttribute}]');if(a)try{a.textContent=decodeURI(location.pathname)}catch{a.textContent=location.pathname}}`;

/**
 * The start-up script of every language's not-found page: the address, and, at an address under
 * another language's folder, that language's own not-found page in place of this one (GitHub
 * Pages serves the base's 404.html at any missing address; Cloudflare Pages the folder's). The
 * same script in every language's page, so each page's policy allows the one it is replaced by.
 */
export function notFoundScript(languages: readonly { path: string; tag: string }[]): string {
  if (languages.length === 0) return fillAddressScript;
  return `${fillAddressScript}{let h=document.documentElement,l=${JSON.stringify(languages.map(({ path, tag }) => [path, tag]))}.find(([p])=>location.pathname.startsWith(p));if(l&&h.lang!==l[1]){h.style.visibility='hidden';fetch(l[0]+'${notFoundFile}').then(r=>r.ok?r.text():Promise.reject()).then(t=>{document.open();document.write(t);document.close()},()=>{h.style.visibility=''})}}`;
}

type NotFoundSite = Pick<
  PageSite,
  | 'server'
  | 'content'
  | 'base'
  | 'siteUrl'
  | 'language'
  | 'css'
  | 'fontFiles'
  | 'schemeScript'
  | 'colorScheme'
  | 'themeColor'
  | 'outDir'
>;

/** `languages`: every other language's site than the main one, by its address's path
 * ('/portfolio/de/') and its tag. */
export async function writeNotFoundPage(
  site: NotFoundSite,
  languages: readonly { path: string; tag: string }[] = [],
) {
  const { server, content, base } = site;
  const { html, styleTags } = await server.renderNotFoundPage();
  const title = server.pageTitle(content.owner, textOf(content).notFoundTitle);
  const document = indexHtml({
    pages: [{ path: '/', title, html: pointShellLinks(html, base, '') }],
    styleTags,
    // Its fonts drawn when they come, not left to the fallback: another language's not-found
    // page is written in place of the base's (`notFoundScript`), its font files requested only
    // then, too late for `optional`. Nothing of this page is worth a first paint without them.
    css: site.css.replace(/font-display:\s*optional/g, 'font-display:swap'),
    base,
    language: site.language,
    direction: server.direction,
    fontFiles: site.fontFiles,
    ...(site.schemeScript !== undefined && { earlyScreen: site.schemeScript }),
    boot: notFoundScript(languages),
    colorScheme: site.colorScheme,
    // Never in a search engine's index, and no address of its own to name as canonical.
    head: (csp) => [
      ...headTags({
        content,
        siteUrl: site.siteUrl,
        title,
        base,
        csp,
        themeColor: site.themeColor,
      }).filter((tag) => !tag.startsWith('<link rel="canonical"')),
      '<meta name="robots" content="noindex" />',
    ],
  });
  writeFileSync(join(site.outDir, notFoundFile), document);
}
