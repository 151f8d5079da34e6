import { useCallback, useState } from 'react';
import { readCityPreference, writeCityPreference } from '@/app/cityPreference.ts';
import type { CityCode } from '@/dicts/index.ts';

/** The home page's city: starts from the remembered choice, and every change is remembered on this device. */
export function useHomeCity() {
  const [city, setCityState] = useState<CityCode | undefined>(() => readCityPreference());
  const setCity = useCallback((next: CityCode | undefined) => {
    writeCityPreference(next);
    setCityState(next);
  }, []);
  return [city, setCity] as const;
}
