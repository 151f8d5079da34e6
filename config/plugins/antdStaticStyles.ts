import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Alias, type Plugin } from 'vite';
import { STATIC_STYLES_ATTR } from '../../src/app/antdStyles.ts';
import { browserShims } from './browserShims.ts';

const RENDER_ENTRY = fileURLToPath(new URL('../antdStyles/landingStyles.tsx', import.meta.url));
/** Inside node_modules, so that the rendered module's `react` imports resolve to the app's own copy. */
const OUT_DIR = fileURLToPath(new URL('../../node_modules/.cache/jucai-antd-styles/', import.meta.url));

/**
 * antd generates each component's CSS in the browser (CSS-in-JS) the first time the component renders: on a
 * mid-range phone that was about a third of start-up's main-thread time. This plugin renders the landing pages'
 * components once at build time (config/antdStyles/landingStyles.tsx, through Vite with the same shims as the
 * app, so the CSS is the CSS the browser would have generated) and ships their styles as `assets/antd-<hash>.css`.
 * The file ends with antd's cache-path map (`.data-ant-cssinjs-cache-path { content: "…" }`), from which
 * @ant-design/cssinjs learns which components' styles are already on the page and skips generating them.
 *
 * The link is `media="print"`, so it never holds up the first paint (the static frame). A one-line script right
 * after it switches it on when it loads and removes it if it fails: set as properties, not as inline onload /
 * onerror attributes (the page has no inline handlers, and a test keeps it that way), and before either can
 * happen, since the parser runs that script as soon as it has inserted the link. The app's first render waits
 * until it has done one or the other (src/app/antdStyles.ts); the sheet downloads beside the app's code and is
 * far smaller. Without the sheet, antd generates every style in the browser, as before.
 * Build only: the dev server keeps generating styles in the browser.
 */
export function antdStaticStyles(): Plugin {
  let css = '';
  let base = '/';
  let alias: Alias[] = [];
  const fileName = () => `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  return {
    name: 'jucai-antd-static-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      alias = config.resolve.alias;
    },
    async buildStart() {
      css = await renderLandingStyles(alias);
      if (!css.includes('data-ant-cssinjs-cache-path'))
        throw new Error('antdStaticStyles: no cache-path map in the extracted CSS (@ant-design/cssinjs changed?)');
      this.emitFile({ type: 'asset', fileName: fileName(), source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        // Ahead of every other stylesheet, so that the app's own CSS (inlined or linked later) wins on equal specificity.
        const link = `<link rel="stylesheet" href="${base}${fileName()}" media="print" ${STATIC_STYLES_ATTR}>`;
        const switchOn = `<script>(function(l){l.onload=function(){l.media='all'};l.onerror=function(){l.remove()}})(document.currentScript.previousElementSibling)</script>`;
        return html.replace(/<meta charset="UTF-8" \/>/, `$&\n    ${link}${switchOn}`);
      },
    },
  };
}

/** Builds config/antdStyles/landingStyles.tsx for Node with the app's aliases and shims, runs it, returns its CSS. */
async function renderLandingStyles(alias: Alias[]): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias },
    plugins: [browserShims({ browser: false })],
    // antd and its dependencies are bundled (through the shims: the Button styles without preset colours);
    // React stays external, one copy for react-dom/server and the components.
    ssr: { noExternal: true, external: ['react', 'react-dom'] },
    build: { ssr: RENDER_ENTRY, write: false, minify: false, target: 'node20', rolldownOptions: { output: { codeSplitting: false } } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((item) => item.type === 'chunk' && item.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error('antdStaticStyles: the render entry did not build');
  mkdirSync(OUT_DIR, { recursive: true });
  // One file per build process and build (two builds may run at once; Node caches a module by its URL).
  const file = `${OUT_DIR}landingStyles-${process.pid}-${Date.now()}.mjs`;
  writeFileSync(file, chunk.code);
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default: () => string };
    return mod.default();
  } finally {
    rmSync(file, { force: true });
  }
}
