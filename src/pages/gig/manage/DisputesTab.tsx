import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import FormDialog from '@/components/FormDialog/index.tsx';
import DisputeCase from '@/components/GigOrder/DisputeCase.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { GigDisputeView } from '@/contract/gig.ts';
import { GIG_TEXT_MAX } from '@/contract/gigValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useT } from '@/locales/useT.tsx';
import { answerGigDispute, queryCompanyGigDisputes } from '@/services/gigManage.ts';

/** Workers' complaints about the company's orders: each case, answered once while it is a 投诉. */
export default function DisputesTab() {
  const t = useT();
  const disputes = useApiRequest(queryCompanyGigDisputes, { refreshOnReturn: true });
  const [answering, setAnswering] = useState<GigDisputeView | null>(null);
  const list = disputes.data ?? [];
  return (
    <>
      <ListState loading={disputes.loading} error={disputes.error} empty={!list.length} onRetry={disputes.refresh} emptyId="gig.dispute.empty">
        {list.map((dispute) => (
          <DisputeCase
            key={dispute.id}
            dispute={dispute}
            actions={
              dispute.status === 'complaint' && (
                <Button type="primary" onClick={() => setAnswering(dispute)}>
                  {t('gig.dispute.answer')}
                </Button>
              )
            }
          />
        ))}
      </ListState>
      {answering && <AnswerDialog dispute={answering} onDone={disputes.refresh} onClose={() => setAnswering(null)} />}
    </>
  );
}

function AnswerDialog({ dispute, onDone, onClose }: { dispute: GigDisputeView; onDone: () => void; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ agree: boolean; text: string }>();
  return (
    <FormDialog
      title={t('gig.dispute.answerTitle', { caseNo: dispute.caseNo })}
      form={form}
      submit={(values, options) => answerGigDispute(dispute.id, values, options)}
      onDone={onDone}
      onClose={onClose}
      success="gig.dispute.answered"
      initialValues={{ agree: false }}
      intro={<p>{t('gig.dispute.answerIntro')}</p>}
    >
      <Form.Item name="agree" label={t('gig.dispute.agreeLabel')}>
        <Radio.Group
          options={[
            { value: true, label: t('gig.dispute.agree') },
            { value: false, label: t('gig.dispute.disagree') },
          ]}
        />
      </Form.Item>
      <Form.Item name="text" label={t('gig.dispute.answerText')} rules={[{ required: true, min: 2, message: t('gig.manage.reasonRule') }]}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.answer} showCount rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
