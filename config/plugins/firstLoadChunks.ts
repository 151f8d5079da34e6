import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * One chunk for what src/main.tsx needs to begin start-up (the session, the request module, its signing):
 * main.tsx runs before the rest of the app has arrived, so this code must not wait in (or be split across)
 * the chunks the app shares with lazy pages. What main.tsx imports is read from the module graph.
 *
 * Grouping the rest of the first load the same way does not pay with antd: its barrel makes every component
 * look statically imported, so any graph- or package-based group pulls lazy pages' components into the first
 * load (measured: 395-406 KB gzip instead of 309 KB).
 */
export function firstLoadChunkGroups(startupEntry: string): CodeSplittingGroup[] {
  let startup: Set<string> | null = null;
  const startupModules = (ctx: ChunkingContext) => {
    if (startup) return startup;
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(startupEntry);
    startup = seen;
    return startup;
  };
  return [{ name: (id, ctx) => (startupModules(ctx).has(id) ? 'startup' : null) }];
}
