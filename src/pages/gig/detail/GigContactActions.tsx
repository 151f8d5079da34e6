import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { GigDetail } from '@/contract/gig.ts';
import ReportButton from '@/features/report/ReportButton/index.tsx';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useOffersSeekerActions, useOwnCompanyId, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { startGigChat } from '@/services/gigSearch.ts';

/**
 * 咨询 (a chat with the employer about this gig, with the gig on top of the thread) and 举报, as on /jobdetail:
 * a visitor signs in and comes back to what they clicked. An employer who has no account here (a merchant, a
 * private person) cannot be asked online: the button is off and says why. A company never reports its own gig.
 */
export default function GigContactActions({ gig }: { gig: GigDetail }) {
  const navigate = useNavigate();
  const gate = useSeekerGate();
  const offersSeekerActions = useOffersSeekerActions();
  const ownGig = useOwnCompanyId() === gig.employer.id;
  const chat = useSubmit((id: string) => startGigChat(id), { onSuccess: ({ conversationId }) => navigate(paths.conversation(conversationId)) });
  const existing = gig.contact.conversationId;
  const ask = () => {
    if (existing) navigate(paths.conversation(existing));
    else if (gate('gigChat')) void chat.submit(gig.id);
  };
  useResumeAction('gigChat', () => {
    if (gig.contact.chat) void chat.submit(gig.id);
  });
  return (
    <>
      {offersSeekerActions && (
        <Button
          icon={<MessageOutlined aria-hidden />}
          disabled={!gig.contact.chat && !existing}
          aria-describedby={!gig.contact.chat && !existing ? 'gig-contact-reason' : undefined}
          loading={chat.submitting}
          onClick={ask}
        >
          <T id={existing ? 'gig.contact.continue' : 'gig.contact.ask'} />
        </Button>
      )}
      {!ownGig && <ReportButton targetType="gig" targetId={gig.id} />}
      {offersSeekerActions && !gig.contact.chat && !existing && (
        <span id="gig-contact-reason" className="gig-detail-muted">
          <T id="gig.contact.unavailable" />
        </span>
      )}
    </>
  );
}
