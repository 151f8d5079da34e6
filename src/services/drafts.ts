import { draftKey, draftStorage as storage, removeDrafts } from './draftKeys.ts';

/**
 * Unsent form content on this device (localStorage), one entry a user and form (see draftKeys.ts) holding
 * `{ savedAt, values }`. Drafts are what a person typed, not credentials, so they may outlive the tab
 * (sessionStorage would not survive a closed tab). useFormDraft (src/hooks) decides when to read and write.
 * Storage that is full, disabled or holds garbage is treated as "no draft": a draft is a convenience and must
 * never break the form.
 */

/** A draft left alone this long is dropped: a week covers "I'll finish it tomorrow". */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredDraft<T> {
  /** Epoch milliseconds of the last save. */
  savedAt: number;
  values: Partial<T>;
}

function parse<T>(raw: string | null): StoredDraft<T> | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    return typeof draft?.savedAt === 'number' && draft.values && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

const expired = (draft: StoredDraft<unknown>, now: number) => now - draft.savedAt > DRAFT_TTL_MS;

/** The user's draft of a form, or null (none, unreadable or older than DRAFT_TTL_MS, which is then removed). */
export function readDraft<T>(userId: string, formKey: string, now = Date.now()): StoredDraft<T> | null {
  const store = storage();
  try {
    const draft = parse<T>(store?.getItem(draftKey(userId, formKey)) ?? null);
    if (draft && !expired(draft, now)) return draft;
    store?.removeItem(draftKey(userId, formKey));
  } catch {
    // Unreadable storage: no draft.
  }
  return null;
}

/** Saves the draft; returns when it was saved, or null when the device would not keep it. */
export function writeDraft<T>(userId: string, formKey: string, values: Partial<T>, now = Date.now()): number | null {
  try {
    const store = storage();
    if (!store) return null;
    store.setItem(draftKey(userId, formKey), JSON.stringify({ savedAt: now, values } satisfies StoredDraft<T>));
    return now;
  } catch {
    return null;
  }
}

export function removeDraft(userId: string, formKey: string): void {
  try {
    storage()?.removeItem(draftKey(userId, formKey));
  } catch {
    // Nothing to do: the entry expires anyway.
  }
}

/** Drops every draft past its lifetime, whoever wrote it (drafts of people who never came back). */
export function sweepExpiredDrafts(now = Date.now()): void {
  removeDrafts((_, raw) => {
    const draft = parse(raw);
    return !draft || expired(draft, now);
  });
}
