import { Alert, Button, Form, Input, InputNumber, Radio } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import { fenOf, hoursOf, yuan } from '@/components/GigOrder/gigOrderValues.ts';
import type { EmployerGigOrderView, OwnGigView } from '@/contract/gig.ts';
import { GIG_PREPAY_MAX_FEN, GIG_SHIFT_MINUTES, GIG_TEXT_MAX } from '@/contract/gigValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { answerGigObjection, closeGig, confirmGigWorkerHours, declineGigWorker, prepayGig, settleGigOrder } from '@/services/gigManage.ts';
import { onFormFields } from './gigForm.ts';

interface OrderDialogProps {
  order: EmployerGigOrderView;
  onDone: () => void;
  onClose: () => void;
}

/** Field errors of a request sent in 元 land on the 元 fields. */
const renamed = <R,>(send: Promise<R>) => send.catch((error: unknown) => Promise.reject(onFormFields(error)));

/** Prepaying wages into escrow (simulated: nothing is charged, and the dialog says so). */
export function PrepayDialog({ gig, onDone, onClose }: { gig: OwnGigView; onDone: () => void; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ amountYuan: number }>();
  const short = Math.max(0, gig.escrowDetail.neededFen - gig.escrowDetail.heldFen);
  return (
    <FormDialog
      title={t('gig.manage.prepayTitle')}
      form={form}
      submit={(values, options) => renamed(prepayGig(gig.id, fenOf(values.amountYuan) ?? 0, options))}
      onDone={onDone}
      onClose={onClose}
      success="gig.manage.prepaid"
      initialValues={{ amountYuan: short ? Number(yuan(short)) : undefined }}
      intro={
        <Alert
          type="info"
          showIcon
          className="gig-dialog-intro"
          message={t('gig.manage.prepayIntro', { held: yuan(gig.escrowDetail.heldFen), needed: yuan(gig.escrowDetail.neededFen) })}
        />
      }
    >
      <Form.Item name="amountYuan" label={t('gig.manage.amountYuan')} rules={[{ required: true, message: t('gig.manage.amountRule') }]}>
        <InputNumber min={0.01} max={GIG_PREPAY_MAX_FEN / 100} precision={2} step={100} style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}

/** Closing a gig: waiting sign-ups and hires on shifts not started are cancelled with this reason. */
export function CloseGigDialog({ gig, onDone, onClose }: { gig: OwnGigView; onDone: () => void; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <FormDialog
      title={t('gig.manage.closeTitle')}
      form={form}
      submit={(values, options) => closeGig(gig.id, { reason: values.reason?.trim() || undefined }, options)}
      onDone={onDone}
      onClose={onClose}
      success="gig.manage.closed"
      intro={<p>{t('gig.manage.closeIntro')}</p>}
    >
      <Form.Item name="reason" label={t('gig.manage.closeReason')}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.reason} showCount rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** Declining a sign-up, with the reason the worker reads. */
export function DeclineDialog({ order, onDone, onClose }: OrderDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={t('gig.manage.declineTitle', { name: order.worker.name })}
      form={form}
      submit={(values, options) => declineGigWorker(order.id, values, options)}
      onDone={onDone}
      onClose={onClose}
      success="gig.manage.declined"
    >
      <Form.Item name="reason" label={t('gig.manage.declineReason')} rules={[{ required: true, min: 2, message: t('gig.manage.reasonRule') }]}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.reason} showCount rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * Confirming or correcting the hours (minutes, as the API counts them), prefilled from the punches; a figure
 * that differs needs a reason, which the worker reads (the API refuses it without one, on the field).
 */
export function HoursDialog({ order, gig, onDone, onClose }: OrderDialogProps & { gig: OwnGigView }) {
  const t = useT();
  const [form] = Form.useForm<{ regularMinutes: number; overtimeMinutes: number; pieces?: number; reason?: string }>();
  const from = order.hours.confirmed ?? order.hours.punched;
  const piece = gig.pay.basis === 'piece';
  const regular = Form.useWatch('regularMinutes', form);
  return (
    <FormDialog
      title={t('gig.manage.hoursTitle', { name: order.worker.name })}
      form={form}
      submit={(values, options) => confirmGigWorkerHours(order.id, { ...values, reason: values.reason?.trim() || undefined }, options)}
      onDone={onDone}
      onClose={onClose}
      success="gig.manage.hoursSaved"
      initialValues={{
        regularMinutes: from?.regularMinutes ?? 0,
        overtimeMinutes: from?.overtimeMinutes ?? 0,
        pieces: order.hours.confirmed?.pieces ?? undefined,
      }}
      intro={
        <p>
          {order.hours.punched
            ? t('gig.order.punched', { hours: hoursOf(order.hours.punched.regularMinutes), overtime: hoursOf(order.hours.punched.overtimeMinutes) })
            : t('gig.manage.noPunches')}
        </p>
      }
    >
      <Form.Item
        name="regularMinutes"
        label={t('gig.manage.regularMinutes')}
        extra={typeof regular === 'number' ? t('gig.manage.asHours', { hours: hoursOf(regular) }) : undefined}
        rules={[{ required: true, message: t('gig.manage.minutesRule') }]}
      >
        <InputNumber min={0} max={GIG_SHIFT_MINUTES.max} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="overtimeMinutes" label={t('gig.manage.overtimeMinutes')} rules={[{ required: true, message: t('gig.manage.minutesRule') }]}>
        <InputNumber min={0} max={480} precision={0} style={{ width: 200 }} />
      </Form.Item>
      {piece && (
        <Form.Item name="pieces" label={t('gig.manage.pieces')} rules={[{ required: true, message: t('gig.manage.piecesRule') }]}>
          <InputNumber min={0} precision={0} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t('gig.manage.hoursReason')} extra={t('gig.manage.hoursReasonHint')}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.reason} showCount rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** Answering the worker's objection: accept (optionally with new minutes) or not, with an answer they read. */
export function ObjectionAnswerDialog({ order, onDone, onClose }: OrderDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ accept: boolean; answer: string; regularMinutes?: number }>();
  const accept = Form.useWatch('accept', form);
  return (
    <FormDialog
      title={t('gig.manage.objectionTitle', { name: order.worker.name })}
      form={form}
      submit={(values, options) =>
        answerGigObjection(order.id, { ...values, regularMinutes: values.accept ? (values.regularMinutes ?? undefined) : undefined }, options)
      }
      onDone={onDone}
      onClose={onClose}
      success="gig.manage.objectionAnswered"
      initialValues={{ accept: true }}
      intro={<blockquote className="gig-quote">{order.objection?.text}</blockquote>}
    >
      <Form.Item name="accept" label={t('gig.manage.objectionAccept')}>
        <Radio.Group
          options={[
            { value: true, label: t('gig.manage.accept') },
            { value: false, label: t('gig.manage.refuse') },
          ]}
        />
      </Form.Item>
      {accept && (
        <Form.Item name="regularMinutes" label={t('gig.manage.newMinutes')}>
          <InputNumber min={0} max={GIG_SHIFT_MINUTES.max} precision={0} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item name="answer" label={t('gig.manage.answer')} rules={[{ required: true, min: 2, message: t('gig.manage.reasonRule') }]}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.answer} showCount rows={3} />
      </Form.Item>
    </FormDialog>
  );
}

interface SettleValues {
  deductionLines?: Array<{ amountYuan: number; reason: string }>;
}

/**
 * Settling one order out of escrow: the escrow's balance and cover are shown first; deductions each carry the
 * reason the worker reads on the slip. The API computes the slip and refuses what would go wrong (paying
 * twice, more than the escrow holds, an open objection or dispute) before anything moves.
 */
export function SettleDialog({ order, gig, onDone, onClose }: OrderDialogProps & { gig: OwnGigView }) {
  const t = useT();
  const [form] = Form.useForm<SettleValues>();
  const confirmed = order.hours.confirmed;
  return (
    <FormDialog
      title={t('gig.manage.settleTitle', { name: order.worker.name })}
      form={form}
      submit={(values, options) =>
        settleGigOrder(
          order.id,
          {
            deductions: (values.deductionLines ?? [])
              .filter((d) => d && d.amountYuan)
              .map((d) => ({ amountFen: fenOf(d.amountYuan) ?? 0, reason: d.reason.trim() })),
          },
          options,
        )
      }
      onDone={onDone}
      onClose={onClose}
      success="gig.manage.settled"
      okText={t('gig.manage.settle')}
      intro={
        <Alert
          type={gig.escrowDetail.cover === 'full' ? 'info' : 'warning'}
          showIcon
          className="gig-dialog-intro"
          message={t('gig.manage.settleEscrow', { held: yuan(gig.escrowDetail.heldFen), cover: t(`gig.manage.cover.${gig.escrowDetail.cover}`) })}
          description={
            confirmed ? t('gig.order.confirmed', { hours: hoursOf(confirmed.regularMinutes), overtime: hoursOf(confirmed.overtimeMinutes) }) : undefined
          }
        />
      }
    >
      <Form.List name="deductionLines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <div key={field.key} className="gig-deduction">
                <Form.Item
                  name={[field.name, 'amountYuan']}
                  label={t('gig.manage.deductionAmount')}
                  rules={[{ required: true, message: t('gig.manage.amountRule') }]}
                >
                  <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'reason']}
                  label={t('gig.manage.deductionReason')}
                  rules={[{ required: true, min: 2, message: t('gig.manage.reasonRule') }]}
                  className="gig-deduction-reason"
                >
                  <Input maxLength={GIG_TEXT_MAX.reason} />
                </Form.Item>
                <Button type="link" onClick={() => remove(field.name)}>
                  {t('gig.manage.removeDeduction')}
                </Button>
              </div>
            ))}
            {fields.length < 5 && (
              <Button onClick={() => add()}>
                <T id="gig.manage.addDeduction" />
              </Button>
            )}
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
