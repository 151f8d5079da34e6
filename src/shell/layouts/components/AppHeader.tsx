import { ColorWeakToggle } from './ColorWeakToggle.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The fixed header bar. pro-layout 7 draws no header in the side layout on desktop (its actions would sit at
 * the bottom of the sider), so the bar is ours: language, colour-weak mode and the user menu.
 */
export function AppHeader({ fixed }: { fixed: boolean }) {
  return (
    <div className={fixed ? 'app-header app-header-fixed' : 'app-header'}>
      <div className="app-header-actions">
        <LanguageSelect />
        <ColorWeakToggle />
        <UserMenu />
      </div>
    </div>
  );
}
