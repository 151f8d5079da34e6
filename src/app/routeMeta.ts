import { createContext, useContext } from 'react';
import type { RouteConfig } from '@config/routes.ts';
import type { DenialMessageId } from '@/contract/permissions.ts';

/** The route table entry of the page being shown (its title, access …), for pages and shared blocks. */
export const RouteMetaContext = createContext<RouteConfig | null>(null);
export const useRouteMeta = () => useContext(RouteMetaContext);

/** Why the 403 page is shown, when a guard (rather than a direct visit) sent the user there: a denial's reason. */
export type ForbiddenReason = Exclude<DenialMessageId extends `shared.access.${infer Reason}` ? Reason : never, 'signIn'> | null;
export const ForbiddenReasonContext = createContext<ForbiddenReason>(null);
export const useForbiddenReason = () => useContext(ForbiddenReasonContext);
