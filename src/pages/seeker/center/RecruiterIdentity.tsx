import { Button, Space } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import { useSession } from '@/app/session.ts';
import type { UnionUser } from '@/contract/auth.ts';
import type { RecruiterInvitation } from '@/contract/identity.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { acceptRecruiterInvitation, declineRecruiterInvitation, getRecruiterInvitations } from '@/services/identity.ts';
import { announceUserChanged } from '@/services/sessionSync.ts';

/**
 * 招聘者身份: a company's invitation to recruit for it (accept or decline), or, once accepted, where to switch.
 * Nothing is shown to a seeker with neither.
 */
export function RecruiterIdentity() {
  const { currentUser, updateUser } = useSession();
  const { data: invitations, mutate } = useApiRequest(getRecruiterInvitations);
  const switchable = currentUser?.switchableTo === 'enterprise';
  if (!switchable && !invitations?.length) return null;
  return (
    <section className="center-setting" aria-labelledby="setting-recruiter">
      <h3 id="setting-recruiter">
        <T id="center.account.recruiter" />
      </h3>
      {switchable && (
        <p data-testid="recruiter-switch-hint">
          <T id="center.account.recruiter.switchHint" values={{ company: currentUser?.companyName ?? '' }} />
        </p>
      )}
      {invitations?.map((invitation) => (
        <Invitation
          key={invitation.companyId}
          invitation={invitation}
          onAnswered={(user) => {
            mutate([]);
            if (user) {
              updateUser(user);
              announceUserChanged(user);
            }
          }}
        />
      ))}
    </section>
  );
}

function Invitation({ invitation, onAnswered }: { invitation: RecruiterInvitation; onAnswered: (user: UnionUser | null) => void }) {
  const t = useT();
  const { message } = useFeedback();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const answer = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    try {
      if (accept) {
        onAnswered(await acceptRecruiterInvitation(invitation.companyId));
        message.success(t('center.account.recruiter.accepted', { company: invitation.companyName }));
      } else {
        await declineRecruiterInvitation(invitation.companyId);
        onAnswered(null);
        message.success(t('center.account.recruiter.declined'));
      }
    } catch {
      // shown by the request module
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="center-setting-form" data-testid="recruiter-invitation">
      <p>
        <T id="center.account.recruiter.invitation" values={{ company: invitation.companyName, title: invitation.title }} />
      </p>
      <p className="center-hint">
        <T id="center.account.recruiter.invitationHint" />
      </p>
      <Space>
        <Button type="primary" loading={busy === 'accept'} disabled={busy === 'decline'} onClick={() => void answer(true)}>
          <T id="center.account.recruiter.accept" />
        </Button>
        <Button loading={busy === 'decline'} disabled={busy === 'accept'} onClick={() => void answer(false)}>
          <T id="center.account.recruiter.decline" />
        </Button>
      </Space>
    </div>
  );
}
