import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormError } from '@/components/FormError/index.tsx';
import { PageSection } from '@/components/PageIntro/index.tsx';
import { MOBILE_PATTERN, TICKET_NO_PATTERN, type Ticket } from '@/contract/contentValues.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { lookupTicket } from '@/services/content.ts';
import TicketView from './TicketView.tsx';

/** A visitor's way back to their ticket: its number and the mobile it was filed with (nothing else opens it). */
export default function TicketLookup() {
  const t = useT();
  const [form] = Form.useForm<{ ticketNo: string; mobile: string }>();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const { submit, submitting, error } = useSubmit(
    ({ ticketNo, mobile }: { ticketNo: string; mobile: string }, options) => lookupTicket(ticketNo.trim().toUpperCase(), mobile.trim(), options),
    { form, inlineErrors: true, onSuccess: setTicket, onError: () => setTicket(null) },
  );
  return (
    <PageSection className="contact-card" id="contact-lookup" titleId="content.lookup">
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <div className="contact-row">
          <Form.Item
            name="ticketNo"
            label={t('content.lookup.ticketNo')}
            rules={[
              { required: true, pattern: TICKET_NO_PATTERN, transform: (v: string) => v?.trim().toUpperCase(), message: t('content.lookup.ticketNoRule') },
            ]}
          >
            <Input placeholder={t('content.lookup.ticketNoPlaceholder')} maxLength={14} />
          </Form.Item>
          <Form.Item
            name="mobile"
            label={t('content.lookup.mobile')}
            rules={[{ required: true, pattern: MOBILE_PATTERN, message: t('content.contact.rule.mobile') }]}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
        </div>
        <FormError error={error} />
        <Button htmlType="submit" loading={submitting}>
          <T id="content.lookup.submit" />
        </Button>
      </Form>
      {ticket && (
        <div role="status">
          <TicketView ticket={ticket} />
        </div>
      )}
    </PageSection>
  );
}
