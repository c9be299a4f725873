import { useState } from 'react';
import type { Translate } from '../i18n/errorMessage.ts';
import { onlyWorkingTimeFieldErrors, workingTimeFieldError } from './workingTimeErrors.ts';

/**
 * The sending state of a working-time form (calendars, holidays, leave): the message beside each
 * field, the refusal for the alert, and whether it is sending. `fields` are the server's names
 * of the form's fields: their refusals go beside them, any other one to the alert.
 */
export function useWorkingTimeForm(t: Translate, fields: readonly string[]) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  /** Takes a field's message away (the person changed it). */
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  /**
   * Shows the form's own problems (`found`, by field); when there are none, runs `send` and
   * shows what the server refused.
   */
  const submit = async (found: Record<string, string>, send: () => Promise<void>) => {
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await send();
    } catch (error) {
      const byField: Record<string, string> = {};
      for (const field of fields) {
        const message = workingTimeFieldError(t, error, field);
        if (message) byField[field] = message;
      }
      setErrors(byField);
      if (!onlyWorkingTimeFieldErrors(error, fields)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return { errors, failure, saving, clear, submit };
}
