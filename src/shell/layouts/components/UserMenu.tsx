import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tag } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/app/session.ts';
import { useSignOut } from '@/app/signOut.ts';
import type { Role } from '@/contract/auth.ts';
import { switchIdentity } from '@/services/identity.ts';
import { announceUserChanged } from '@/services/sessionSync.ts';
import { T, useT } from '@/locales/useT.tsx';
import { mediaUrl } from '@/utils/media.ts';
import { OnDemandDropdown } from '@/components/OnDemandDropdown/index.tsx';

/**
 * The user's area (ProLayout's `avatarProps.render`): a sign-in link for visitors; name, role and sign-out for a
 * signed-in user. `compact` (a collapsed sider, a phone) shows the avatar alone, and (`iconSignIn`, a collapsed
 * sider) a visitor's sign-in link as the user icon; the words stay for screen readers.
 */
export function UserMenu({ compact = false, iconSignIn = compact }: { compact?: boolean; iconSignIn?: boolean }) {
  const { currentUser, updateUser } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();

  if (!currentUser) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link className="header-login" to={location.pathname === '/login' ? '/login' : `/login?redirect=${redirect}`}>
        {/* A collapsed sider is 64 px: the sign-in words would stick out of it; the icon stands in, the words are still read. */}
        {iconSignIn && <UserOutlined aria-hidden />}
        <span className={iconSignIn ? 'visually-hidden' : undefined}>
          <T id="layout.signIn" />
        </span>
      </Link>
    );
  }

  const roleId = currentUser.role === 'enterprise' ? 'layout.role.enterprise' : currentUser.role === 'seeker' ? 'layout.role.seeker' : 'layout.role.none';
  const home = homeOf(currentUser.role);
  // One number, both identities: the account switches, and the tab goes to the new identity's home.
  const switchTo = currentUser.switchableTo ?? null;
  const switchIdentityTo = (role: Role) =>
    void switchIdentity(role).then((user) => {
      updateUser(user);
      announceUserChanged(user);
      navigate(homeOf(user.role));
    });
  return (
    <OnDemandDropdown
      menu={{
        items: [
          { key: 'role', label: <Tag color={currentUser.role === 'enterprise' ? 'gold' : 'blue'}>{t(roleId)}</Tag>, disabled: true },
          { key: 'home', icon: <UserOutlined />, label: <T id={currentUser.role === 'enterprise' ? 'menu.enterprisecenter' : 'menu.percenter'} /> },
          ...(switchTo
            ? [{ key: 'switch', icon: <SwapOutlined />, label: <T id={switchTo === 'enterprise' ? 'layout.switchTo.enterprise' : 'layout.switchTo.seeker'} /> }]
            : []),
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: <T id="layout.signOut" /> },
        ],
        onClick: ({ key }) => {
          if (key === 'home') navigate(home);
          if (key === 'switch' && switchTo) switchIdentityTo(switchTo);
          if (key === 'logout') {
            signOut('/');
          }
        },
      }}
    >
      <Button type="text" className="header-user" data-testid="user-menu" aria-label={t('layout.userMenu', { name: currentUser.name })}>
        <Avatar size="small" src={currentUser.avatar ? mediaUrl(currentUser.avatar) : undefined} icon={<UserOutlined />} />
        <span className={compact ? 'visually-hidden' : 'header-action-label'}>{currentUser.name}</span>
        <span className="visually-hidden">{t(roleId)}</span>
      </Button>
    </OnDemandDropdown>
  );
}

const homeOf = (role: Role | null) => (role === 'enterprise' ? '/enterprisecenter' : role === 'seeker' ? '/percenter' : '/perfect');
