import type { RouteDef } from '../core/router.ts';
import { authRoutes } from './auth.ts';
import { mediaRoutes } from './media.ts';

/** Every endpoint of the mock /user API. docs/API.md lists them for a backend team. */
export const allRoutes: RouteDef[] = [...authRoutes, ...mediaRoutes];
