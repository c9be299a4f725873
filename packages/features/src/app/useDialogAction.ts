import { useState } from 'react';

/**
 * A dialog's action: which one is running (its button spins, the others wait) and the last
 * refusal, shown in the dialog, which stays open; on success the dialog closes.
 */
export function useDialogAction<Key extends string = 'save'>(onDone: () => void) {
  const [running, setRunning] = useState<Key | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (key: Key, action: () => Promise<unknown>) => {
    setRunning(key);
    setFailure(null);
    try {
      await action();
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setRunning(null);
    }
  };
  return { running, failure, run };
}
