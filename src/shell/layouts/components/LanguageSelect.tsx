import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { LANGUAGES } from '@/locales/languages.ts';
import { useLocale } from '@/app/LocaleProvider.tsx';

/** The language selector: every language of LOCALES.md, the current one checked. Titled in its own language. */
export function LanguageSelect() {
  const { locale, setLocale } = useLocale();
  const current = LANGUAGES.find((l) => l.code === locale);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        className: 'language-menu',
        items: LANGUAGES.map((l) => ({
          key: l.code,
          label: (
            <span lang={l.code}>
              <span aria-hidden="true">{l.icon}</span> {l.label}
            </span>
          ),
        })),
        onClick: ({ key }) => void setLocale(key),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={`${current?.title ?? 'Language'}: ${current?.label ?? locale}`} data-testid="language-select">
        <span className="header-action-label">{current?.label}</span>
      </Button>
    </Dropdown>
  );
}
