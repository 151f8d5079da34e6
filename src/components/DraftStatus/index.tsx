import { Button } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
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

type Draft = Pick<FormDraft<object>, 'active' | 'restoredAt' | 'savedAt' | 'discard'>;

/**
 * Beside a form with a draft (useFormDraft): "restored what you had not saved (time)" with a way to discard it,
 * and "draft saved at HH:mm" while the user types. The line keeps its height while empty, so nothing moves
 * when the first save appears. Nothing at all when drafts are off (no user signed in).
 *
 * `show` splits the two for a long form: the restored notice at its top (`restored`), where it is seen on
 * load, and the saved time by the buttons (`saved`). The default shows both in one line.
 */
export default function DraftStatus({ draft, className, show = 'all' }: { draft: Draft; className?: string; show?: 'all' | 'restored' | 'saved' }) {
  const intl = useIntl();
  if (!draft.active) return null;
  const at = (time: number) => <time dateTime={new Date(time).toISOString()}>{savedTime(intl, time)}</time>;
  const classes = ['form-draft', show === 'restored' && 'form-draft-top', className].filter(Boolean).join(' ');
  if (show === 'restored' && draft.restoredAt === null) return null;
  return (
    <div className={classes} data-testid={show === 'restored' ? 'form-draft-restored' : 'form-draft'}>
      {show !== 'saved' && draft.restoredAt !== null && <Restored at={at(draft.restoredAt)} discard={draft.discard} />}
      {show !== 'restored' && draft.savedAt !== null && (
        <span className="form-draft-saved">
          <T id="shared.draft.savedAt" values={{ time: at(draft.savedAt) }} />
        </span>
      )}
    </div>
  );
}

/**
 * The restored notice: a polite live region that is in the page before its text, so screen readers announce
 * the text (a region inserted with its text already in it is read by some and skipped by others).
 */
function Restored({ at, discard }: { at: ReactNode; discard: () => void }) {
  const [announced, setAnnounced] = useState(false);
  useEffect(() => setAnnounced(true), []);
  return (
    <span className="form-draft-restored" role="status" aria-live="polite">
      {announced && (
        <>
          <T id="shared.draft.restored" values={{ time: at }} />
          <Button type="link" size="small" onClick={discard}>
            <T id="shared.draft.discard" />
          </Button>
        </>
      )}
    </span>
  );
}
