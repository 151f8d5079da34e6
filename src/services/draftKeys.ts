/**
 * Where form drafts live on this device: localStorage `jucai_draft:<userId>:<formKey>`. Apart from the rest of
 * src/services/drafts.ts because signing out (in the first load) only needs to remove a user's entries.
 */
const PREFIX = 'jucai_draft:';

export const draftKey = (userId: string, formKey: string) => `${PREFIX}${userId}:${formKey}`;

/** localStorage, or null where the browser refuses it (privacy modes, disabled storage). */
export function draftStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Removes the drafts on this device that `drop` picks (by key and stored text). */
export function removeDrafts(drop: (key: string, raw: string | null) => boolean): void {
  const store = draftStorage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k?.startsWith(PREFIX));
    for (const key of keys) if (drop(key, store.getItem(key))) store.removeItem(key);
  } catch {
    // Unreadable storage: nothing to remove; drafts expire anyway.
  }
}

/** All drafts of one user: what signing out on purpose does. */
export function discardDraftsOf(userId: string): void {
  removeDrafts((key) => key.startsWith(draftKey(userId, '')));
}
