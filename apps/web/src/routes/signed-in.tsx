import { Outlet, useNavigate } from 'react-router';
import { accountSettingsPath, MasterKeyProvider, SignedInProviders } from '@atrium/features';
import { masterKey } from '../app/services.ts';

export { RequireAbility } from '../guards/RequireAbility.tsx';

/**
 * Above every signed-in route: SWR, the abilities and the master password. A route module of its
 * own, so the sign-in page loads none of them (SWR, CASL and the master-key store).
 */
export function Component() {
  const navigate = useNavigate();
  return (
    <SignedInProviders>
      <MasterKeyProvider
        store={masterKey}
        // "No master password yet": a super admin is offered the screen that sets it.
        onOpenMasterPasswordSettings={() => void navigate(accountSettingsPath('security'))}
      >
        <Outlet />
      </MasterKeyProvider>
    </SignedInProviders>
  );
}
