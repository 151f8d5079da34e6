import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { FormError } from '@/components/FormError/index.tsx';
import { PageSection } from '@/components/PageIntro/index.tsx';
import type { UnionUser } from '@/contract/auth.ts';
import type { ContactBody } from '@/contract/content.ts';
import {
  MOBILE_PATTERN,
  TICKET_CATEGORIES,
  TICKET_CONTENT_MAX,
  TICKET_CONTENT_MIN,
  TICKET_EMAIL_MAX,
  TICKET_NAME_MAX,
  type TicketCreated,
} from '@/contract/contentValues.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createTicket } from '@/services/content.ts';

/**
 * The message form: checked as typed with the API's own limits, and whatever the API refuses (a field, the
 * rate limit, a double submit naming its ticket) said on the form. Success shows the ticket number and how
 * to follow it.
 */
export default function ContactForm({ user, onCreated }: { user: UnionUser | null; onCreated: (ticket: TicketCreated) => void }) {
  const t = useT();
  const [form] = Form.useForm<ContactBody>();
  const [created, setCreated] = useState<TicketCreated | null>(null);
  const { submit, submitting, error } = useSubmit((values: ContactBody, options) => createTicket(values, options), {
    form,
    inlineErrors: true,
    onSuccess: (ticket) => {
      setCreated(ticket);
      onCreated(ticket);
      form.resetFields(['content']);
    },
  });
  const required = (labelId: Parameters<typeof t>[0]) => ({
    required: true,
    whitespace: true,
    message: t('content.contact.rule.required', { field: t(labelId) }),
  });

  return (
    <PageSection className="contact-card" id="contact-form" titleId="content.contact.form">
      <p className="contact-muted">
        <T id="content.contact.form.hint" />
      </p>
      {created ? (
        <div role="status" data-testid="ticket-created">
          <Alert
            type="success"
            showIcon
            message={t('content.contact.created')}
            description={
              <>
                <p className="contact-ticket-no">
                  <T id="content.contact.created.number" values={{ ticketNo: <strong>{created.ticketNo}</strong> }} />
                </p>
                <p>
                  <T id={created.signedIn ? 'content.contact.created.signedIn' : 'content.contact.created.visitor'} />
                </p>
              </>
            }
          />
          <Button className="contact-again" onClick={() => setCreated(null)}>
            <T id="content.contact.created.again" />
          </Button>
        </div>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ category: 'question', name: user?.name ?? '', mobile: user?.mobile ?? '' }}
          onFinish={(values) => void submit(values)}
        >
          {/* Always has a value (the first topic by default): no required rule, whose aria-required antd would put on the select's box. */}
          <Form.Item name="category" label={t('content.contact.field.category')}>
            <Select options={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`content.ticket.category.${c}`) }))} />
          </Form.Item>
          <div className="contact-row">
            <Form.Item name="name" label={t('content.contact.field.name')} rules={[required('content.contact.field.name')]}>
              <Input maxLength={TICKET_NAME_MAX} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="mobile"
              label={t('content.contact.field.mobile')}
              rules={[required('content.contact.field.mobile'), { pattern: MOBILE_PATTERN, message: t('content.contact.rule.mobile') }]}
            >
              <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
            </Form.Item>
          </div>
          <Form.Item name="email" label={t('content.contact.field.email')} rules={[{ type: 'email', message: t('content.contact.rule.email') }]}>
            <Input maxLength={TICKET_EMAIL_MAX} autoComplete="email" />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('content.contact.field.content')}
            rules={[
              required('content.contact.field.content'),
              { min: TICKET_CONTENT_MIN, message: t('content.contact.rule.contentMin', { min: TICKET_CONTENT_MIN }) },
            ]}
          >
            <Input.TextArea rows={5} maxLength={TICKET_CONTENT_MAX} showCount placeholder={t('content.contact.field.contentPlaceholder')} />
          </Form.Item>
          <FormError error={error} />
          <Button type="primary" htmlType="submit" loading={submitting}>
            <T id="content.contact.submit" />
          </Button>
        </Form>
      )}
    </PageSection>
  );
}
