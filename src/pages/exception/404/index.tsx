import { ExceptionResult } from '@/components/ExceptionResult/index.tsx';
import { T } from '@/locales/useT.tsx';

/** 404: the address does not exist (also the catch-all route). */
export default function NotFoundPage() {
  return <ExceptionResult status="404" title={<T id="exception.404.title" />} description={<T id="exception.404.description" />} />;
}
