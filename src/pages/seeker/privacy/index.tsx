import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Radio, Select, Skeleton, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import type { PrivacyBody, PrivacySettings } from '@/contract/privacy.ts';
import { NAME_DISPLAY_VALUES } from '@/contract/privacyValues.ts';
import { RESUME_VISIBILITY_VALUES } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import type { MessageId } from '@/locales/types.ts';
import { getPrivacy, updatePrivacy } from '@/services/privacy.ts';
import { BlockedCompanies } from './BlockedCompanies.tsx';
import './privacy.css';

/** Half-hour steps for the quiet hours, 00:00–23:30. */
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

function Section({ id, titleId, hintId, children }: { id: string; titleId: MessageId; hintId?: MessageId; children: ReactNode }) {
  return (
    <section className="privacy-section" aria-labelledby={id}>
      <h2 id={id}>
        <T id={titleId} />
      </h2>
      {hintId && (
        <p className="privacy-hint">
          <T id={hintId} />
        </p>
      )}
      {children}
    </section>
  );
}

/** A setting that is on or off, saved the moment it changes. */
function Toggle({
  id,
  titleId,
  hintId,
  checked,
  onChange,
}: {
  id: string;
  titleId: MessageId;
  hintId: MessageId;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="privacy-toggle">
      <div>
        <h2 id={id}>
          <T id={titleId} />
        </h2>
        <p className="privacy-hint">
          <T id={hintId} />
        </p>
      </div>
      <Switch checked={checked} onChange={onChange} aria-labelledby={id} checkedChildren={t('center.privacy.on')} unCheckedChildren={t('center.privacy.off')} />
    </div>
  );
}

/**
 * /privacySet: who may read the resume, which companies may never see it, what search hides by default, how
 * employers see the name and number, online status, personalised recommendations and quiet hours. Every change
 * is saved at once, and the API enforces it.
 */
export default function PrivacyPage() {
  const t = useT();
  const { message } = useFeedback();
  const request = useApiRequest(getPrivacy);
  const view = detailView({ loading: request.loading, error: request.error, data: request.data });

  const save = async (change: PrivacyBody) => {
    try {
      request.mutate(await updatePrivacy(change));
      message.success(t('center.privacy.saved'));
    } catch {
      // shown by the request module; the control shows the stored value again
      request.refresh();
    }
  };

  return (
    <PageContainer
      className="privacy-page"
      title={
        <h1>
          <T id="menu.privacySet" />
        </h1>
      }
    >
      <DetailState
        view={view}
        notFoundId="shared.detail.failed"
        back={{ to: '/percenter', labelId: 'menu.percenter' }}
        onRetry={request.refresh}
        skeleton={<Skeleton active paragraph={{ rows: 12 }} />}
      >
        {(settings: PrivacySettings) => (
          <div className="privacy-sections">
            <Section id="privacy-visibility" titleId="center.privacy.visibility" hintId="center.privacy.visibilityHint">
              <Radio.Group value={settings.visibility} onChange={(e) => void save({ visibility: e.target.value })} aria-labelledby="privacy-visibility">
                <Space direction="vertical">
                  {RESUME_VISIBILITY_VALUES.map((value) => (
                    <Radio key={value} value={value}>
                      <strong>{t(`dict.resumeVisibility.${value}`)}</strong>
                      <span className="privacy-hint"> · {t(`center.privacy.visibility.${value}`)}</span>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Section>
            <Section id="privacy-blocked" titleId="center.privacy.block" hintId="center.privacy.blockHint">
              <BlockedCompanies settings={settings} onChange={request.mutate} />
            </Section>
            <Section id="privacy-name" titleId="center.privacy.nameDisplay">
              <Radio.Group value={settings.nameDisplay} onChange={(e) => void save({ nameDisplay: e.target.value })} aria-labelledby="privacy-name">
                <Space direction="vertical">
                  {NAME_DISPLAY_VALUES.map((value) => (
                    <Radio key={value} value={value}>
                      {t(`center.privacy.name.${value}`)}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Section>
            <Toggle
              id="privacy-agencies"
              titleId="center.privacy.hideAgencies"
              hintId="center.privacy.hideAgenciesHint"
              checked={settings.hideAgenciesByDefault}
              onChange={(on) => void save({ hideAgenciesByDefault: on })}
            />
            <Toggle
              id="privacy-phone"
              titleId="center.privacy.virtualPhone"
              hintId="center.privacy.virtualPhoneHint"
              checked={settings.virtualPhone}
              onChange={(on) => void save({ virtualPhone: on })}
            />
            <Toggle
              id="privacy-online"
              titleId="center.privacy.showOnline"
              hintId="center.privacy.showOnlineHint"
              checked={settings.showOnline}
              onChange={(on) => void save({ showOnline: on })}
            />
            <Toggle
              id="privacy-personal"
              titleId="center.privacy.personalized"
              hintId="center.privacy.personalizedHint"
              checked={settings.personalized}
              onChange={(on) => void save({ personalized: on })}
            />
            <Toggle
              id="privacy-dnd"
              titleId="center.privacy.dnd"
              hintId="center.privacy.dndHint"
              checked={settings.doNotDisturb.enabled}
              onChange={(on) => void save({ doNotDisturb: { ...settings.doNotDisturb, enabled: on } })}
            />
            {settings.doNotDisturb.enabled && (
              <Space className="privacy-dnd-times">
                <Select
                  aria-label={t('center.privacy.dndStart')}
                  value={settings.doNotDisturb.start}
                  options={TIMES.map((value) => ({ value, label: value }))}
                  onChange={(start) => void save({ doNotDisturb: { ...settings.doNotDisturb, start } })}
                  style={{ width: 110 }}
                />
                <span>
                  <T id="center.privacy.dndTo" />
                </span>
                <Select
                  aria-label={t('center.privacy.dndEnd')}
                  value={settings.doNotDisturb.end}
                  options={TIMES.map((value) => ({ value, label: value }))}
                  onChange={(end) => void save({ doNotDisturb: { ...settings.doNotDisturb, end } })}
                  style={{ width: 110 }}
                />
              </Space>
            )}
          </div>
        )}
      </DetailState>
    </PageContainer>
  );
}
