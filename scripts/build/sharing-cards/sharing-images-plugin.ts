// The sharing card, favicon and icons (sharing-images.ts) in the build and on the development
// server.
import type { Plugin } from 'vite';
import type { Content } from '../../../src/content/schema.ts';
import type { OwnerContent } from '../owner/owner-content.ts';
import { faviconPath, faviconSvg, iconSizes, renderSharingImages } from './sharing-images.ts';
import { ogImage } from './card-size.ts';

/** Adds the sharing card, favicon and icons to the build, and serves them on the development
 * server. */
export function sharingImages(owner: OwnerContent): Plugin {
  let rendered: { content: Content; images: Promise<Map<string, Buffer>> } | undefined;
  let publicDir = '';
  // Drawn again when the content changes (on the development server).
  const images = () => {
    const content = owner.current;
    if (rendered?.content !== content)
      rendered = { content, images: renderSharingImages(content, faviconSvg(content, publicDir)) };
    return rendered.images;
  };
  const types: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml' };
  return {
    name: 'portfolio-sharing-images',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [fileName, source] of await images()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(server.config.base.length);
        if (!path || !(path === ogImage.path || path === faviconPath || path in iconSizes))
          return next();
        images().then((all) => {
          const image = all.get(path);
          if (!image) return next();
          response.setHeader('Content-Type', types[path.split('.').pop() ?? ''] ?? 'image/png');
          response.end(image);
        }, next);
      });
    },
  };
}
