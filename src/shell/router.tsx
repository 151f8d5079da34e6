import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import routes, { flattenRoutes, type RouteConfig } from '@config/routes.ts';
import BasicLayout from '@/shell/layouts/BasicLayout.tsx';
import { RoutePage } from './RoutePage.tsx';

/** config/routes.ts → react-router: pages inside the root layout, and /perfect outside it. */
function toRouteObject(route: RouteConfig): RouteObject {
  if (route.redirect && !route.component) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  return { path: route.path, element: <RoutePage route={route} />, handle: { route } };
}

export function buildRouteObjects(table: RouteConfig[] = routes): RouteObject[] {
  const flat = flattenRoutes(table);
  return [
    ...flat.filter((r) => r.layout === false).map(toRouteObject),
    { element: <BasicLayout />, children: flat.filter((r) => r.layout !== false).map(toRouteObject) },
  ];
}

export function createAppRouter() {
  // BASE_URL is '/pc/'; the router wants the basename without the trailing slash.
  return createBrowserRouter(buildRouteObjects(), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
}
