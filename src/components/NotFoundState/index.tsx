import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';

/**
 * A detail page whose id is missing, malformed or unknown: say so plainly and offer the way back to the list,
 * instead of a blank card or a crash.
 */
export default function NotFoundState({ titleId, backTo, backId }: { titleId: MessageId; backTo: string; backId: MessageId }) {
  return (
    <Result
      status="404"
      title={<T id={titleId} />}
      subTitle={<T id="shared.notFound.hint" />}
      extra={
        <Link to={backTo}>
          <Button type="primary">
            <T id={backId} />
          </Button>
        </Link>
      }
    />
  );
}
