import { dirname, resolve } from 'node:path';

/** What the closure needs of a module: rolldown's ModuleInfo (and a test's fake) both have these. */
export interface GraphModule {
  id: string;
  code: string | null;
  importedIds: readonly string[];
}

/**
 * Re-export barrels: the graph says an importer of `antd` imports every component, though it uses a few, so the
 * closure follows only the exports it names. Matched by file: antd's index, @ant-design/icons' two levels, and
 * @ant-design/pro-utils' index (ProLayout takes a few hooks from it; the rest is ProForm's and ProTable's, with
 * antd's Form, Select, DatePicker … behind it).
 */
export const BARREL = /\/node_modules\/(?:antd\/es\/index\.js|@ant-design\/icons\/es\/(?:index|icons\/index)\.js|@ant-design\/pro-utils\/es\/index\.js)$/;

/**
 * The names a module's code takes from `package` (`import { A, B as C } from 'package'`; `default` for a
 * default import). Built code keeps its import statements, so reading them is enough.
 */
export function namesImportedFrom(code: string, packageName: string): string[] {
  const names: string[] = [];
  for (const [, clause, source] of code.matchAll(/import\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (source !== packageName) continue;
    const named = /\{([^}]*)\}/.exec(clause);
    for (const part of named?.[1].split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
    if (/^[\w$]/.test(clause.trim())) names.push('default');
  }
  return names;
}

/** The package a module of node_modules belongs to (`antd`, `@ant-design/icons`). */
function packageOf(id: string): string | undefined {
  return /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
}

/** The modules of a barrel that provide `names`, through `export { … } from` and `export * from`. */
function barrelSources(barrel: GraphModule, names: Set<string>, getModule: (id: string) => GraphModule | null): string[] {
  const resolveRelative = (specifier: string) => {
    const path = resolve(dirname(barrel.id), specifier);
    return barrel.importedIds.find((id) => id === path || id === `${path}.js` || id === `${path}/index.js`);
  };
  const sources: string[] = [];
  for (const [, list, specifier] of (barrel.code ?? '').matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const exported = list.split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
    );
    const id = exported.some((name) => names.has(name)) ? resolveRelative(specifier) : undefined;
    if (id) sources.push(id);
  }
  // The import-then-export style (`import { a } from "./a"; … export { a as b, … };`), as Babel writes barrels.
  const imported = new Map<string, string>();
  for (const [, clause, specifier] of (barrel.code ?? '').matchAll(/import\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of /\{([^}]*)\}/.exec(clause)?.[1].split(',') ?? []) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) imported.set(local, specifier);
    }
    const defaultName = /^([\w$]+)/.exec(clause.trim())?.[1];
    if (defaultName) imported.set(defaultName, specifier);
  }
  for (const [, list] of (barrel.code ?? '').matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of list.replace(/\/\/[^\n]*/g, '').split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const specifier = local && names.has(exported) ? imported.get(local) : undefined;
      if (!specifier) continue;
      const id = specifier.startsWith('.') ? resolveRelative(specifier) : barrel.importedIds.find((dep) => packageOf(dep) === specifier);
      if (id) sources.push(id);
    }
  }
  for (const [, specifier] of (barrel.code ?? '').matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    const id = resolveRelative(specifier);
    const inner = id && BARREL.test(id) ? getModule(id) : null;
    if (inner) sources.push(...barrelSources(inner, names, getModule));
    else if (id) sources.push(id);
  }
  return sources;
}

/**
 * Every module `entry` imports statically, directly or not, going through a barrel only to the exports that
 * are named (the barrels themselves are left out). Dynamic imports are not followed: they load later.
 */
export function staticClosure(entry: string, getModule: (id: string) => GraphModule | null, skip: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || skip(id)) return;
    const module = getModule(id);
    if (!module) return;
    seen.add(id);
    for (const dependency of module.importedIds) {
      const barrel = BARREL.test(dependency) ? getModule(dependency) : null;
      if (!barrel) visit(dependency);
      else barrelSources(barrel, new Set(namesImportedFrom(module.code ?? '', packageOf(dependency) ?? '')), getModule).forEach(visit);
    }
  };
  visit(entry);
  return new Set([...seen].filter((id) => !BARREL.test(id)));
}
