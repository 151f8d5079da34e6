import { Tag } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { Ticket, TicketStatus } from '@/contract/contentValues.ts';
import { T } from '@/locales/useT.tsx';

const STATUS_COLOR: Record<TicketStatus, string> = { received: 'blue', processing: 'orange', replied: 'green' };

/** One ticket: its number, status, category and dates, the message and the desk's reply once there is one. */
export default function TicketView({ ticket }: { ticket: Ticket }) {
  return (
    <div className="contact-ticket" data-testid="ticket">
      <p className="contact-ticket-head">
        <strong>{ticket.ticketNo}</strong>
        <Tag color={STATUS_COLOR[ticket.status]} data-testid="ticket-status">
          <T id={`content.ticket.status.${ticket.status}`} />
        </Tag>
        <span className="contact-muted">
          <T id={`content.ticket.category.${ticket.category}`} /> · <BusinessDate value={ticket.createdAt} form="dateTime" />
        </span>
      </p>
      <p className="contact-ticket-text">{ticket.content}</p>
      {ticket.reply && (
        <p className="contact-ticket-reply">
          <strong>
            <T id="content.ticket.reply" />
          </strong>
          ：{ticket.reply}
        </p>
      )}
    </div>
  );
}
