import { Alert, Modal } from 'antd';
import type { GigDetail, GigShiftView } from '@/contract/gig.ts';
import { T, useT } from '@/locales/useT.tsx';
import { yuan } from '@/utils/gigFormat.ts';

interface SignUpConfirmProps {
  open: boolean;
  gig: GigDetail;
  /** The shifts chosen, in the gig's order. */
  shifts: GigShiftView[];
  labelOf: (shift: GigShiftView) => string;
  /** Whether a chosen shift can still be sent (the page's latest state and the last refusal). */
  selectable: (id: string) => boolean;
  /** Shifts the API refused on the last try, with its reason. */
  refused: ReadonlyMap<string, string>;
  error: string | null;
  sending: boolean;
  onSend: (shiftIds: string[]) => void;
  onClose: () => void;
}

/**
 * The last look before signing up: the shifts and what they pay, whether the employer hires or the sign-up is
 * the hire (报名即录用), the cancel rule and the escrow. A refusal keeps the dialog open with each refused
 * shift's reason (nothing was taken: the API takes all or none); the others can be sent again.
 */
export default function SignUpConfirm({ open, gig, shifts, labelOf, selectable, refused, error, sending, onSend, onClose }: SignUpConfirmProps) {
  const t = useT();
  const sendable = shifts.filter((s) => selectable(s.id));
  const total = sendable.reduce((sum, s) => sum + s.payFen, 0);
  return (
    <Modal
      open={open}
      title={t('gig.signup.confirmTitle', { title: gig.title })}
      okText={t('gig.signup.confirm')}
      cancelText={t('shared.cancel')}
      okButtonProps={{ disabled: !sendable.length, loading: sending }}
      onOk={() => onSend(sendable.map((s) => s.id))}
      onCancel={onClose}
      destroyOnHidden
    >
      <ul className="gig-confirm-shifts">
        {shifts.map((shift) => (
          <li key={shift.id} className={selectable(shift.id) ? undefined : 'gig-confirm-refused'}>
            <span>{labelOf(shift)}</span>
            <span>
              <T id="gig.detail.shiftPay" values={{ amount: yuan(shift.payFen) }} />
            </span>
            {refused.has(shift.id) && <span className="gig-shift-reason">{refused.get(shift.id)}</span>}
          </li>
        ))}
      </ul>
      <p>
        <T id="gig.signup.total" values={{ amount: yuan(total), count: sendable.length }} />
      </p>
      <p>
        <T id={gig.autoHire ? 'gig.signup.autoHire' : 'gig.signup.employerHires'} />
      </p>
      <p>
        <T id="gig.signup.cancelRule" values={{ hours: gig.cancelRule.freeBeforeHours }} />
      </p>
      {error && <Alert type="error" showIcon role="alert" message={<T id="gig.signup.refused" />} description={error} />}
    </Modal>
  );
}
