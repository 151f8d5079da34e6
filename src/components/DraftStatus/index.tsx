import { Button } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { FormDraft } from '@/hooks/useFormDraft.ts';
import { T } from '@/locales/useT.tsx';
import './draftStatus.css';

/** "14:05" today, "11/23 14:05" on an earlier day (a draft lives a week), in the reader's locale. */
function savedTime(intl: IntlShape, time: number) {
  const today = new Date().toDateString() === new Date(time).toDateString();
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return today ? intl.formatTime(time, clock) : intl.formatDate(time, { month: 'numeric', day: 'numeric', ...clock });
}

/**
 * Beside a form with a draft (useFormDraft): "restored what you had not sent (time)" with a way to discard it,
 * and "draft saved at HH:mm" while the user types. The line keeps its height while empty, so nothing moves
 * when the first save appears. Nothing at all when drafts are off (no user signed in).
 */
export default function DraftStatus({
  draft,
  className,
}: {
  draft: Pick<FormDraft<object>, 'active' | 'restoredAt' | 'savedAt' | 'discard'>;
  className?: string;
}) {
  const intl = useIntl();
  if (!draft.active) return null;
  const at = (time: number) => <time dateTime={new Date(time).toISOString()}>{savedTime(intl, time)}</time>;
  return (
    <div className={className ? `form-draft ${className}` : 'form-draft'} data-testid="form-draft">
      {draft.restoredAt !== null && (
        <span className="form-draft-restored" role="status">
          <T id="shared.draft.restored" values={{ time: at(draft.restoredAt) }} />
          <Button type="link" size="small" onClick={draft.discard}>
            <T id="shared.draft.discard" />
          </Button>
        </span>
      )}
      {draft.savedAt !== null && (
        <span className="form-draft-saved">
          <T id="shared.draft.savedAt" values={{ time: at(draft.savedAt) }} />
        </span>
      )}
    </div>
  );
}
