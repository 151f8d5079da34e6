import { flattenRoutes, type RouteConfig } from '@config/routes.ts';
import type { MessageId } from '@/locales/types.ts';

/** One step of the trail: ProLayout's breadcrumb item shape (its `linkPath` is the in-app address). */
export interface Crumb {
  linkPath: string;
  breadcrumbName: string;
  title: string;
}

const byPath = new Map<string, RouteConfig>(flattenRoutes().map((route) => [route.path, route]));

/**
 * ProLayout's `breadcrumbRender`: our routes are flat addresses (the SPEC's), so ProLayout's own trail, built by
 * cutting the address at its slashes, has one step. A page reached from a list names its list (`parent` in
 * config/routes.ts), so the trail is home › the list › the page (首页 › 找工作 › 职位详情); a page without one keeps
 * what ProLayout found.
 */
export function breadcrumbFor<Found>(pathname: string, found: Found[], t: (id: MessageId) => string): Array<Found | Crumb> {
  const route = byPath.get(pathname);
  if (!route?.name) return found;
  const crumb = (r: RouteConfig): Crumb => {
    const name = t(`menu.${r.name}` as MessageId);
    return { linkPath: r.path, breadcrumbName: name, title: name };
  };
  const trail = [crumb(byPath.get('/')!)];
  const parent = route.parent ? byPath.get(route.parent) : undefined;
  if (parent) trail.push(crumb(parent));
  if (route.path !== '/') trail.push(crumb(route));
  return trail;
}
