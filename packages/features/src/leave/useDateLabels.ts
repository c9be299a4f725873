import { useTranslation } from 'react-i18next';

/** The date pickers' button names, in the reader's language. */
export function useDateLabels() {
  const { t } = useTranslation('leave');
  return {
    openCalendar: t('datePicker.openCalendar'),
    clear: t('datePicker.clear'),
    previousMonth: t('datePicker.previousMonth'),
    nextMonth: t('datePicker.nextMonth'),
  };
}
