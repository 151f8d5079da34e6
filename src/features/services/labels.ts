import type { PriceBasis, ServiceFigures, ServiceRequestKind, StaffingMatch } from '@/contract/serviceValues.ts';
import type { MessageId } from '@/locales/types.ts';
import type { Translate } from '@/locales/useT.tsx';

/** Message ids of the services' names and the catalogue's lines, shared by the service pages. */

export const serviceNameId = (kind: ServiceRequestKind): MessageId => `service.name.${kind}`;

/** A staffing request's match as a name: a gig is "post a gig", the rest are services. */
export const matchNameId = (match: StaffingMatch): MessageId => (match === 'gig' ? 'service.match.gig' : serviceNameId(match));

export const priceText = (t: Translate, basis: PriceBasis, min: number, max: number) => t(`service.price.${basis}`, { min, max });

/** "3 天内交付首批" for promises of days, "24 小时内" for the fast ones. */
export function slaText(t: Translate, f: Pick<ServiceFigures, 'slaHours'>) {
  return f.slaHours >= 48 ? t('service.sla.days', { days: Math.round(f.slaHours / 24) }) : t('service.sla.hours', { hours: f.slaHours });
}
