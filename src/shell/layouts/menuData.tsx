import { AppstoreOutlined, BankOutlined, HomeOutlined, ReadOutlined, SearchOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import { forwardRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import type { RouteConfig } from '@config/routes.ts';
import type { UnionUser } from '@/contract/auth.ts';
import type { MessageId } from '@/locales/types.ts';
import { visibleInMenu } from '@/app/access.ts';
import { useCityPreference } from '@/components/HomeBlocks/cityPreference.ts';
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

export interface MenuItem {
  path: string;
  name: string;
  icon?: ReactNode;
  routes?: MenuItem[];
}

/** The side menu for this user: translated labels, only what they may open, empty groups dropped. */
export function buildMenu(table: RouteConfig[], user: UnionUser | null, t: (id: MessageId) => string): MenuItem[] {
  return table.flatMap((route): MenuItem[] => {
    if (route.routes && !route.component) {
      if (route.hideInMenu) return [];
      const children = buildMenu(route.routes, user, t);
      return children.length ? [{ path: route.path, name: t(`menu.${route.name}` as MessageId), icon: ICONS[route.icon ?? ''], routes: children }] : [];
    }
    if (!route.name || route.path === '*' || !visibleInMenu(route, user)) return [];
    return [{ path: route.path, name: t(`menu.${route.name}` as MessageId), icon: route.icon ? ICONS[route.icon] : undefined }];
  });
}

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
