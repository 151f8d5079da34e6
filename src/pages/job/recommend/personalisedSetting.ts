import { useCallback, useState } from 'react';

/**
 * The 个性化推荐 switch, remembered on this device. Off means the feed shows popular jobs and the API is told
 * not to use the seeker's preferences. Stored as '0' / '1'; anything else (or no storage) counts as on.
 */
export const PERSONALISED_STORAGE_KEY = 'jucai_personalised';

export function readPersonalised(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(PERSONALISED_STORAGE_KEY) !== '0';
  } catch {
    // Storage can be blocked (privacy mode): fall back to the default.
    return true;
  }
}

export function writePersonalised(storage: Pick<Storage, 'setItem'> | null, on: boolean) {
  try {
    storage?.setItem(PERSONALISED_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Not remembered, but the switch still works for this visit.
  }
}

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export function usePersonalised(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readPersonalised(browserStorage()));
  const set = useCallback((next: boolean) => {
    writePersonalised(browserStorage(), next);
    setOn(next);
  }, []);
  return [on, set];
}
