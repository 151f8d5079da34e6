import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { jobQuerySpec, type JobQuery } from '@/components/JobFilters/jobQuery.ts';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useOffersSeekerActions, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import { encodeQuery } from '@/utils/queryCodec.ts';
import { defaultAlertName } from './alertName.ts';

const SubscribeModal = lazy(() => import('./SubscribeModal.tsx'));

/**
 * 订阅此搜索 for job seekers: a visitor signs in first and comes back to the same search with the dialog open;
 * recruiters are not offered it.
 */
export default function SubscribeButton({ query }: { query: JobQuery }) {
  return useOffersSeekerActions() ? <Subscribe query={query} /> : null;
}

function Subscribe({ query }: { query: JobQuery }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const gate = useSeekerGate();
  const t = useT();
  // Sort and paging are how the list is read, not what the alert matches.
  const { sort: _sort, ...filters } = query;
  const openDialog = () => {
    setLoaded(true);
    setOpen(true);
  };
  useResumeAction('subscribe', openDialog);

  return (
    <>
      <Button
        icon={<BellOutlined />}
        onClick={() => {
          if (gate('subscribe')) openDialog();
        }}
      >
        <T id="job.alert.button" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SubscribeModal
            open={open}
            onClose={() => setOpen(false)}
            query={encodeQuery(jobQuerySpec, filters).toString()}
            defaultName={defaultAlertName(filters, t)}
          />
        </Suspense>
      )}
    </>
  );
}
