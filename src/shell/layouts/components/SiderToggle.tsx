import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useT } from '@/locales/useT.tsx';

/**
 * The control on the sider's edge that collapses it to icons and back (ProLayout's `collapsedButtonRender`):
 * a button with a name and its state, where ProLayout's own is a div that only a mouse can use.
 */
export function SiderToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="sider-toggle"
      aria-label={t(collapsed ? 'layout.siderExpand' : 'layout.siderCollapse')}
      aria-expanded={!collapsed}
      onClick={onToggle}
    >
      {collapsed ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
    </button>
  );
}
