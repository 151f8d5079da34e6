import { MenuOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import defaultSettings from '@config/defaultSettings.ts';
import { useT } from '@/locales/useT.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { UserMenu } from './UserMenu.tsx';

interface PhoneHeaderProps {
  drawerOpen: boolean;
  onToggleMenu: () => void;
}

/**
 * What ProLayout's header holds on a phone (its `headerRender`): the menu button that opens the sider's drawer,
 * the brand, the actions and the user's menu. ProLayout's own "button" here is a span that a keyboard cannot
 * reach and a screen reader cannot name; this one is a button.
 */
export function PhoneHeader({ drawerOpen, onToggleMenu }: PhoneHeaderProps) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  // The drawer (antd's) takes the focus when it opens; when it closes with the focus inside it or lost, the
  // focus comes back to the button that opened it, not to the top of the page.
  const wasOpen = useRef(drawerOpen);
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-drawer')) button.current?.focus();
    }
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);
  return (
    <div className="phone-header">
      <button ref={button} type="button" className="phone-header-menu" aria-label={t('layout.menuToggle')} aria-expanded={drawerOpen} onClick={onToggleMenu}>
        <MenuOutlined aria-hidden />
      </button>
      <Link to="/" className="phone-header-brand">
        <img src={defaultSettings.logo} alt="" width={28} height={28} />
        <span>{t('layout.brand')}</span>
      </Link>
      <div className="phone-header-actions">
        <HeaderActions />
        <UserMenu compact iconSignIn={false} />
      </div>
    </div>
  );
}
