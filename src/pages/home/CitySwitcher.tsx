import { EnvironmentOutlined } from '@ant-design/icons';
import { cityDict, POPULAR_CITIES, type CityCode } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';

const POPULAR_OPTIONS = cityDict.options.filter((o) => POPULAR_CITIES.includes(o.value));

/**
 * 切换城市: nationwide or one of the popular cities, as toggle buttons. A remembered city that is not popular
 * still shows (pressed) so the user sees what the page is filtered by.
 */
export default function CitySwitcher({ city, onChange }: { city: CityCode | undefined; onChange: (city: CityCode | undefined) => void }) {
  const t = useT();
  const options = city && !POPULAR_CITIES.includes(city) ? [...POPULAR_OPTIONS, cityDict.options.find((o) => o.value === city)!] : POPULAR_OPTIONS;
  return (
    <div className="home-city" role="group" aria-label={t('home.city.label')}>
      <span className="home-city-current">
        <EnvironmentOutlined aria-hidden />{' '}
        <T id="home.city.current" values={{ city: city ? t(cityDict.options.find((o) => o.value === city)!.labelId) : t('home.search.nationwide') }} />
      </span>
      <button type="button" className="home-chip" aria-pressed={!city} onClick={() => onChange(undefined)}>
        <T id="home.search.nationwide" />
      </button>
      {options.map((o) => (
        <button key={o.value} type="button" className="home-chip" aria-pressed={city === o.value} onClick={() => onChange(o.value)}>
          <T id={o.labelId} />
        </button>
      ))}
    </div>
  );
}
