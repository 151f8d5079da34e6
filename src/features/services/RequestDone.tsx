import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import type { ServiceRequestCreated } from '@/contract/services.ts';
import { T, useT } from '@/locales/useT.tsx';
import { matchNameId } from './labels.ts';

/** The reference number, how the request is followed up, and for a short staffing need the offer to post a gig. */
export default function RequestDone({ created, onAgain }: { created: ServiceRequestCreated; onAgain: () => void }) {
  const t = useT();
  const gig = created.gigSuggestion;
  const gigLink = gig ? `/gigmanage?post=1&title=${encodeURIComponent(gig.title)}&headcount=${gig.headcount}&start=${gig.startDate}&end=${gig.endDate}` : null;
  return (
    <section className="service-done" role="status" data-testid="service-done">
      <h3 className="service-done-title">
        <CheckCircleFilled className="service-done-icon" aria-hidden="true" />
        <T id="service.done.title" values={{ refNo: <strong data-testid="service-ref">{created.refNo}</strong> }} />
      </h3>
      <p>{created.followUp}</p>
      {created.duplicate && <Alert type="info" showIcon message={t('service.done.duplicate')} />}
      {created.matched && (
        <div className="service-match" data-testid="service-match">
          <h4>
            <T id="service.match.title" values={{ service: t(matchNameId(created.matched)) }} />
          </h4>
          <p>{created.matchReason}</p>
          {gigLink && (
            <p>
              <T id="service.match.gigOffer" />{' '}
              <Link to={gigLink}>
                <T id="service.match.gig" />
              </Link>
            </p>
          )}
        </div>
      )}
      <Space>
        <Button onClick={onAgain}>
          <T id="service.done.again" />
        </Button>
      </Space>
    </section>
  );
}
