import { Alert, Button, Popconfirm, Space } from 'antd';
import PlainTag from '@/components/PlainTag/index.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { ReferralInvite } from '@/contract/referralValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { answerReferralInvite, getReferralInvite, getReferralInvites } from '@/services/referral.ts';
import { RequestError } from '@/services/request/errors.ts';
import { STATUS } from './status.ts';

/** 推荐我的: referrals of the signed-in user's number, each with the text "sent" to it and the answer to give. */
export default function Invites() {
  const request = useApiRequest(getReferralInvites, { refreshOnReturn: true });
  const list = request.data ?? [];
  return (
    <section aria-labelledby="referral-invites-title">
      <h2 id="referral-invites-title" className="visually-hidden">
        <T id="referral.tab.invites" />
      </h2>
      <ListState loading={request.loading} error={request.error} empty={!list.length} onRetry={request.refresh} emptyId="referral.invite.empty">
        <ul className="referral-mine">
          {list.map((invite) => (
            <li key={invite.code}>
              <InviteCard invite={invite} onAnswered={request.refresh} />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}

/** The referral a text message's link (`/joinUs?consent=…`) names: only the owner of the number may read it. */
export function InviteFromLink({ code }: { code: string }) {
  const t = useT();
  const request = useApiRequest(() => getReferralInvite(code), { refreshDeps: [code] });
  if (request.loading && !request.data) return null;
  if (request.error) {
    const message = request.error instanceof RequestError && request.error.message ? request.error.message : t('shared.detail.failedHint');
    return <Alert type="warning" showIcon className="referral-alert" message={t('referral.invite.fromLink')} description={message} />;
  }
  return request.data ? (
    <section className="referral-alert" aria-label={t('referral.invite.fromLink')}>
      <InviteCard invite={request.data} onAnswered={request.refresh} />
    </section>
  ) : null;
}

function InviteCard({ invite, onAnswered }: { invite: ReferralInvite; onAnswered: () => void }) {
  const t = useT();
  const answer = useSubmit((body: { accept: boolean; fake?: boolean }) => answerReferralInvite(invite.code, body), {
    success: (r) =>
      t(r.status === 'inProgress' ? 'referral.invite.accepted' : r.status === 'reportedFake' ? 'referral.invite.reported' : 'referral.invite.declined'),
    onSuccess: onAnswered,
  });
  const status = STATUS[invite.status];
  return (
    <article className="referral-card referral-invite" data-testid="referral-invite">
      <div className="referral-mine-head">
        <h3 className="referral-card-title">
          {t('referral.invite.from', { name: invite.referrerName, company: invite.job.companyName, title: invite.job.title })}
        </h3>
        <PlainTag color={status.color}>{t(status.id)}</PlainTag>
      </div>
      <figure className="referral-sms">
        <figcaption>
          <T id="referral.invite.sms" /> · {invite.mobileMasked}
        </figcaption>
        <blockquote data-testid="referral-sms">{invite.smsText}</blockquote>
      </figure>
      {invite.status === 'awaitingConsent' && (
        <>
          <p className="referral-note">
            <T id="referral.invite.explain" /> <T id="referral.invite.expires" values={{ date: <BusinessDate value={invite.consentExpiresAt} /> }} />
          </p>
          <Space wrap>
            <Button type="primary" loading={answer.submitting} onClick={() => void answer.submit({ accept: true })}>
              <T id="referral.invite.accept" />
            </Button>
            <Button loading={answer.submitting} onClick={() => void answer.submit({ accept: false })}>
              <T id="referral.invite.decline" />
            </Button>
            <Popconfirm title={t('referral.invite.reportConfirm')} onConfirm={() => void answer.submit({ accept: false, fake: true })}>
              <Button danger type="link">
                <T id="referral.invite.reportFake" />
              </Button>
            </Popconfirm>
          </Space>
        </>
      )}
    </article>
  );
}
