import { Check, Send, X } from 'lucide-react';
import type { TimelineItem } from './Timeline';

export const timelineItems: Record<'en' | 'ar', TimelineItem[]> = {
  en: [
    {
      id: '1',
      title: 'Leave request submitted',
      time: 'Mon 3 Nov, 09:12',
      dateTime: '2026-11-03T09:12',
      tone: 'info',
      icon: <Send size={12} />,
      description: 'Annual leave, 10–14 November',
    },
    {
      id: '2',
      title: 'Waiting for the manager',
      time: 'Mon 3 Nov, 09:12',
      dateTime: '2026-11-03T09:12',
      tone: 'warning',
    },
    {
      id: '3',
      title: 'Approved',
      time: 'Tue 4 Nov, 14:00',
      dateTime: '2026-11-04T14:00',
      tone: 'success',
      icon: <Check size={12} />,
      description: 'By Huda Saleh',
    },
    {
      id: '4',
      title: 'Cancelled by the employee',
      time: 'Fri 7 Nov, 08:30',
      dateTime: '2026-11-07T08:30',
      tone: 'danger',
      icon: <X size={12} />,
    },
  ],
  ar: [
    {
      id: '1',
      title: 'تم تقديم طلب الإجازة',
      time: 'الاثنين ٣ نوفمبر، ٠٩:١٢',
      dateTime: '2026-11-03T09:12',
      tone: 'info',
      icon: <Send size={12} />,
      description: 'إجازة سنوية، ١٠–١٤ نوفمبر',
    },
    {
      id: '2',
      title: 'بانتظار المدير',
      time: 'الاثنين ٣ نوفمبر، ٠٩:١٢',
      dateTime: '2026-11-03T09:12',
      tone: 'warning',
    },
    {
      id: '3',
      title: 'تمت الموافقة',
      time: 'الثلاثاء ٤ نوفمبر، ١٤:٠٠',
      dateTime: '2026-11-04T14:00',
      tone: 'success',
      icon: <Check size={12} />,
      description: 'بواسطة هدى صالح',
    },
    {
      id: '4',
      title: 'ألغاه الموظف',
      time: 'الجمعة ٧ نوفمبر، ٠٨:٣٠',
      dateTime: '2026-11-07T08:30',
      tone: 'danger',
      icon: <X size={12} />,
    },
  ],
};
