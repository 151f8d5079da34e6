import { Link } from 'react-router-dom';
import GigPay from '@/components/GigCard/GigPay.tsx';
import type { ConversationSummary } from '@/contract/chat.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';

/** A gig's 咨询: the gig on top of the thread, where a job's conversation shows the job (its title and pay). */
export default function GigContext({ gig }: { gig: NonNullable<ConversationSummary['gig']> }) {
  return (
    <>
      <Link to={paths.gigDetail(gig.id)} className="chat-job-link">
        <T id="gig.chat.about" values={{ title: gig.title }} />
      </Link>
      <span className="chat-job-salary">
        <GigPay pay={gig.pay} />
      </span>
    </>
  );
}
