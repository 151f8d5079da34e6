import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { staticClosure } from './staticClosure.ts';

interface FirstLoadEntries {
  /** src/main.tsx: starts the session and the first requests while the app's code is still on its way. */
  startup: string;
  /** src/shell/mount.tsx: the app (layout, router, antd, react-intl), which main.tsx imports dynamically. */
  app: string;
  /**
   * Modules never to gather: packages of which start-up uses one small part and tree-shaking keeps the rest
   * out (rc-field-form: antd's overlays import its FormProvider). A group would take all of what it captures.
   */
  leaveOut: RegExp;
}

/**
 * The first load in two chunks, by what imports what:
 *   - `startup`: what main.tsx needs to begin (the session, the request module, its signing). It runs before
 *     the rest of the app has arrived, so this code must not wait in (or be split across) the app's chunks.
 *   - `app`: everything else mount.tsx imports statically. Left to itself, the bundler cut it into some fifteen
 *     chunks, one for each set of lazy pages that shares a piece (antd's Button, Tooltip, colours …): every page
 *     then cost that many more requests, though all of them are always loaded first. Pages import those pieces
 *     from `app` instead, which is already there.
 * antd's barrel makes every component look imported by the app; the closure follows only the names the app's
 * code imports (config/plugins/staticClosure.ts), so pages' components stay in the pages' chunks.
 */
export function firstLoadChunkGroups({ startup, app, leaveOut }: FirstLoadEntries): CodeSplittingGroup[] {
  let modules: { startup: Set<string>; app: Set<string> } | null = null;
  const closures = (ctx: ChunkingContext) => {
    if (modules) return modules;
    const getModule = (id: string) => ctx.getModuleInfo(id);
    const skip = (id: string) => leaveOut.test(id);
    const startupModules = staticClosure(startup, getModule);
    const appModules = staticClosure(app, getModule, skip);
    startupModules.forEach((id) => appModules.delete(id));
    return (modules = { startup: startupModules, app: appModules });
  };
  const chunkOf = (id: string, ctx: ChunkingContext) => {
    const { startup: startupModules, app: appModules } = closures(ctx);
    return startupModules.has(id) ? 'startup' : appModules.has(id) ? 'app' : null;
  };
  // Only the modules named: their dependencies are in the same closure, or left out on purpose.
  return [{ name: chunkOf, includeDependenciesRecursively: false }];
}
