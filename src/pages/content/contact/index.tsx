import { useState } from 'react';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import type { TicketCreated } from '@/contract/contentValues.ts';
import { useSession } from '@/app/session.ts';
import { T } from '@/locales/useT.tsx';
import ContactInfo from './ContactInfo.tsx';
import ContactForm from './ContactForm.tsx';
import MyTickets from './MyTickets.tsx';
import TicketLookup from './TicketLookup.tsx';
import './contact.css';

/**
 * /contactUs: the support and report lines, hours, address, the licences (as in the footer), the official
 * account's QR codes, and a message form whose message becomes a ticket. A visitor looks a ticket up by its
 * number and mobile; a signed-in author sees theirs in the list.
 */
export default function ContactPage() {
  const { currentUser } = useSession();
  // A new ticket refreshes the author's list.
  const [lastTicket, setLastTicket] = useState<TicketCreated | null>(null);
  return (
    <PageContainer title={false} className="contact-page">
      <header className="contact-head">
        <h1>
          <T id="menu.contactUs" />
        </h1>
        <p>
          <T id="content.contact.intro" />
        </p>
      </header>
      <div className="contact-grid">
        <ContactInfo />
        <div className="contact-side">
          <ContactForm user={currentUser ?? null} onCreated={setLastTicket} />
          {currentUser ? <MyTickets refreshOn={lastTicket?.ticketNo} /> : <TicketLookup />}
        </div>
      </div>
    </PageContainer>
  );
}
