import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Button, Empty } from 'antd';
import { Link } from 'react-router-dom';
import { useRouteMeta } from '@/app/routeMeta.ts';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';

/** An honest "under construction" state for a route whose page is not built yet: its title and a way on. */
export default function ComingSoon() {
  const route = useRouteMeta();
  const titleId = (route?.name ? `menu.${route.name}` : 'layout.title') as MessageId;
  return (
    <PageContainer
      title={
        <h1>
          <T id={titleId} />
        </h1>
      }
    >
      <Empty description={<T id="common.comingSoon" />}>
        <Link to="/">
          <Button type="primary">
            <T id="common.backHome" />
          </Button>
        </Link>
      </Empty>
    </PageContainer>
  );
}
