import { Modal } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMPLOYER_ERROR_CODES } from '@/contract/codes.ts';
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
      okText={t('shared.quota.plans')}
      cancelText={t('shared.quota.later')}
      onOk={() => {
        setReason(null);
        navigate('/enterprisevip');
      }}
      onCancel={() => setReason(null)}
    >
      <p>{reason}</p>
      <p>
        <T id="shared.quota.body" />
      </p>
    </Modal>
  );
  return { run, upsell };
}
