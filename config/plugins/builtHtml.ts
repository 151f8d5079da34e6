import type { OutputBundle } from 'rolldown';
import type { IndexHtmlTransformResult, Plugin } from 'vite';

/**
 * A build-only plugin that rewrites the built index.html once Vite has put its own tags in, given the bundle
 * and the base path (`/pc/`): the shape shared by the plugins that tune what index.html loads first.
 */
export function builtHtmlPlugin(name: string, rewrite: (html: string, bundle: OutputBundle, base: string) => IndexHtmlTransformResult): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return ctx.bundle ? rewrite(html, ctx.bundle, base) : html;
      },
    },
  };
}
