import { lazy, Suspense } from 'react';
import { useSession } from '@/app/session.ts';
import { ColorWeakToggle } from './ColorWeakToggle.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

/** The unread badge and its live link load after the shell (a chunk of their own, not the first load). */
const UnreadBadge = lazy(() => import('@/features/notices/UnreadBadge/index.tsx'));

/**
 * The layout's actions (ProLayout's `actionsRender`): language, colour-weak mode and, for a signed-in user, the
 * unread badge. The badge's slot keeps its size while its chunk loads, so nothing beside it moves.
 */
export function HeaderActions({ vertical = false }: { vertical?: boolean }) {
  const { currentUser } = useSession();
  return (
    <div className={vertical ? 'header-actions header-actions-vertical' : 'header-actions'}>
      <LanguageSelect compact={vertical} />
      <ColorWeakToggle />
      {currentUser?.role && (
        <Suspense fallback={<span className="header-unread" />}>
          <UnreadBadge side={currentUser.role === 'enterprise' ? 'recruiter' : 'seeker'} />
        </Suspense>
      )}
    </div>
  );
}
