import type { ComponentType } from 'react';
import { SCRIPT_TIMEOUT_MS } from '@/constants/index.ts';
import { ensurePageMessages } from '@/locales/pageMessages.ts';

/**
 * Loads a page chunk by its folder under src/pages. Each page is its own lazy chunk (import.meta.glob makes
 * one dynamic import per file). A chunk that fails, or has not arrived after 120 s, rejects, and the
 * route shows the retry page; its CSS preload failing rejects the same way (Vite's preload helper throws).
 * Loaded modules are cached, so revisiting a page renders at once. The zh-CN page messages load alongside
 * (once, in parallel), so no page renders before its texts are in.
 */
type PageModule = { default: ComponentType };

const pageImports = import.meta.glob<PageModule>('../pages/**/index.tsx');
const loaded = new Map<string, ComponentType>();

export class ChunkLoadError extends Error {
  constructor(
    readonly component: string,
    readonly reason: 'failed' | 'timeout',
    cause?: unknown,
  ) {
    super(`page chunk ${component} ${reason}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

export function hasPage(component: string) {
  return `../pages/${component}/index.tsx` in pageImports;
}

export function getLoadedPage(component: string): ComponentType | undefined {
  return loaded.get(component);
}

const preloads = new Map<string, Promise<ComponentType>>();

/**
 * Starts loading a page before it renders (the first page, while the app's code starts). The page's next
 * `loadPage` takes this attempt over, success or failure, so a failed chunk still shows the retry page
 * instead of being fetched twice.
 */
export function preloadPage(component: string): Promise<ComponentType> {
  const attempt = loadPage(component);
  preloads.set(component, attempt);
  return attempt;
}

export async function loadPage(component: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<ComponentType> {
  const cached = loaded.get(component);
  if (cached) return cached;
  const preloaded = preloads.get(component);
  if (preloaded) {
    preloads.delete(component);
    return preloaded;
  }
  const importer = pageImports[`../pages/${component}/index.tsx`];
  if (!importer) throw new ChunkLoadError(component, 'failed', new Error('no such page'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(component, 'timeout')), timeoutMs);
  });
  try {
    const [mod] = await Promise.race([Promise.all([importer(), ensurePageMessages()]), timeout]);
    loaded.set(component, mod.default);
    return mod.default;
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(component, 'failed', error);
  } finally {
    clearTimeout(timer);
  }
}
