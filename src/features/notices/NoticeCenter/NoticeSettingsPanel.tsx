import { Skeleton, Switch } from 'antd';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { ErrorState } from '@/components/ListState/index.tsx';
import type { NoticeSettings } from '@/contract/notification.ts';
import { NOTICE_CATEGORIES_OF, NOTICE_CHANNEL_VALUES, type NoticeCategory, type NoticeChannel, type NoticeSide } from '@/contract/notificationValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getNoticeSettings, updateNoticeSettings } from '@/services/notification.ts';

/** A seeker's quiet hours, read here and changed on /privacySet (where the API keeps them). */
function QuietHours({ settings }: { settings: NoticeSettings }) {
  const dnd = settings.doNotDisturb;
  if (!dnd) return null;
  return (
    <p className="notice-dnd" data-testid="notice-dnd">
      <strong>
        <T id="center.notice.dnd" />
      </strong>{' '}
      {dnd.enabled ? <T id="center.notice.dndOn" values={{ start: dnd.start, end: dnd.end }} /> : <T id="center.notice.dndOff" />}{' '}
      <Link to="/privacySet">
        <T id="center.notice.dndLink" />
      </Link>
    </p>
  );
}

/**
 * Which notices also go out by SMS or e-mail, per category of the side, each switch saved at once; for a seeker
 * also the quiet hours. The site keeps every notice whatever is chosen.
 */
export function NoticeSettingsPanel({ side }: { side: NoticeSide }) {
  const t = useT();
  const { message } = useFeedback();
  const request = useApiRequest(getNoticeSettings);
  const settings = request.data;

  const save = async (category: NoticeCategory, channel: NoticeChannel, on: boolean) => {
    const current = settings!.channels[category]!;
    try {
      request.mutate(await updateNoticeSettings({ channels: { [category]: { ...current, [channel]: on } } }));
      message.success(t('center.notice.saved'));
    } catch {
      // shown by the request module; the switch shows the stored value again
      request.refresh();
    }
  };

  return (
    <section className="notice-settings" aria-labelledby="notice-settings-title">
      <h2 id="notice-settings-title">
        <T id="center.notice.settings" />
      </h2>
      <p className="notice-hint">
        <T id={side === 'seeker' ? 'center.notice.settingsHint' : 'center.notice.settingsHintCompany'} />
      </p>
      {request.error && !request.loading ? (
        <ErrorState error={request.error} onRetry={request.refresh} />
      ) : !settings ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <table className="notice-settings-table">
            <thead>
              <tr>
                <th scope="col">
                  <T id="center.notice.settingsCategory" />
                </th>
                {NOTICE_CHANNEL_VALUES.map((channel) => (
                  <th scope="col" key={channel}>
                    <T id={`center.notice.channel.${channel}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTICE_CATEGORIES_OF[side].map((category) => (
                <tr key={category}>
                  <th scope="row">
                    <T id={`center.notice.category.${category}`} />
                  </th>
                  {NOTICE_CHANNEL_VALUES.map((channel) => (
                    <td key={channel}>
                      <Switch
                        size="small"
                        checked={settings.channels[category]?.[channel] ?? false}
                        onChange={(on) => void save(category, channel, on)}
                        aria-label={t('center.notice.channelOf', {
                          category: t(`center.notice.category.${category}`),
                          channel: t(`center.notice.channel.${channel}`),
                        })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <QuietHours settings={settings} />
        </>
      )}
    </section>
  );
}
