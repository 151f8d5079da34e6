import { EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { persistSettings, useInitialState } from '@/app/initialState.tsx';
import { useT } from '@/locales/useT.tsx';

/** Colour-weakness mode (the colorWeak setting): a page-wide filter, remembered across visits. */
export function ColorWeakToggle() {
  const { initialState, setInitialState } = useInitialState();
  const t = useT();
  const on = initialState.settings.colorWeak;

  useEffect(() => {
    document.body.classList.toggle('color-weak', on);
  }, [on]);

  const toggle = () => {
    const settings = { ...initialState.settings, colorWeak: !on };
    persistSettings(settings);
    setInitialState({ settings });
  };

  return (
    <Tooltip title={t('layout.colorWeak')}>
      <Button type="text" icon={<EyeOutlined />} aria-pressed={on} aria-label={t('layout.colorWeak')} onClick={toggle} />
    </Tooltip>
  );
}
