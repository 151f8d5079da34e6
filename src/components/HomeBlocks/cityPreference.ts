import { isCityCode, type CityCode } from '@/dicts/city.ts';

/**
 * The home city the visitor picked, remembered on this device (localStorage `jucai_city`). It is a display
 * preference, not session data, so it survives signing out. Anything unreadable counts as "nationwide".
 */
export const CITY_STORAGE_KEY = 'jucai_city';

export function readCityPreference(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): CityCode | undefined {
  try {
    const saved = storage?.getItem(CITY_STORAGE_KEY);
    return saved && isCityCode(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function writeCityPreference(city: CityCode | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeLocalStorage()) {
  try {
    if (city) storage?.setItem(CITY_STORAGE_KEY, city);
    else storage?.removeItem(CITY_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the choice simply is not remembered.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
