import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import type { FollowResult } from '@/contract/company.ts';
import { useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import { followCompany, unfollowCompany } from '@/services/company.ts';

interface FollowCompanyButtonProps {
  companyId: string;
  /** From the API: null for visitors and enterprise users. */
  followed: boolean | null;
  onChange?: (result: FollowResult) => void;
  size?: 'small' | 'middle' | 'large';
}

/**
 * 关注 / 已关注. Following is for job seekers (the API's rule): a visitor signs in and comes back to this page,
 * an enterprise user is told it is for seekers. The state flips only once the API agrees.
 */
export default function FollowCompanyButton({ companyId, followed: initial, onChange, size }: FollowCompanyButtonProps) {
  const [followed, setFollowed] = useState(!!initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFollowed(!!initial), [initial]);
  const gate = useSeekerGate();
  const { message } = useFeedback();
  const t = useT();

  const toggle = async () => {
    if (!gate()) return;
    setBusy(true);
    try {
      const result = await (followed ? unfollowCompany(companyId) : followCompany(companyId));
      setFollowed(result.followed);
      onChange?.(result);
      message.success(t(result.followed ? 'company.follow.done' : 'company.follow.undone'));
    } catch {
      // the request module has already shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size={size}
      type={followed ? 'default' : 'primary'}
      aria-pressed={followed}
      loading={busy}
      icon={followed ? <CheckOutlined /> : <PlusOutlined />}
      onClick={toggle}
      data-testid="follow-company"
    >
      <T id={followed ? 'company.follow.following' : 'company.follow.follow'} />
    </Button>
  );
}
