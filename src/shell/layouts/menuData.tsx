import { AppstoreOutlined, BankOutlined, HomeOutlined, ReadOutlined, SearchOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-layout';
import { forwardRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import routes, { type RouteConfig } from '@config/routes.ts';
import type { UnionUser } from '@/contract/auth.ts';
import type { MessageId } from '@/locales/types.ts';
import { visibleInMenu } from '@/app/access.ts';
import { useCityPreference } from '@/app/cityPreference.ts';
import type { CityCode } from '@/dicts/city.ts';

/** Icon names used in config/routes.ts, mapped explicitly (an icon font would cost the first load). */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  search: <SearchOutlined aria-hidden />,
  appstore: <AppstoreOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  bank: <BankOutlined aria-hidden />,
  solution: <SolutionOutlined aria-hidden />,
  read: <ReadOutlined aria-hidden />,
};

/**
 * The route table as ProLayout's route data: translated names, icons, and every page this user may not open
 * hidden from the menu (`hideInMenu`), though still known to ProLayout for titles and breadcrumbs. Groups with
 * nothing left to show are hidden too. `/_…` paths are menu groups only, never addresses.
 */
export function buildMenu(table: RouteConfig[], user: UnionUser | null, t: (id: MessageId) => string): MenuDataItem[] {
  return table.flatMap((route): MenuDataItem[] => {
    if (route.path === '*' || !route.name) return [];
    const name = t(`menu.${route.name}` as MessageId);
    const icon = route.icon ? ICONS[route.icon] : undefined;
    if (route.routes && !route.component) {
      const children = buildMenu(route.routes, user, t);
      const hideInMenu = !!route.hideInMenu || children.every((child) => child.hideInMenu);
      return [{ path: route.path, key: route.path, name, icon, hideInMenu, children }];
    }
    return [{ path: route.path, key: route.path, name, icon, hideInMenu: !visibleInMenu(route, user) }];
  });
}

/** The menu groups a page sits in (their keys), outermost first: what the sider shows open on that page. */
export function groupsOf(pathname: string, table: RouteConfig[] = routes): string[] {
  for (const route of table) {
    if (!route.routes) continue;
    if (route.routes.some((child) => child.path === pathname)) return [route.path];
    const inner = groupsOf(pathname, route.routes);
    if (inner.length) return [route.path, ...inner];
  }
  return [];
}

/** Whether a menu path is a page (not a group's key). */
export const isPagePath = (path: string | undefined): path is string => !!path && !path.startsWith('/_');

/** Lists that open in the home page's city when reached from the menu (their `city` filter is the same code). */
const CITY_LISTS = new Set(['/jobpost', '/company']);

/** Where a menu item leads: a city list opens filtered by the city chosen on the home page, if any. */
export function menuHref(path: string, city: CityCode | undefined): string {
  return city && CITY_LISTS.has(path) ? `${path}?city=${encodeURIComponent(city)}` : path;
}

/** A menu entry's link, following the remembered home city as it changes. */
export const MenuLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { path: string }>(function MenuLink({ path, children, ...rest }, ref) {
  const city = useCityPreference();
  return (
    <Link ref={ref} to={menuHref(path, city)} {...rest}>
      {children}
    </Link>
  );
});
