import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import defaultSettings from '@config/defaultSettings.ts';
import { useSession } from '@/app/session.ts';
import { useT } from '@/locales/useT.tsx';
import { ColorWeakToggle } from './ColorWeakToggle.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The unread badge and its live link load after the shell (a chunk of their own, not the first load). */
const UnreadBadge = lazy(() => import('@/components/UnreadBadge/index.tsx'));

interface AppHeaderProps {
  /** settings.fixedHeader: the bar stays at the top while the page scrolls. */
  fixed: boolean;
  /** The sider is collapsed (desktop) or its drawer closed (phone). */
  siderCollapsed: boolean;
  onToggleMenu: () => void;
}

/**
 * The header bar, the same on every page: beside the sider on a desktop, across the top on a phone (with the
 * menu button and the brand, since the sider is a drawer there). Its place comes from CSS alone (.app-header
 * in src/global.css, and the same rules in index.html's static frame), so it never moves after first paint.
 * pro-layout 7 draws no header in the side layout on desktop, and on a phone its menu "button" is a span.
 */
export function AppHeader({ fixed, siderCollapsed, onToggleMenu }: AppHeaderProps) {
  const t = useT();
  const { currentUser } = useSession();
  const className = ['app-header', fixed && 'app-header-fixed', siderCollapsed && 'app-header-collapsed'].filter(Boolean).join(' ');
  return (
    <header className={className}>
      <button type="button" className="app-header-menu" aria-label={t('layout.menuToggle')} aria-expanded={!siderCollapsed} onClick={onToggleMenu}>
        <MenuOutlined aria-hidden />
      </button>
      <Link to="/" className="app-header-brand">
        <img src={defaultSettings.logo} alt="" width={28} height={28} />
        <span>{t('layout.brand')}</span>
      </Link>
      <div className="app-header-actions">
        <LanguageSelect />
        <ColorWeakToggle />
        {currentUser?.role && (
          <Suspense fallback={<span className="header-unread" />}>
            <UnreadBadge side={currentUser.role === 'enterprise' ? 'recruiter' : 'seeker'} />
          </Suspense>
        )}
        <UserMenu />
      </div>
    </header>
  );
}
