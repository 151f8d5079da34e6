import { Alert, Button } from 'antd';
import { useInitialState } from '@/app/initialState.tsx';
import { labelIdOf } from '@/dicts/types.ts';
import { veteranStatusDict } from '@/dicts/zone.ts';
import { useSignInGate } from '@/hooks/useSeekerGate.ts';
import { T } from '@/locales/useT.tsx';
import type { VeteranIdentityState } from './useVeteranIdentity.ts';

/** One line above the tabs: what the viewer's identity status means for the reserved jobs, and the next step. */
export default function VeteranStatusBanner({ identity, onVerify }: { identity: VeteranIdentityState; onVerify: () => void }) {
  const user = useInitialState().initialState.currentUser;
  const signIn = useSignInGate();
  if (!user) {
    return (
      <Alert
        type="info"
        showIcon
        className="vet-banner"
        message={<T id="zone.vet.banner.visitor" />}
        action={
          <Button size="small" type="primary" onClick={() => signIn()}>
            <T id="zone.vet.banner.signIn" />
          </Button>
        }
      />
    );
  }
  if (!identity.isSeeker || !identity.data) return null;
  const { status } = identity.data;
  const verified = status === 'verified';
  return (
    <Alert
      type={verified ? 'success' : status === 'rejected' ? 'warning' : 'info'}
      showIcon
      className="vet-banner"
      data-testid="vet-banner"
      message={
        <T
          id={verified ? 'zone.vet.banner.verified' : status === 'pending' ? 'zone.vet.banner.pending' : 'zone.vet.banner.unverified'}
          values={{ status: <T id={labelIdOf(veteranStatusDict, status, 'shared.unknown')} /> }}
        />
      }
      action={
        !verified && (
          <Button size="small" type={status === 'pending' ? 'default' : 'primary'} onClick={onVerify}>
            <T id={status === 'pending' ? 'zone.vet.banner.view' : 'zone.vet.banner.verify'} />
          </Button>
        )
      }
    />
  );
}
