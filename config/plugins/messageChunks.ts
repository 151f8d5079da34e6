import type { CodeSplittingGroup } from 'rolldown';

/**
 * A message bundle loads as one lazy import (zh-CN's page messages, the en-US and zh-TW bundles), but arrives in
 * a few chunks: the module imported (zh-CN/pages.ts, en-US/index.ts, virtual:jucai-zh-TW) only spreads its parts,
 * and each part (locales/<code>/shell.ts or parts/<name>.ts, the zh-TW ones converted from zh-CN's) is gathered
 * here into a chunk of its own with the domain modules it spreads. The browser asks for the parts in parallel once
 * the small bundle chunk has arrived, as it does for a page chunk's own imports, while the first load keeps its one
 * import per bundle (nothing added to it). One chunk per bundle had grown to 59 kB gzip (zh-TW) against the 60 kB
 * budget; the parts are about 15-22 kB each.
 */
const PART = /[\\/]src[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})[\\/](parts[\\/])?(\w+)\.ts$/;
const TRADITIONAL_PART = /^\0virtual:jucai-zh-TW\/(\w+)$/;

/** The chunk a message part goes to (`en-US-browse`), or null for any other module. */
export function messageChunkOf(id: string): string | null {
  const traditional = TRADITIONAL_PART.exec(id);
  if (traditional) return `zh-TW-${traditional[1]}`;
  const [, code, inParts, name] = PART.exec(id) ?? [];
  // A domain module goes with the part spreading it; zh-CN's shell is in the first load.
  return inParts || (name === 'shell' && code !== 'zh-CN') ? `${code}-${name}` : null;
}

export const messageChunkGroups = (): CodeSplittingGroup[] => [{ name: messageChunkOf }];
