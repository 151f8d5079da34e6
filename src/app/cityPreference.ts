import { useSyncExternalStore } from 'react';
import { isCityCode, type CityCode } from '@/dicts/city.ts';
import { readItem, writeItem } from '@/utils/deviceStorage.ts';

/**
 * The home city the visitor picked, remembered on this device (localStorage `jucai_city`). It is a display
 * preference, not session data, so it survives signing out. Anything unreadable counts as "nationwide".
 */
export const CITY_STORAGE_KEY = 'jucai_city';
const CHANGED = 'jucai:city-preference';

export function readCityPreference(storage?: Pick<Storage, 'getItem'>): CityCode | undefined {
  const saved = readItem(CITY_STORAGE_KEY, storage);
  return saved && isCityCode(saved) ? saved : undefined;
}

export function writeCityPreference(city: CityCode | undefined, storage?: Pick<Storage, 'setItem' | 'removeItem'>) {
  writeItem(CITY_STORAGE_KEY, city, storage);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The remembered city, kept current when the home page (or another tab) changes it. */
export const useCityPreference = () =>
  useSyncExternalStore(
    subscribe,
    () => readCityPreference(),
    () => undefined,
  );
