import NoticePage from '@/features/notices/NoticeCenter/index.tsx';

/** /notify: the job seeker's notices (applications, interviews, who viewed me, job alerts …) and their channels. */
export default function SeekerNoticePage() {
  return <NoticePage titleId="menu.notify" side="seeker" />;
}
