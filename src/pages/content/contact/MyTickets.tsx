import { Empty, Skeleton } from 'antd';
import { PageSection } from '@/components/PageIntro/index.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useT } from '@/locales/useT.tsx';
import { queryMyTickets } from '@/services/content.ts';
import TicketView from './TicketView.tsx';

/** A signed-in author's tickets, newest first; a new message refreshes the list (`refreshOn`). */
export default function MyTickets({ refreshOn }: { refreshOn?: string }) {
  const t = useT();
  const { data, loading } = useApiRequest(() => queryMyTickets({ pageSize: 20 }), { refreshDeps: [refreshOn] });
  return (
    <PageSection className="contact-card" id="contact-mine" titleId="content.mine">
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : data?.list.length ? (
        <ul className="contact-tickets" data-testid="my-tickets">
          {data.list.map((ticket) => (
            <li key={ticket.ticketNo}>
              <TicketView ticket={ticket} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('content.mine.empty')} />
      )}
    </PageSection>
  );
}
