import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from '../src/locales/en-US/index.ts';
import zhCN from '../src/locales/zh-CN/index.ts';
import routes, { flattenRoutes, type RouteConfig } from './routes.ts';

/** The route table is the one source for router, menu and titles: every entry it names must exist. */
const root = path.resolve(import.meta.dirname, '..');
const all = (list: RouteConfig[]): RouteConfig[] => list.flatMap((r) => [r, ...all(r.routes ?? [])]);

describe('route table', () => {
  it('gives every component a page folder with an index.tsx', () => {
    const missing = flattenRoutes(routes)
      .filter((r) => r.component && !existsSync(path.join(root, 'src/pages', r.component, 'index.tsx')))
      .map((r) => `${r.path} → ${r.component}`);
    expect(missing).toEqual([]);
  });

  it('gives every menu name a text in both bundles', () => {
    const ids = all(routes).flatMap((r) => (r.name ? [`menu.${r.name}`] : []));
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !(id in zhCN))).toEqual([]);
    expect(ids.filter((id) => !(id in enUS))).toEqual([]);
  });

  it('has unique paths', () => {
    const paths = flattenRoutes(routes).map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
  });
});
