import type { Language } from '../../UiProvider/uiOptions';
import type { ErrorPageVariant } from './errorPageVariants';

/** Story and test copy in both languages (the app's own strings live in its i18n files). */
export const errorPageCopy = {
  en: {
    notFound: {
      title: 'Page not found',
      message: 'The page you are looking for does not exist or has been moved.',
    },
    notAuthorized: {
      title: 'Not authorized',
      message: 'You do not have permission to view this page. Ask an administrator for access.',
    },
    serverError: {
      title: 'Server error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    },
    action: 'Back to home',
    retry: 'Try again',
  },
  ar: {
    notFound: {
      title: 'الصفحة غير موجودة',
      message: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    },
    notAuthorized: {
      title: 'غير مصرّح',
      message: 'ليست لديك صلاحية لعرض هذه الصفحة. اطلب الوصول من المسؤول.',
    },
    serverError: {
      title: 'خطأ في الخادم',
      message: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل.',
    },
    action: 'العودة إلى الرئيسية',
    retry: 'حاول مرة أخرى',
  },
} as const satisfies Record<
  Language,
  Record<ErrorPageVariant, { title: string; message: string }> & { action: string; retry: string }
>;
