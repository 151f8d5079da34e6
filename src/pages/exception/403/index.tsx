import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import { useForbiddenReason } from '@/app/routeMeta.ts';
import { ExceptionResult } from '@/components/ExceptionResult/index.tsx';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';

/** 403: says why (wrong role for this page, or not signed in) and offers the way on. */
export default function ForbiddenPage() {
  const reason = useForbiddenReason();
  const { initialState } = useInitialState();
  const location = useLocation();
  const signedIn = !!initialState.currentUser;
  // The role pages keep their own wording; any other refused flag says the permission map's reason.
  const descriptionId: MessageId =
    reason === 'seekerOnly'
      ? 'exception.403.seekerOnly'
      : reason === 'enterpriseOnly'
        ? 'exception.403.enterpriseOnly'
        : reason
          ? `shared.access.${reason}`
          : signedIn
            ? 'exception.403.generic'
            : 'exception.403.signIn';
  return (
    <ExceptionResult
      status="403"
      title={<T id="exception.403.title" />}
      description={<T id={descriptionId} />}
      extra={
        reason === 'enterpriseOnly' ? (
          <Link to="/enterprise">
            <Button>
              <T id="exception.403.toEnterprise" />
            </Button>
          </Link>
        ) : !signedIn ? (
          <Link to={paths.login(`${location.pathname}${location.search}`)}>
            <Button>
              <T id="layout.signIn" />
            </Button>
          </Link>
        ) : null
      }
    />
  );
}
