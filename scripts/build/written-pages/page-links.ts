// The links and images of an owner's page, checked and pointed at the site's addresses: a page
// of the site (`../../writing/tracing/`), a screen (`#/contact`), a file of the public folder, a
// heading of the page (`#the-design`), or another Markdown file of the owner's as GitHub links
// it (`ingestion.md`, `../writing/tracing.md#sampling`), which leads to that file's page in the
// language of the site it is on. A link to nothing names the nearest names there are.
import type { Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import { distance } from '../../../src/content/content-problems.ts';
import { headingFor, type PageHeading } from './headings.ts';

/** A mistake in a file, where it is: `owner/writing/a.md:3: "author" is not a front matter field`. */
export type PageProblem = { file: string; line: number; message: string };

/** What a link to one of the owner's Markdown files leads to on the site being built. */
export type LinkedFile = {
  /** Its page's address under the site's base: 'projects/ledger/'. */
  path: string;
  /** The file's headings, which a link names a section of it by. */
  headings: readonly PageHeading[];
  /** The headings of the text the site shows at that address: the file's, or its translation's. */
  shown: readonly PageHeading[];
};

export type LinkCheck = {
  /** Whether a relative address, resolved against the page's, names something the site has. */
  exists: (sitePath: string) => boolean;
  /** The page's path under the site's base: 'projects/ledger/'. */
  pagePath: string;
  base: string;
  /** The page's file, by its path in the owner's folder: 'projects/ledger.md'. */
  ownerPath?: string;
  /** The owner's pages' Markdown files, by their paths in the owner's folder. */
  markdown?: ReadonlyMap<string, LinkedFile>;
};

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A relative address as a path under `from`'s folder, else undefined (outside of it). */
function resolvedPath(url: string, from: string): string | undefined {
  const resolved = new URL(url, `https://site.invalid/${from}`);
  if (resolved.host !== 'site.invalid') return undefined;
  try {
    return decodeURIComponent(resolved.pathname.slice(1));
  } catch {
    return resolved.pathname.slice(1);
  }
}

/** `path` as written from a file or page at `from` ('projects/a.md' → 'b.md', '../writing/c.md'). */
function writtenFrom(from: string, path: string): string {
  const up = from.split('/').slice(0, -1);
  const to = path.split('/');
  let shared = 0;
  while (shared < up.length && up[shared] === to[shared]) shared++;
  return [...up.slice(shared).map(() => '..'), ...to.slice(shared)].join('/');
}

/** The names of `known` nearest to `written`, as close as the nearest one or nearly, at most
 * three, for a message: ' (nearest: a, b)'. */
function nearest(written: string, known: readonly string[]): string {
  const costs = known.map((each) => ({ each, cost: distance(written, each) }));
  const best = Math.min(...costs.map(({ cost }) => cost));
  const close = costs
    .filter(({ cost }) => cost <= Math.max(2, Math.floor(written.length / 3)) && cost <= best + 2)
    .sort((a, b) => a.cost - b.cost)
    .slice(0, 3)
    .map(({ each }) => each);
  return close.length > 0 ? ` (nearest: ${close.join(', ')})` : '';
}

/** The section of a page a fragment names, on the text the site shows there: by its place
 * among the headings where that is a translation of the file linked. */
function sectionOn(target: LinkedFile, heading: PageHeading): string | undefined {
  if (target.shown === target.headings) return heading.id;
  const at = target.headings.indexOf(heading);
  return target.shown.length === target.headings.length ? target.shown[at]?.id : undefined;
}

/** Checks the links and images, and points them at the page's address; returns the public
 * folder's images the text shows, by their path there. */
export function checkAddresses(
  tree: MdastRoot,
  file: string,
  links: LinkCheck,
  headings: readonly PageHeading[],
  problems: PageProblem[],
): string[] {
  const images: string[] = [];
  const markdown = links.markdown ?? new Map<string, LinkedFile>();
  const ownerPath = links.ownerPath ?? '';
  visit(tree, ['link', 'image', 'definition'], (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const line = node.position?.start.line ?? 1;
    const url = node.url.trim();
    const problem = (message: string) => problems.push({ file, line, message });
    if (node.type === 'image') {
      if (external.test(url))
        return void problem(
          `the image ${url} is not in the public folder: the page shows only its own pictures`,
        );
      const path = resolvedPath(url.startsWith('/') ? url.slice(1) : url, '');
      if (!path || !links.exists(path))
        return void problem(
          `the image ${url} does not exist: put it in the public folder and name it by its path there`,
        );
      images.push(path);
      node.url = path;
      return;
    }
    if (external.test(url) || url === '') return;
    // A screen of the site: its hash route at the site's address.
    if (url.startsWith('#/')) {
      node.url = `${links.base}${url}`;
      return;
    }
    const hash = url.indexOf('#');
    const [address, fragment] =
      hash < 0 ? [url, undefined] : [url.slice(0, hash), url.slice(hash + 1)];
    if (address === '') {
      const heading = fragment ? headingFor(headings, fragment) : undefined;
      if (!heading)
        return void problem(
          `the link ${url} leads to no heading of this page${nearest(
            url,
            headings.map((each) => `#${each.anchor}`),
          )}`,
        );
      node.url = `#${heading.id}`;
      return;
    }
    if (/\.md$/i.test(address)) {
      const path = resolvedPath(address, ownerPath);
      const target = path === undefined ? undefined : markdown.get(path);
      if (!target)
        return void problem(
          `the link ${url} leads to nothing: ${path ?? address} is not a case study or an article of yours${nearest(
            address,
            [...markdown.keys()].map((each) => writtenFrom(ownerPath, each)),
          )}`,
        );
      if (fragment === undefined || fragment === '') {
        node.url = `${links.base}${target.path}`;
        return;
      }
      const heading = headingFor(target.headings, fragment);
      if (!heading)
        return void problem(
          `the link ${url} leads to no heading of ${address}${nearest(
            `#${fragment}`,
            target.headings.map((each) => `#${each.anchor}`),
          )}`,
        );
      const section = sectionOn(target, heading);
      node.url = `${links.base}${target.path}${section ? `#${section}` : ''}`;
      return;
    }
    const path = resolvedPath(address, links.pagePath);
    if (path === undefined || !links.exists(path)) {
      const pages = [...new Set([...markdown.values()].map((each) => each.path))];
      return void problem(
        `the link ${url} leads to nothing: link a page of the site (../other-slug/), a Markdown file of yours (other-slug.md) or a file in the public folder${nearest(
          address,
          pages.map((each) => writtenFrom(links.pagePath, each)),
        )}`,
      );
    }
    node.url = `${links.base}${path}${fragment === undefined ? '' : `#${fragment}`}`;
  });
  return images;
}
