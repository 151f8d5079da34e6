import { EditOutlined } from '@ant-design/icons';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Button, Segmented, Switch, Tabs } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import ListState from '@/components/ListState/index.tsx';
import NotFoundState from '@/components/NotFoundState/index.tsx';
import type { JobPreference } from '@/contract/recommend.ts';
import { cityDict, labelIdOf } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useUrlQuery } from '@/hooks/useUrlQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { queryPreferences } from '@/services/discovery.ts';
import { usePersonalised } from './personalisedSetting.ts';
import RecommendFeed from './RecommendFeed.tsx';
import { activePreference, RECOMMEND_TAB_VALUES, recommendQuerySpec, type RecommendTab } from './recommendQuery.ts';
import './recommend.css';

/** 精选 / 最新 (or 热门 / 最新 when not personalised): the `tab` of GET /recommend. */
function TabSwitch({ value, onChange, personalised }: { value: RecommendTab; onChange: (tab: RecommendTab) => void; personalised: boolean }) {
  const t = useT();
  return (
    <Segmented
      aria-label={t('discover.recommend.orderLabel')}
      value={value}
      onChange={(v) => onChange(v as RecommendTab)}
      options={RECOMMEND_TAB_VALUES.map((tab) => ({
        value: tab,
        label: t(tab === 'newest' ? 'discover.recommend.tab.newest' : personalised ? 'discover.recommend.tab.featured' : 'discover.recommend.tab.popular'),
      }))}
    />
  );
}

/** The 个性化推荐 switch with a plain account of what it changes. */
function PersonalisedSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="recommend-personalised">
      <div className="recommend-personalised-row">
        <span id={labelId} className="recommend-personalised-label">
          <T id="discover.recommend.personalised" />
        </span>
        <Switch checked={on} onChange={onChange} aria-labelledby={labelId} aria-describedby={hintId} data-testid="personalised-switch" />
      </div>
      <p id={hintId} className="recommend-personalised-hint">
        <T id={on ? 'discover.recommend.personalisedOn' : 'discover.recommend.personalisedOff'} />
      </p>
    </div>
  );
}

function preferenceLabel(pref: JobPreference, t: ReturnType<typeof useT>) {
  return `${pref.title} · ${t(labelIdOf(cityDict, pref.city, 'shared.unknown'))}`;
}

/** A signed-in job seeker: preference tabs, the personalised switch and the feed. */
function SeekerRecommend() {
  const t = useT();
  const { filters, setFilters } = useUrlQuery(recommendQuerySpec);
  const [personalised, setPersonalised] = usePersonalised();
  const prefs = useApiRequest(queryPreferences, {});
  const tab = filters.tab ?? 'featured';
  const preferences = prefs.data ?? [];
  const active = activePreference(preferences, filters.preference);

  const editLink = (
    <Link to="/onlinecv" className="recommend-edit">
      <EditOutlined /> <T id="discover.recommend.editPreferences" />
    </Link>
  );

  if (prefs.loading || prefs.error) {
    return (
      <ListState loading={prefs.loading} error={prefs.error} empty onRetry={prefs.refresh}>
        {null}
      </ListState>
    );
  }
  if (personalised && active.kind === 'unknown') {
    return <NotFoundState titleId="discover.recommend.preferenceNotFound" backTo="/recommend" backId="discover.recommend.backToRecommend" />;
  }
  const usePrefs = personalised && active.kind === 'found';

  return (
    <>
      <PersonalisedSwitch on={personalised} onChange={setPersonalised} />
      {personalised && active.kind === 'none' && (
        <Alert
          type="info"
          showIcon
          className="recommend-banner"
          message={<T id="discover.recommend.noPreferences" />}
          action={
            <Link to="/onlinecv">
              <Button size="small" type="primary">
                <T id="discover.recommend.addPreferences" />
              </Button>
            </Link>
          }
        />
      )}
      {usePrefs && (
        <Tabs
          className="recommend-preferences"
          activeKey={active.preference.id}
          onChange={(id) => setFilters({ preference: id })}
          items={preferences.map((pref) => ({ key: pref.id, label: preferenceLabel(pref, t) }))}
        />
      )}
      <div className="recommend-toolbar">
        <TabSwitch value={tab} onChange={(next) => setFilters({ tab: next })} personalised={usePrefs} />
        {personalised && editLink}
      </div>
      <h2 className="visually-hidden">
        <T id="discover.recommend.feedTitle" />
      </h2>
      <RecommendFeed params={{ personalised: usePrefs, preference: usePrefs ? active.preference.id : undefined, tab }} />
    </>
  );
}

/** A visitor or an enterprise user: popular jobs, and the way to personalised ones. */
function PublicRecommend({ signedIn }: { signedIn: boolean }) {
  const { filters, setFilters } = useUrlQuery(recommendQuerySpec);
  const tab = filters.tab ?? 'featured';
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="recommend-banner"
        data-testid="recommend-signin-prompt"
        message={<T id={signedIn ? 'discover.recommend.seekersOnly' : 'discover.recommend.signInPrompt'} />}
        description={<T id="discover.recommend.signInHint" />}
        action={
          !signedIn && (
            <Link to={paths.login('/recommend')}>
              <Button type="primary">
                <T id="discover.recommend.signIn" />
              </Button>
            </Link>
          )
        }
      />
      <div className="recommend-toolbar">
        <TabSwitch value={tab} onChange={(next) => setFilters({ tab: next })} personalised={false} />
      </div>
      <h2 className="visually-hidden">
        <T id="discover.recommend.feedTitle" />
      </h2>
      <RecommendFeed params={{ personalised: false, tab }} />
    </>
  );
}

/**
 * /recommend: jobs picked for the signed-in seeker's 求职期望 (one tab each), each card saying why; popular
 * jobs for everyone else and whenever personalisation is switched off.
 */
export default function RecommendPage() {
  const user = useInitialState().initialState.currentUser;
  return (
    <PageContainer
      title={
        <h1 className="recommend-title">
          <T id="menu.recommend" />
        </h1>
      }
    >
      {user?.role === 'seeker' ? <SeekerRecommend /> : <PublicRecommend signedIn={Boolean(user)} />}
    </PageContainer>
  );
}
