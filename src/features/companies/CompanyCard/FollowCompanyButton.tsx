import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { FollowResult } from '@/contract/company.ts';
import { useGatedToggle } from '@/hooks/useGatedToggle.ts';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useOffersSeekerActions, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T } from '@/locales/useT.tsx';
import { followCompany, unfollowCompany } from '@/services/company.ts';

interface FollowCompanyButtonProps {
  companyId: string;
  /** From the API: null for visitors and enterprise users. */
  followed: boolean | null;
  onChange?: (result: FollowResult) => void;
  size?: 'small' | 'middle' | 'large';
}

/**
 * 关注 / 已关注: a gated toggle (useGatedToggle). Following is for job seekers (the API's rule): a visitor signs
 * in, comes back to this page and finds the company followed; recruiters are not offered it. The API answers
 * with the new state and follower count.
 */
export default function FollowCompanyButton(props: FollowCompanyButtonProps) {
  return useOffersSeekerActions() ? <FollowToggle {...props} /> : null;
}

function FollowToggle({ companyId, followed, onChange, size }: FollowCompanyButtonProps) {
  const resume = `follow.${companyId}`;
  const { on, buttonProps, turnOnIfOff } = useGatedToggle({
    initial: !!followed,
    gate: useSeekerGate(),
    resumeAs: resume,
    turnOn: () => followCompany(companyId),
    turnOff: () => unfollowCompany(companyId),
    stateOf: (result) => result.followed,
    successId: (now) => (now ? 'company.follow.done' : 'company.follow.undone'),
    onChange,
  });
  // Back from signing in to save / follow: done now (unless the viewer's state says it already was).
  useResumeAction(resume, turnOnIfOff);
  return (
    <Button size={size} type={on ? 'default' : 'primary'} icon={on ? <CheckOutlined /> : <PlusOutlined />} data-testid="follow-company" {...buttonProps}>
      <T id={on ? 'company.follow.following' : 'company.follow.follow'} />
    </Button>
  );
}
