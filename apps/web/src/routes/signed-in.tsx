import { Outlet, useNavigate } from 'react-router';
import {
  accountSettingsPath,
  createMasterKeyStore,
  MasterKeyProvider,
  SignedInProviders,
} from '@atrium/features';
import { signedInMasterKey } from '../app/services.ts';

/**
 * Above every signed-in route: SWR, the abilities and the master password. A route module of its
 * own, so the sign-in page loads none of them (SWR, CASL and the master-key store, which is
 * created here on first use).
 */
export function Component() {
  const navigate = useNavigate();
  const masterKey = signedInMasterKey(createMasterKeyStore);
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
