import { PageContainer } from '@/components/PageContainer/index.tsx';
import ServiceCards from '@/features/services/ServiceCards.tsx';
import { T } from '@/locales/useT.tsx';

/** /outsourc/product: the service catalogue's cards, each with a quote request for that service. */
export default function ServiceProductsPage() {
  return (
    <PageContainer
      title={
        <h1>
          <T id="service.product.title" />
        </h1>
      }
      content={<T id="service.product.intro" />}
    >
      <ServiceCards />
    </PageContainer>
  );
}
