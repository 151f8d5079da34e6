import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import routes, { flattenRoutes, type RouteConfig } from '@config/routes.ts';
import BasicLayout from '@/shell/layouts/BasicLayout.tsx';
import { decideAccess } from '@/app/access.ts';
import type { UnionUser } from '@/contract/auth.ts';
import { preloadPage } from './pageLoader.ts';
import { pageComponentOf, RoutePage } from './RoutePage.tsx';
import { StandaloneFrame } from './layouts/StandaloneFrame.tsx';

/** config/routes.ts → react-router: pages inside the root layout, and /perfect outside it. */
function toRouteObject(route: RouteConfig): RouteObject {
  if (route.redirect && !route.component) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  return { path: route.path, element: <RoutePage route={route} />, handle: { route } };
}

export function buildRouteObjects(table: RouteConfig[] = routes): RouteObject[] {
  const flat = flattenRoutes(table);
  return [
    { element: <StandaloneFrame />, children: flat.filter((r) => r.layout === false).map(toRouteObject) },
    { element: <BasicLayout />, children: flat.filter((r) => r.layout !== false).map(toRouteObject) },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the chunk of the page the first address shows, for this user (nothing when the route redirects to
 * sign-in or to /perfect). Never rejects: LazyPage shows the outcome, the retry page if the chunk failed.
 */
export function loadFirstPage(router: AppRouter, user: UnionUser | null): Promise<void> {
  const route = (router.state.matches.at(-1)?.route.handle as { route?: RouteConfig } | undefined)?.route;
  if (!route?.component) return Promise.resolve();
  const decision = decideAccess(route.access, user);
  if (decision.kind === 'login' || decision.kind === 'perfect') return Promise.resolve();
  return preloadPage(pageComponentOf(route, decision)).then(
    () => undefined,
    () => undefined,
  );
}

export function createAppRouter(): AppRouter {
  // BASE_URL is '/pc/'; the router wants the basename without the trailing slash.
  return createBrowserRouter(buildRouteObjects(), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
}
