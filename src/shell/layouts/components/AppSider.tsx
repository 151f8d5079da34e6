import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import defaultSettings from '@config/defaultSettings.ts';
import { useT } from '@/locales/useT.tsx';
import { isPhone } from '../layoutGeometry.ts';
import type { MenuItem } from '../menuData.tsx';
import { SideMenu } from './SideMenu.tsx';

interface AppSiderProps {
  items: MenuItem[];
  pathname: string;
  /** Desktop: icons only (64 px). Phone: the drawer is closed. */
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
}

/**
 * The dark sider: the brand and the menu, fixed at the side of every page, 256 px wide or 64 px collapsed;
 * on a phone it is a drawer over the page, opened from the header's menu button, closed by the backdrop,
 * Escape or choosing a page. Its geometry is static CSS (siderLayout.css) and equals index.html's static
 * frame, so the frame that paints before any script and this one replace each other without a shift.
 */
export function AppSider({ items, pathname, collapsed, onCollapse }: AppSiderProps) {
  const t = useT();
  const navRef = useRef<HTMLElement>(null);

  // A drawer that opens takes the focus; one that closes gives it back to the button that opened it.
  const wasOpen = useRef(!collapsed);
  useEffect(() => {
    if (!isPhone() || wasOpen.current === !collapsed) return;
    wasOpen.current = !collapsed;
    if (!collapsed) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    else if (navRef.current?.contains(document.activeElement)) document.querySelector<HTMLElement>('.app-header-menu')?.focus();
  }, [collapsed]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !collapsed && isPhone()) onCollapse(true);
  };

  return (
    <>
      <div className="app-sider-backdrop" aria-hidden onClick={() => onCollapse(true)} />
      <aside className={collapsed ? 'app-sider app-sider-collapsed' : 'app-sider'} aria-label={t('layout.sider')} onKeyDown={closeOnEscape}>
        <Link to="/" className="app-sider-brand">
          <img src={defaultSettings.logo} alt="" width={32} height={32} />
          <span className={collapsed ? 'brand-name visually-hidden' : 'brand-name'}>{t('layout.brand')}</span>
        </Link>
        <nav ref={navRef} className="app-sider-nav" aria-label={t('layout.nav')}>
          <SideMenu items={items} pathname={pathname} collapsed={collapsed} onExpandSider={() => onCollapse(false)} />
        </nav>
        <button type="button" className="app-sider-toggle" aria-label={t(collapsed ? 'layout.siderExpand' : 'layout.siderCollapse')} aria-expanded={!collapsed} onClick={() => onCollapse(!collapsed)}>
          {collapsed ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
        </button>
      </aside>
    </>
  );
}
