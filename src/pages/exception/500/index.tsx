import { Button } from 'antd';
import { ExceptionResult } from '@/components/ExceptionResult/index.tsx';
import { T } from '@/locales/useT.tsx';

/** 500: our fault, not the user's; a reload is the first thing to try. */
export default function ServerErrorPage() {
  return (
    <ExceptionResult
      status="500"
      title={<T id="exception.500.title" />}
      description={<T id="exception.500.description" />}
      extra={
        <Button onClick={() => window.location.reload()}>
          <T id="common.reload" />
        </Button>
      }
    />
  );
}
