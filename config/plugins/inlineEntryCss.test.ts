// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { inlineEntryCss } from './inlineEntryCss.ts';

function run(html: string, assets: Record<string, string>) {
  const plugin = inlineEntryCss();
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/pc/' });
  const bundle = Object.fromEntries(Object.entries(assets).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]));
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => string };
  return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
}

describe('inlineEntryCss', () => {
  it('replaces the entry stylesheet link with its CSS, leaving preloads alone', () => {
    const html = '<link rel="stylesheet" crossorigin href="/pc/assets/startup-a1.css"><link rel="preload" as="style" href="/pc/assets/mount-b2.css">';
    const out = run(html, { 'assets/startup-a1.css': 'body{margin:0}', 'assets/mount-b2.css': '.x{}' });
    expect(out).toBe('<style data-inlined="/pc/assets/startup-a1.css">body{margin:0}</style><link rel="preload" as="style" href="/pc/assets/mount-b2.css">');
  });

  it('keeps the link when the CSS refers to files by URL', () => {
    const html = '<link rel="stylesheet" href="/pc/assets/startup-a1.css">';
    expect(run(html, { 'assets/startup-a1.css': 'body{background:url(./bg.png)}' })).toBe(html);
  });
});
