import { Button, Modal } from 'antd';
import { useState } from 'react';
import ListState from '@/components/ListState/index.tsx';
import type { ServiceCode } from '@/contract/serviceValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryServiceCatalogue } from '@/services/hrServices.ts';
import ServiceRequestForm from './ServiceRequestForm.tsx';
import { priceText, serviceNameId, slaText } from './labels.ts';
import './services.css';

/**
 * The catalogue's cards (GET /services/catalogue): whom each service suits, its scope, its promise and its
 * price basis, and "get a quote", which opens the request form of that very service.
 */
export default function ServiceCards() {
  const t = useT();
  const catalogue = useApiRequest(queryServiceCatalogue, { cacheKey: 'service-catalogue' });
  const [open, setOpen] = useState<ServiceCode | null>(null);
  const services = catalogue.data?.services ?? [];
  return (
    <ListState
      loading={catalogue.loading && !catalogue.data}
      error={catalogue.error}
      empty={!services.length}
      onRetry={catalogue.refresh}
      emptyId="service.catalogue.empty"
    >
      <ul className="service-grid" aria-label={t('service.product.title')}>
        {services.map((s) => (
          <li key={s.code} className="service-tile" data-testid={`service-card-${s.code}`}>
            <h3 id={`service-card-${s.code}`}>{t(serviceNameId(s.code))}</h3>
            <dl>
              <dt>
                <T id="service.card.suits" />
              </dt>
              <dd>{t(`service.suits.${s.code}`)}</dd>
              <dt>
                <T id="service.card.scope" />
              </dt>
              <dd>{t(`service.scope.${s.code}`)}</dd>
              <dt>
                <T id="service.card.sla" />
              </dt>
              <dd>
                {slaText(t, s)}
                {s.guaranteeDays > 0 && ` · ${t('service.guarantee', { days: s.guaranteeDays })}`}
              </dd>
              <dt>
                <T id="service.card.price" />
              </dt>
              <dd>{priceText(t, s.basis, s.priceMin, s.priceMax)}</dd>
            </dl>
            <Button type="primary" onClick={() => setOpen(s.code)} aria-describedby={`service-card-${s.code}`}>
              <T id="service.card.request" />
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        title={open && t('service.product.dialog', { name: t(serviceNameId(open)) })}
        onCancel={() => setOpen(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        {open && <ServiceRequestForm kind={open} />}
      </Modal>
    </ListState>
  );
}
