import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocale } from '@/app/LocaleProvider.tsx';
import { isFullyTranslated, LANGUAGES, type LanguageOption } from '@/locales/languages.ts';
import { useT } from '@/locales/useT.tsx';
import { OnDemandDropdown } from '@/components/OnDemandDropdown/index.tsx';

const item = (l: LanguageOption) => ({ key: l.code, label: <span lang={l.code}>{l.label}</span> });

/**
 * The language selector: every language of LOCALES.md, the current one checked, titled in its own language.
 * Languages whose text is fully translated come first; the rest are grouped under a note saying that their
 * text is Simplified Chinese, so nobody picks Deutsch expecting German sentences.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { locale, setLocale } = useLocale();
  const t = useT();
  const current = LANGUAGES.find((l) => l.code === locale);
  return (
    <OnDemandDropdown
      menu={{
        selectable: true,
        selectedKeys: [locale],
        className: 'language-menu',
        items: [
          { type: 'group', key: 'translated', label: t('layout.language.translated'), children: LANGUAGES.filter((l) => isFullyTranslated(l.code)).map(item) },
          { type: 'group', key: 'partial', label: t('layout.language.partial'), children: LANGUAGES.filter((l) => !isFullyTranslated(l.code)).map(item) },
        ],
        onClick: ({ key }) => void setLocale(key),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={`${current?.title ?? 'Language'}: ${current?.label ?? locale}`} data-testid="language-select">
        {!compact && <span className="header-action-label">{current?.label}</span>}
      </Button>
    </OnDemandDropdown>
  );
}
