// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { preloadDeepImportsOnly } from './preloadDeepImportsOnly.ts';

/** The plugin's resolveDependencies, after it has seen a bundle of chunks (file → the files it imports). */
function resolverAfter(chunks: Record<string, string[]>): ResolveModulePreloadDependenciesFn {
  const plugin = preloadDeepImportsOnly();
  const config = (plugin.config as () => { build: { modulePreload: { resolveDependencies: ResolveModulePreloadDependenciesFn } } })();
  const bundle = Object.fromEntries(Object.entries(chunks).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports }]));
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return config.build.modulePreload.resolveDependencies;
}

describe('preloadDeepImportsOnly', () => {
  const resolve = resolverAfter({
    'assets/page.js': ['assets/card.js', 'assets/hooks.js'],
    'assets/card.js': ['assets/tag.js'],
    'assets/index.js': ['assets/startup.js'],
  });
  const deps = ['assets/page.js', 'assets/card.js', 'assets/hooks.js', 'assets/tag.js'];

  it('leaves out what a lazily imported chunk imports itself, keeping the chunk and what lies deeper', () => {
    expect(resolve('assets/page.js', deps, { hostId: 'assets/app.js', hostType: 'js' })).toEqual(['assets/page.js', 'assets/tag.js']);
  });

  it('preloads nothing when the chunk imports all the rest itself, as Vite does for a chunk with no imports', () => {
    // A message bundle (zh-CN/pages.ts) is a small chunk importing its parts: preloading the chunk alone would only
    // add a link (and its bytes in the first load) for a file the import fetches anyway.
    const bundleOfParts = resolverAfter({ 'assets/pages.js': ['assets/browse.js', 'assets/work.js'] });
    const partDeps = ['assets/pages.js', 'assets/browse.js', 'assets/work.js'];
    expect(bundleOfParts('assets/pages.js', partDeps, { hostId: 'assets/app.js', hostType: 'js' })).toEqual([]);
  });

  it('leaves index.html and unknown files alone', () => {
    expect(resolve('assets/index.js', ['assets/startup.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/startup.js']);
    expect(resolve('assets/gone.js', deps, { hostId: 'assets/app.js', hostType: 'js' })).toEqual(deps);
  });

  it('is a build plugin only', () => {
    expect((preloadDeepImportsOnly() as Plugin).apply).toBe('build');
  });
});
