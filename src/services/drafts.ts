import { DRAFT_TTL_MS } from '@/constants/index.ts';

/**
 * Unsent form content on this device (localStorage), one entry a user and form: `jucai_draft:<userId>:<formKey>`
 * holding `{ savedAt, values }`. Drafts are what a person typed, not credentials, so they may outlive the tab
 * (sessionStorage would not survive a closed tab). useFormDraft (src/hooks) decides when to read and write.
 * Storage that is full, disabled or holds garbage is treated as "no draft": a draft is a convenience and must
 * never break the form.
 */
export interface StoredDraft<T> {
  /** Epoch milliseconds of the last save. */
  savedAt: number;
  values: Partial<T>;
}

const PREFIX = 'jucai_draft:';
const keyOf = (userId: string, formKey: string) => `${PREFIX}${userId}:${formKey}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
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
    const draft = parse<T>(store?.getItem(keyOf(userId, formKey)) ?? null);
    if (draft && !expired(draft, now)) return draft;
    store?.removeItem(keyOf(userId, formKey));
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
    store.setItem(keyOf(userId, formKey), JSON.stringify({ savedAt: now, values } satisfies StoredDraft<T>));
    return now;
  } catch {
    return null;
  }
}

export function removeDraft(userId: string, formKey: string): void {
  try {
    storage()?.removeItem(keyOf(userId, formKey));
  } catch {
    // Nothing to do: the entry expires anyway.
  }
}

/** Removes the drafts on this device that `drop` picks. */
function removeWhere(drop: (key: string, raw: string | null) => boolean): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k?.startsWith(PREFIX));
    for (const key of keys) if (drop(key, store.getItem(key))) store.removeItem(key);
  } catch {
    // As above.
  }
}

/** All drafts of one user: what signing out on purpose does. */
export function discardDraftsOf(userId: string): void {
  removeWhere((key) => key.startsWith(keyOf(userId, '')));
}

/** Drops every draft past its lifetime, whoever wrote it (drafts of people who never came back). */
export function sweepExpiredDrafts(now = Date.now()): void {
  removeWhere((_, raw) => {
    const draft = parse(raw);
    return !draft || expired(draft, now);
  });
}
