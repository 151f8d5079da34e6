import NoticePage from '@/features/notices/NoticeCenter/index.tsx';

/** /message: the company's notices (new applicants, candidates' replies, interviews, plan, reviews) and their channels. */
export default function EnterpriseNoticePage() {
  return <NoticePage titleId="menu.message" side="enterprise" />;
}
