import type { RouteConfig } from '@config/routes.ts';
import type { MessageId } from '@/locales/types.ts';

/** The document title of a route: "<page> - <site title>". */
export function pageTitle(route: RouteConfig | undefined, t: (id: MessageId) => string): string {
  const site = t('layout.title');
  return route?.name ? `${t(`menu.${route.name}` as MessageId)} - ${site}` : site;
}
