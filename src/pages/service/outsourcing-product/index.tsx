import { PageIntro } from '@/components/PageIntro/index.tsx';
import ServiceCards from '@/features/services/ServiceCards.tsx';

/** /outsourc/product: the service catalogue's cards, each with a quote request for that service. */
export default function ServiceProductsPage() {
  return (
    <PageIntro titleId="service.product.title" introId="service.product.intro">
      <ServiceCards />
    </PageIntro>
  );
}
