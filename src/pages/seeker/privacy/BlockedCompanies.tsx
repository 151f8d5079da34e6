import { AutoComplete, Button, Checkbox, Space, Tag } from 'antd';
import { useState } from 'react';
import { useDebounceFn } from 'ahooks';
import { useFeedback } from '@/app/feedback.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { CompanyCard } from '@/contract/company.ts';
import type { PrivacySettings } from '@/contract/privacy.ts';
import { MAX_BLOCKED_COMPANIES } from '@/contract/privacyValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { searchCompanies } from '@/services/company.ts';
import { BLOCK_ERROR_CODES } from '@/contract/blockValues.ts';
import { confirmDialog } from '@/features/blocks/ownBlock.ts';
import { RequestError } from '@/services/request/errors.ts';
import { blockCompany, unblockCompany } from '@/services/privacy.ts';

interface BlockedCompaniesProps {
  settings: PrivacySettings;
  onChange: (settings: PrivacySettings) => void;
}

/**
 * 屏蔽公司: find a company by name, block it (and, by default, the companies of its group), see what is blocked
 * and lift a block. A blocked company never finds or opens the resume.
 */
export function BlockedCompanies({ settings, onChange }: BlockedCompaniesProps) {
  const t = useT();
  const { message } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const [matches, setMatches] = useState<CompanyCard[]>([]);
  const [includeRelated, setIncludeRelated] = useState(true);
  const [busy, setBusy] = useState(false);

  const { run: search } = useDebounceFn(
    (value: string) => {
      if (!value.trim()) return setMatches([]);
      searchCompanies({ keyword: value.trim(), pageSize: 8 }).then(
        (page) => setMatches(page.list),
        () => setMatches([]),
      );
    },
    { wait: 300 },
  );

  const act = async (action: () => Promise<PrivacySettings>, done: string) => {
    setBusy(true);
    try {
      onChange(await action());
      message.success(done);
    } catch {
      // shown by the request module
    } finally {
      setBusy(false);
    }
  };

  // The current employer is unblocked only on a second word (issue 26.12): the API asks, the page asks the seeker.
  const unblockAsking = async (companyId: string) => {
    try {
      return await unblockCompany(companyId, false, { handlesErrorCodes: [BLOCK_ERROR_CODES.currentEmployer] });
    } catch (error) {
      if (!(error instanceof RequestError) || error.errorCode !== BLOCK_ERROR_CODES.currentEmployer) throw error;
      const yes = await confirmDialog({
        title: t('hiring.block.currentTitle'),
        content: error.message,
        okText: t('hiring.block.currentOk'),
        cancelText: t('hiring.block.cancel'),
      });
      if (!yes) throw error;
      return unblockCompany(companyId, true);
    }
  };

  const block = (company: CompanyCard) => {
    setKeyword('');
    setMatches([]);
    void act(() => blockCompany({ companyId: company.id, includeRelated }), t('center.privacy.blocked', { name: company.name }));
  };
  const blockedIds = new Set(settings.blocked.map((b) => b.company.id));

  return (
    <div className="privacy-blocked">
      <Space wrap className="privacy-block-search">
        <AutoComplete
          value={keyword}
          style={{ width: 360 }}
          placeholder={t('center.privacy.searchPlaceholder')}
          aria-label={t('center.privacy.search')}
          disabled={busy || settings.blocked.length >= MAX_BLOCKED_COMPANIES}
          // The name is the value: it is what the listbox reads out, and names are unique.
          options={matches.map((c) => ({ key: c.id, value: c.name, label: c.name, disabled: blockedIds.has(c.id) }))}
          onSearch={(value) => {
            setKeyword(value);
            search(value);
          }}
          onSelect={(name: string) => {
            const company = matches.find((c) => c.name === name);
            if (company) block(company);
          }}
          notFoundContent={keyword.trim() ? t('center.privacy.noMatch') : null}
        />
        <Checkbox checked={includeRelated} onChange={(e) => setIncludeRelated(e.target.checked)}>
          <T id="center.privacy.includeRelated" />
        </Checkbox>
      </Space>
      {settings.blocked.length === 0 ? (
        <p className="privacy-hint">
          <T id="center.privacy.noneBlocked" />
        </p>
      ) : (
        <ul className="privacy-blocked-list" aria-label={t('center.privacy.blockedList')}>
          {settings.blocked.map((b) => (
            <li key={b.company.id}>
              <div>
                <strong>{b.company.name}</strong>{' '}
                <span className="privacy-hint">
                  <T id="center.privacy.blockedAt" values={{ date: <BusinessDate value={b.blockedAt} /> }} />
                </span>
                {b.related.length > 0 && (
                  <div className="privacy-related">
                    <T id={b.includeRelated ? 'center.privacy.relatedBlocked' : 'center.privacy.relatedOpen'} />{' '}
                    {b.related.map((r) => (
                      <Tag key={r.id}>{r.name}</Tag>
                    ))}
                  </div>
                )}
              </div>
              <Button
                size="small"
                disabled={busy}
                onClick={() => void act(() => unblockAsking(b.company.id), t('center.privacy.unblocked', { name: b.company.name }))}
              >
                <T id="center.privacy.unblock" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
