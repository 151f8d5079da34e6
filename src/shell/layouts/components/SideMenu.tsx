import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { MenuLink, type MenuItem } from '../menuData.tsx';

interface SideMenuProps {
  items: MenuItem[];
  pathname: string;
  /** The sider shows icons only: labels stay for screen readers, groups open by expanding the sider. */
  collapsed: boolean;
  onExpandSider: () => void;
}

const groupOf = (items: MenuItem[], pathname: string) => items.find((item) => item.routes?.some((child) => child.path === pathname))?.path;

/**
 * The side menu: a list of links, with each group a disclosure button over its own list. The current page's
 * link says so (aria-current) and its group opens whenever the user arrives on it; other groups keep whatever
 * the user chose. Plain links and buttons with static CSS (siderLayout.css), so the first paint needs no menu
 * component and no generated styles.
 */
export function SideMenu({ items, pathname, collapsed, onExpandSider }: SideMenuProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([groupOf(items, pathname)].filter((g): g is string => !!g)));
  // Arriving on a page opens its group (adjusted during render, React's pattern for state that follows a prop).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const group = groupOf(items, pathname);
    if (group && !open.has(group)) setOpen(new Set(open).add(group));
  }

  const toggle = (path: string) => {
    if (collapsed) {
      onExpandSider();
      setOpen(new Set(open).add(path));
      return;
    }
    const next = new Set(open);
    if (!next.delete(path)) next.add(path);
    setOpen(next);
  };

  const currentGroup = groupOf(items, pathname);
  return (
    <ul className="side-menu">
      {items.map((item) =>
        item.routes ? (
          <li key={item.path}>
            <MenuGroupButton item={item} expanded={open.has(item.path) && !collapsed} current={currentGroup === item.path} collapsed={collapsed} onToggle={() => toggle(item.path)} />
            <ul id={groupListId(item.path)} className="side-menu-sub" hidden={!open.has(item.path) || collapsed}>
              {item.routes.map((child) => (
                <li key={child.path}>
                  <MenuEntry item={child} current={child.path === pathname} collapsed={false} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.path}>
            <MenuEntry item={item} current={item.path === pathname} collapsed={collapsed} />
          </li>
        ),
      )}
    </ul>
  );
}

const groupListId = (path: string) => `side-menu-${path.replace(/\W/g, '')}`;

/** Collapsed, the label stays for screen readers (the link keeps its name) but is not shown. */
const labelClass = (collapsed: boolean) => (collapsed ? 'side-menu-label visually-hidden' : 'side-menu-label');

function MenuEntry({ item, current, collapsed }: { item: MenuItem; current: boolean; collapsed: boolean }) {
  return (
    <MenuLink path={item.path} className={current ? 'side-menu-item side-menu-item-current' : 'side-menu-item'} aria-current={current ? 'page' : undefined} title={collapsed ? item.name : undefined}>
      {item.icon}
      <span className={labelClass(collapsed)}>{item.name}</span>
    </MenuLink>
  );
}

interface MenuGroupButtonProps {
  item: MenuItem;
  expanded: boolean;
  /** The current page is in this group (shown on the group while it is closed or the sider collapsed). */
  current: boolean;
  collapsed: boolean;
  onToggle: () => void;
}

function MenuGroupButton({ item, expanded, current, collapsed, onToggle }: MenuGroupButtonProps) {
  const className = ['side-menu-item', 'side-menu-group', current && 'side-menu-group-current'].filter(Boolean).join(' ');
  return (
    <button type="button" className={className} aria-expanded={expanded} aria-controls={groupListId(item.path)} title={collapsed ? item.name : undefined} onClick={onToggle}>
      {item.icon}
      <span className={labelClass(collapsed)}>{item.name}</span>
      <DownOutlined className="side-menu-arrow" aria-hidden />
    </button>
  );
}
