import { useTranslation } from 'react-i18next';
import { useToast } from '@atrium/ui';
import { useEventCallback } from '../app/useEventCallback.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { useAttendanceActions } from './useAttendanceActions.ts';

/**
 * The Start / Finish Working button's action, shared by the navbar's control and the home card:
 * switches to the other state, and says in a toast when that failed (needs the app's
 * ToastProvider above it). `toggle` keeps one identity, for views memoised on what they show.
 */
export function useWorkingToggle(isWorking: boolean | undefined): {
  toggle: () => Promise<void>;
  isPending: boolean;
} {
  const { t } = useTranslation('attendance');
  const { toast } = useToast();
  const { setWorking, isPending } = useAttendanceActions();
  const toggle = useEventCallback(async () => {
    try {
      await setWorking(!isWorking);
    } catch (failure) {
      toast({
        title: isWorking ? t('control.finishError') : t('control.startError'),
        description: errorMessage(t, failure),
        tone: 'error',
      });
    }
  });
  return { toggle, isPending };
}
