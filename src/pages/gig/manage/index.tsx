import { Alert, Button, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import { GIG_STATUS_VALUES, type GigStatus } from '@/dicts/gig.ts';
import { usePermissions } from '@/hooks/usePermissions.ts';
import { T, useT } from '@/locales/useT.tsx';
import DisputesTab from './DisputesTab.tsx';
import GigDrawer from './GigDrawer.tsx';
import type { GigPrefill } from './GigForm.tsx';
import GigsTab from './GigsTab.tsx';
import './manage.css';

/** The posting form (antd's Form, InputNumber, Switch, Cascader …) loads when it is opened. */
const GigForm = lazy(() => import('./GigForm.tsx'));

const isStatus = (value: string | null): value is GigStatus => (GIG_STATUS_VALUES as readonly (string | null)[]).includes(value);

function prefillOf(params: URLSearchParams): GigPrefill | undefined {
  if (params.get('post') !== '1') return undefined;
  const headcount = Number(params.get('headcount'));
  const start = params.get('start') ?? '';
  return {
    title: params.get('title')?.slice(0, 30) || undefined,
    headcount: Number.isInteger(headcount) && headcount > 0 && headcount <= 999 ? headcount : undefined,
    date: /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : undefined,
  };
}

/**
 * /gigmanage: the company's gigs (零工) by state, each opened in a drawer with its escrow (prepay), the on-site
 * check-in code, sign-ups per shift and every order's next step (hire or decline, confirm hours, answer an
 * objection, settle out of escrow, rate); the workers' complaints to answer; posting a gig for review. The tab,
 * the state filter and the open gig are in the URL (`?tab=disputes`, `?status=open`, `?gig=g12`).
 */
export default function GigManagePage() {
  const t = useT();
  const { canPublish, denial } = usePermissions();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'disputes' ? 'disputes' : 'gigs';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const gigId = /^g\d{1,7}$/.test(params.get('gig') ?? '') ? params.get('gig')! : undefined;
  // /handsWant offers a short staffing need as a gig: `?post=1&title=…&headcount=…&start=YYYY-MM-DD` opens the form prefilled.
  const [posting, setPosting] = useState(() => params.get('post') === '1');
  const [prefill] = useState(() => prefillOf(params));
  const [version, setVersion] = useState(0);
  const set = (next: Record<string, string | undefined>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { replace: true });
  const publishDenial = denial('canPublish');

  return (
    <PageContainer
      className="gig-manage-page"
      title={
        <h1>
          <T id="menu.gigmanage" />
        </h1>
      }
      content={<T id="gig.manage.intro" />}
      extra={
        canPublish && (
          <Button type="primary" onClick={() => setPosting(true)}>
            {t('gig.manage.post')}
          </Button>
        )
      }
    >
      {publishDenial && (
        <Alert
          type="warning"
          showIcon
          className="gig-manage-blocked"
          message={t(publishDenial.messageId)}
          action={<Link to="/companyInformation">{t('hiring.post.blockedLink')}</Link>}
        />
      )}
      <Tabs
        activeKey={tab}
        aria-label={t('gig.manage.tabs')}
        onChange={(key) => set({ tab: key === 'disputes' ? 'disputes' : undefined })}
        destroyOnHidden
        items={[
          {
            key: 'gigs',
            label: t('gig.manage.tab.gigs'),
            children: <GigsTab status={status} version={version} onStatus={(next) => set({ status: next })} onOpen={(id) => set({ status, gig: id })} />,
          },
          { key: 'disputes', label: t('gig.manage.tab.disputes'), children: <DisputesTab /> },
        ]}
      />
      {gigId && <GigDrawer gigId={gigId} onClose={() => set({ status })} onChanged={() => setVersion((v) => v + 1)} />}
      {posting && (
        <Suspense fallback={null}>
          <GigForm
            prefill={prefill}
            onClose={() => setPosting(false)}
            onPosted={(gig) => {
              setVersion((v) => v + 1);
              set({ status: gig.status, gig: gig.id });
            }}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
