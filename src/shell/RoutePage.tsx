import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteConfig } from '@config/routes.ts';
import { useT } from '@/locales/useT.tsx';
import { decideAccess, type AccessDecision } from '@/app/access.ts';
import { pageTitle } from '@/app/pageTitle.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { LazyPage } from './LazyPage.tsx';
import { PageBoundary } from './PageBoundary.tsx';
import { ForbiddenReasonContext, RouteMetaContext } from '@/app/routeMeta.ts';

/** The page folder a route shows for this decision: its own page, or the 403 page when access is refused. */
export function pageComponentOf(route: RouteConfig, decision: AccessDecision): string {
  return decision.kind === 'forbidden' ? 'exception/403' : route.component!;
}

/** One route of the table: its access guard, its document title, and its lazily loaded page. */
export function RoutePage({ route }: { route: RouteConfig }) {
  const { initialState } = useInitialState();
  const location = useLocation();
  const t = useT();
  const decision = decideAccess(route.access, initialState.currentUser);

  useEffect(() => {
    document.title = pageTitle(route, t);
  }, [route, t]);

  if (decision.kind === 'login') {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (decision.kind === 'perfect') return <Navigate to="/perfect" replace />;

  const component = pageComponentOf(route, decision);
  return (
    <RouteMetaContext.Provider value={route}>
      <ForbiddenReasonContext.Provider value={decision.kind === 'forbidden' ? decision.reason : null}>
        <PageBoundary resetKey={location.pathname}>
          <LazyPage key={component} component={component} />
        </PageBoundary>
      </ForbiddenReasonContext.Provider>
    </RouteMetaContext.Provider>
  );
}
