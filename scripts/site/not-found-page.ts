// Writes 404.html: the page static hosts (GitHub Pages, Netlify, Cloudflare Pages, Vercel) serve
// at an address the site has nothing at, such as a case study's old address or a typo, so the
// visitor meets the site's own shell and words, and a way home, instead of the host's page.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingAddressAttribute } from '../../src/start-up/contract.ts';
import { textOf } from '../../src/content/text.ts';
import { pointShellLinks, type PageSite } from './owner-pages/write-pages.ts';
import { indexHtml } from './prerender.ts';
import { headTags } from './site-meta.ts';

export const notFoundFile = '404.html';

/** Shows the address the host served the page at, which only the browser knows. */
export const fillAddressScript = `let a=document.querySelector('[${missingAddressAttribute}]');if(a)try{a.textContent=decodeURI(location.pathname)}catch{a.textContent=location.pathname}`;

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

export async function writeNotFoundPage(site: NotFoundSite) {
  const { server, content, base } = site;
  const { html, styleTags } = await server.renderNotFoundPage();
  const title = server.pageTitle(content.owner, textOf(content).notFoundTitle);
  const document = indexHtml({
    pages: [{ path: '/', title, html: pointShellLinks(html, base, '') }],
    styleTags,
    css: site.css,
    base,
    language: site.language,
    direction: server.direction,
    fontFiles: site.fontFiles,
    ...(site.schemeScript !== undefined && { earlyScreen: site.schemeScript }),
    boot: fillAddressScript,
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
