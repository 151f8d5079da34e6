import { Modal } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMPLOYER_ERROR_CODES } from '@/contract/codes.ts';
import { usePermissions } from '@/hooks/usePermissions.ts';
import { T, useT } from '@/locales/useT.tsx';
import { RequestError } from '@/services/request/errors.ts';
import type { RequestOptions } from '@/services/request/index.ts';

/** The options a quota-using request passes: an exhausted quota is this hook's to answer, not a notification. */
export const QUOTA_REQUEST: RequestOptions = { handlesErrorCodes: [EMPLOYER_ERROR_CODES.quotaExhausted] };

/**
 * Runs an action that uses a plan quota (refresh, pin, 急聘, a resume unlock). When the quota is used up the API
 * says so (QUOTA_EXHAUSTED) and this offers the plans in a dialog (an upsell, not an error); every other failure
 * is notified by the request module as usual.
 */
export function useQuotaAction() {
  const t = useT();
  const navigate = useNavigate();
  // Only the main account buys plans: a sub-account is told to ask it, not sent to a page where it cannot buy.
  const { canBuyPlans } = usePermissions();
  const [reason, setReason] = useState<string | null>(null);
  const run = useCallback(async <T,>(action: (options: RequestOptions) => Promise<T>): Promise<T | undefined> => {
    try {
      return await action(QUOTA_REQUEST);
    } catch (error) {
      if (error instanceof RequestError && error.errorCode === EMPLOYER_ERROR_CODES.quotaExhausted) setReason(error.message);
      return undefined;
    }
  }, []);
  const upsell = (
    <Modal
      open={reason !== null}
      title={t('shared.quota.title')}
      okText={canBuyPlans ? t('shared.quota.plans') : t('common.confirm')}
      cancelText={t('shared.quota.later')}
      cancelButtonProps={canBuyPlans ? undefined : { style: { display: 'none' } }}
      onOk={() => {
        setReason(null);
        if (canBuyPlans) navigate('/enterprisevip');
      }}
      onCancel={() => setReason(null)}
    >
      <p>{reason}</p>
      <p>
        <T id={canBuyPlans ? 'shared.quota.body' : 'shared.quota.askMain'} />
      </p>
    </Modal>
  );
  // `offer`: a form that sends through useSubmit (field errors on the form) offers the plans from its onError.
  return { run, upsell, offer: setReason };
}
