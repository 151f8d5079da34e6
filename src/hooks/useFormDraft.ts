import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInitialState } from '@/app/initialState.tsx';
import { readDraft, removeDraft, sweepExpiredDrafts, writeDraft, type StoredDraft } from '@/services/drafts.ts';

/**
 * The draft of a long form: what the user types is kept until the form is sent, so a reload, a closed tab, a
 * failed request or an expired session (a 401, then signing in again) does not lose it.
 *
 *   - Every change is saved on this device at once (src/services/drafts.ts, localStorage); with `saveRemote` it
 *     also goes to the server, at most once per REMOTE_DRAFT_INTERVAL_MS while the user types (the latest
 *     values; a failure is ignored, the local copy stays). A pending send goes out when the form unmounts.
 *   - When the form mounts a saved draft is laid over its `initialValues`, and `restoredAt` says so, for a
 *     visible "restored" hint with a way to `discard` it.
 *   - `clear()` after a successful submit (useSubmit's `draft` option does it); a failed submit keeps it.
 *
 * Decisions:
 *   - Drafts belong to a user: the key is user id + form key, so one person's text never shows to another on
 *     the same device. Without a signed-in user nothing is saved or restored.
 *   - A draft lives DRAFT_TTL_MS (a week) after its last save; expired drafts of anyone on the device are
 *     swept once per page load.
 *   - Signing out on purpose (the user menu) discards that user's drafts: on a shared computer the next person
 *     should not find them in storage. Losing the session (a 401, an expired token) keeps them: that is the
 *     case they exist for, and the same user signing in again gets the form back.
 *
 * Use it in the component that renders the <Form> and owns its instance: pass `initialValues` and
 * `onValuesChange` to the Form and show <DraftStatus draft={…} />. A form in a dialog goes in a component of
 * its own that the dialog mounts (see ReportButton/ReportForm), so every opening starts from the latest draft
 * (antd's clearOnDestroy cannot do it: StrictMode's trial unmount empties the form). Values must survive JSON
 * (convert dates first).
 */
export interface FormDraftOptions<T> {
  form: FormInstance<T>;
  /** What the form starts from without a draft, and what `discard` puts back. */
  initialValues?: Partial<T>;
  /** Whether drafts apply (default true), e.g. only for the role that may send the form. */
  enabled?: boolean;
  /** Sends the draft to the server, where an endpoint for it exists. */
  saveRemote?: (values: Partial<T>) => Promise<unknown>;
}

export interface FormDraft<T> {
  /** The form's initial values with the restored draft laid over them. */
  initialValues: Partial<T>;
  /** For the Form's `onValuesChange`: saves what the user changed (programmatic changes are not saved). */
  onValuesChange: (changed: Partial<T>, all: Partial<T>) => void;
  /** When the restored draft was saved; null when the form did not start from a draft. */
  restoredAt: number | null;
  /** When this visit last saved (to the minute, which is what is shown); null before the first change. */
  savedAt: number | null;
  /** Whether drafts are kept here at all (a user is signed in and the form is showing). */
  active: boolean;
  /** Forgets the draft and puts the form back to its initial values. */
  discard: () => void;
  /** Forgets the draft (after a successful submit). */
  clear: () => void;
}

interface Loaded<T> {
  /** Whose draft of which form this is; null while no draft applies. */
  owner: string | null;
  restored: StoredDraft<T> | null;
  savedAt: number | null;
}

/** While someone types, the draft goes to the server at most once per this interval. */
export const REMOTE_DRAFT_INTERVAL_MS = 2000;

let sweptThisPageLoad = false;
const sameMinute = (a: number | null, b: number) => a !== null && Math.floor(a / 60_000) === Math.floor(b / 60_000);

export function useFormDraft<T extends object>(formKey: string, { form, initialValues, enabled = true, saveRemote }: FormDraftOptions<T>): FormDraft<T> {
  const userId = useInitialState().initialState.currentUser?.id ?? null;
  const owner = enabled && userId ? `${userId}:${formKey}` : null;
  const load = (): Loaded<T> => ({ owner, restored: owner && userId ? readDraft<T>(userId, formKey) : null, savedAt: null });
  const [loaded, setLoaded] = useState(load);
  let current = loaded;
  if (loaded.owner !== owner) {
    // Another user, another form, or drafts just turned on: read its draft now, before the form mounts.
    current = load();
    setLoaded(current);
  }

  useEffect(() => {
    if (sweptThisPageLoad) return;
    sweptThisPageLoad = true;
    sweepExpiredDrafts();
  }, []);

  const remote = useRef<{ timer: ReturnType<typeof setTimeout> | null; pending: Partial<T> | null }>({ timer: null, pending: null });
  const saveRemoteRef = useRef(saveRemote);
  useEffect(() => {
    saveRemoteRef.current = saveRemote;
  });
  const cancelRemote = useCallback(() => {
    if (remote.current.timer) clearTimeout(remote.current.timer);
    remote.current = { timer: null, pending: null };
  }, []);
  const flushRemote = useCallback(() => {
    const { pending } = remote.current;
    cancelRemote();
    const send = saveRemoteRef.current;
    if (pending && send)
      void Promise.resolve(pending)
        .then(send)
        .catch(() => undefined);
  }, [cancelRemote]);
  // Leaving the page sends what is still waiting.
  useEffect(() => flushRemote, [flushRemote]);

  const onValuesChange = useCallback(
    (_changed: Partial<T>, all: Partial<T>) => {
      if (!owner || !userId) return;
      const at = writeDraft(userId, formKey, all);
      // Only the minute is shown: re-render when it changes, not on every keystroke.
      if (at !== null) setLoaded((s) => (s.owner !== owner || sameMinute(s.savedAt, at) ? s : { ...s, savedAt: at }));
      if (saveRemoteRef.current) {
        remote.current.pending = all;
        remote.current.timer ??= setTimeout(flushRemote, REMOTE_DRAFT_INTERVAL_MS);
      }
    },
    [owner, userId, formKey, flushRemote],
  );

  const clear = useCallback(() => {
    cancelRemote();
    if (userId) removeDraft(userId, formKey);
    setLoaded((s) => ({ ...s, restored: null, savedAt: null }));
  }, [cancelRemote, userId, formKey]);

  const discard = useCallback(() => {
    const names = new Set([...Object.keys((form.getFieldsValue(true) as object | undefined) ?? {}), ...Object.keys(initialValues ?? {})]);
    clear();
    const initial = (initialValues ?? {}) as Record<string, unknown>;
    // Top-level names: what onValuesChange saved is the form's values object. Reset first (errors, touched),
    // then the values: the Form's own initial values are still the draft until it renders again.
    const fields = [...names];
    const anyForm = form as FormInstance;
    anyForm.resetFields(fields);
    anyForm.setFields(fields.map((name) => ({ name, value: initial[name] })));
  }, [form, initialValues, clear]);

  return {
    initialValues: { ...initialValues, ...current.restored?.values },
    onValuesChange,
    restoredAt: current.restored?.savedAt ?? null,
    savedAt: current.savedAt,
    active: owner !== null,
    discard,
    clear,
  };
}
