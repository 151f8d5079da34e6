import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Button, Card, Result, Skeleton, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import { useSession } from '@/app/session.ts';
import type { AgreementKind } from '@/contract/auth.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { acceptAgreement, getAgreement } from '@/services/auth.ts';

const KINDS: AgreementKind[] = ['user', 'privacy'];

/** /accept: the user agreement and privacy policy, versioned; a signed-in user can record acceptance. */
export default function AgreementPage() {
  const [params, setParams] = useSearchParams();
  const kind: AgreementKind = params.get('tab') === 'privacy' ? 'privacy' : 'user';
  const { data, loading, error, refresh } = useApiRequest(() => getAgreement(kind), { refreshDeps: [kind] });
  const { currentUser, updateUser } = useSession();
  const { initialState } = useInitialState();
  const t = useT();

  const accept = useSubmit((version: string, options) => acceptAgreement(kind, version, options), {
    success: (res) => t('account.agreement.accepted', { version: res.version }),
    onSuccess: (res) => {
      if (currentUser) updateUser({ ...currentUser, agreementVersion: res.version });
    },
  });

  const acceptedCurrent = !!data && initialState.currentUser?.agreementVersion === data.version;

  return (
    <PageContainer
      title={
        <h1>
          <T id="menu.accept" />
        </h1>
      }
    >
      <Card>
        <Tabs
          activeKey={kind}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={KINDS.map((k) => ({ key: k, label: t(k === 'user' ? 'account.agreement.user' : 'account.agreement.privacy') }))}
        />
        {loading && <Skeleton active paragraph={{ rows: 8 }} />}
        {error && !loading && (
          <Result
            status="warning"
            title={<T id="common.loadFailed" />}
            extra={
              <Button onClick={refresh}>
                <T id="common.retry" />
              </Button>
            }
          />
        )}
        {data && !loading && (
          <article className="agreement">
            <Typography.Title level={2}>{data.title}</Typography.Title>
            <Typography.Paragraph type="secondary">
              <T id="account.agreement.meta" values={{ version: data.version, date: data.effectiveDate }} />
            </Typography.Paragraph>
            {data.sections.map((section) => (
              <section key={section.heading}>
                <Typography.Title level={3}>{section.heading}</Typography.Title>
                {section.paragraphs.map((p) => (
                  <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
                ))}
              </section>
            ))}
            {currentUser &&
              (acceptedCurrent ? (
                <Alert type="success" showIcon message={<T id="account.agreement.alreadyAccepted" values={{ version: data.version }} />} />
              ) : (
                <Button type="primary" loading={accept.submitting} onClick={() => void accept.submit(data.version)}>
                  <T id="account.agreement.accept" />
                </Button>
              ))}
          </article>
        )}
      </Card>
    </PageContainer>
  );
}
