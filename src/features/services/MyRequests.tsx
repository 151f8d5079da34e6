import { Button, Form, Input, Modal, Space, Steps, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import ListState from '@/components/ListState/index.tsx';
import type { ServiceRequestView } from '@/contract/services.ts';
import { SERVICE_STEPS, SERVICE_TEXT_MAX, WITHDRAWABLE, type ServiceStatus } from '@/contract/serviceValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { acceptServiceQuote, declineServiceQuote, queryServiceRequests, withdrawServiceRequest } from '@/services/hrServices.ts';
import { matchNameId, serviceNameId } from './labels.ts';
import './services.css';

/** While an account manager's answer is due, the list looks again this often (the notice also arrives live). */
const POLL_MS = 2000;
const AWAITING: readonly ServiceStatus[] = ['submitted', 'accepted', 'signed'];

/**
 * "My requests" of a company (/handsWant): each request with its reference number, its steps (已提交 → … →
 * 已完成, or 已关闭 with the reason), the account manager's replies, and the quote to accept or decline.
 * `version` reloads it (a new request was sent); `highlight` is the request a notice linked to (`?ref=`).
 */
export default function MyRequests({ version, highlight }: { version: number; highlight?: string | null }) {
  const requests = useApiRequest(() => queryServiceRequests({ pageSize: 50 }), { refreshDeps: [version], refreshOnReturn: true });
  const list = requests.data?.list ?? [];
  const waiting = list.some((r) => AWAITING.includes(r.status));
  const { refresh } = requests;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  // A notice's link: once its request is listed, scroll to it.
  const listed = !!highlight && list.some((r) => r.refNo === highlight);
  useEffect(() => {
    if (listed && highlight) document.getElementById(`request-${highlight}`)?.scrollIntoView?.({ block: 'start' });
  }, [listed, highlight]);

  return (
    <ListState loading={requests.loading && !requests.data} error={requests.error} empty={!list.length} onRetry={refresh} emptyId="service.hands.empty">
      <div data-testid="my-requests">
        {list.map((r) => (
          <RequestCard key={r.refNo} request={r} onChanged={refresh} highlighted={r.refNo === highlight} />
        ))}
      </div>
    </ListState>
  );
}

function RequestCard({ request: r, onChanged, highlighted }: { request: ServiceRequestView; onChanged: () => void; highlighted: boolean }) {
  const t = useT();
  const intl = useIntl();
  const [asking, setAsking] = useState<'decline' | 'withdraw' | null>(null);
  const accept = useSubmit((_: null, options) => acceptServiceQuote(r.refNo, options), { success: 'service.quote.accepted', onSuccess: onChanged });
  const closedStep = r.status === 'closed' ? r.timeline.length - 2 : -1;
  const current = r.status === 'closed' ? Math.max(0, closedStep) : SERVICE_STEPS.indexOf(r.status);
  const when = (iso: string) => intl.formatDate(iso, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <article
      id={`request-${r.refNo}`}
      className="service-request"
      aria-labelledby={`request-${r.refNo}-title`}
      data-testid="service-request"
      data-highlighted={highlighted || undefined}
    >
      <header className="service-request-head">
        <h3 id={`request-${r.refNo}-title`}>{t(serviceNameId(r.kind))}</h3>
        <span>
          <T id="service.request.ref" values={{ refNo: r.refNo }} />
        </span>
        <Tag color={r.status === 'closed' ? 'default' : r.status === 'quoted' ? 'gold' : 'blue'} data-testid="service-status">
          {t(`service.status.${r.status}`)}
        </Tag>
        {r.matched && <span>{t('service.request.matched', { service: t(matchNameId(r.matched)) })}</span>}
      </header>
      <p>{t('service.request.summary', { role: r.role ?? '—', headcount: r.headcount ?? '—', city: r.city })}</p>
      <Steps
        size="small"
        current={current}
        status={r.status === 'closed' ? 'error' : r.status === 'completed' ? 'finish' : 'process'}
        items={SERVICE_STEPS.map((s) => ({ title: t(`service.status.${s}` as MessageId) }))}
      />
      {r.closedReason && <p>{t('service.request.closed', { reason: r.closedReason })}</p>}
      {r.quote && (
        <div className="service-quote" data-testid="service-quote">
          <strong>{t('service.quote.title')}</strong>
          <p className="service-quote-total">{t('service.quote.total', { amount: intl.formatNumber(r.quote.totalYuan) })}</p>
          <p>
            {t('service.quote.basis', {
              basis: t(`service.quote.basis.${r.quote.basis}`, { value: r.quote.unitPrice }),
              unit: r.quote.unitPrice,
              quantity: r.quote.quantity,
              months: r.quote.months,
            })}
          </p>
          <p>{r.quote.summary}</p>
          <p>{t('service.quote.validUntil', { date: r.quote.validUntil })}</p>
          {r.status === 'quoted' && (
            <Space>
              <Button type="primary" loading={accept.submitting} onClick={() => void accept.submit(null)}>
                <T id="service.quote.accept" />
              </Button>
              <Button onClick={() => setAsking('decline')}>
                <T id="service.quote.decline" />
              </Button>
            </Space>
          )}
        </div>
      )}
      {r.replies.length > 0 && (
        <section aria-label={t('service.request.replies')}>
          <ul className="service-replies">
            {r.replies.map((reply, i) => (
              <li key={i}>
                <span className="service-reply-who">{reply.from === 'manager' ? reply.name : t('service.request.you')}</span>
                <time dateTime={reply.at}>{when(reply.at)}</time>
                <div>{reply.text}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {WITHDRAWABLE.includes(r.status) && (
        <Button type="link" onClick={() => setAsking('withdraw')}>
          <T id="service.withdraw" />
        </Button>
      )}
      {asking && (
        <ReasonDialog
          titleId={asking === 'decline' ? 'service.quote.declineTitle' : 'service.withdrawTitle'}
          successId={asking === 'decline' ? 'service.quote.declined' : 'service.withdrawn'}
          send={(reason, options) => (asking === 'decline' ? declineServiceQuote(r.refNo, reason, options) : withdrawServiceRequest(r.refNo, reason, options))}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            onChanged();
          }}
        />
      )}
    </article>
  );
}

function ReasonDialog({
  titleId,
  successId,
  send,
  onClose,
  onDone,
}: {
  titleId: MessageId;
  successId: MessageId;
  send: (reason: string, options: Parameters<typeof declineServiceQuote>[2]) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = useSubmit((values: { reason: string }, options) => send(values.reason, options), { form, success: successId, onSuccess: onDone });
  return (
    <Modal open title={t(titleId)} onCancel={onClose} onOk={() => form.submit()} confirmLoading={submit.submitting} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void submit.submit(v)}>
        <Form.Item
          name="reason"
          label={t('service.quote.reason')}
          rules={[{ required: true, whitespace: true, min: 2, message: t('service.quote.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={SERVICE_TEXT_MAX.reason} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
