import { Plus, Upload } from 'lucide-react';
import type { Language } from '../../UiProvider/uiOptions';
import { Button } from '../Button/Button';
import type { PageHeaderBreadcrumb } from './PageHeader';

/** Story and test copy in both languages. */
export const pageHeaderCopy = {
  en: {
    breadcrumbsLabel: 'Breadcrumb',
    crumbs: ['Home', 'Administration', 'Users'],
    title: 'Users',
    description: 'Invite colleagues, change their roles and deactivate accounts.',
    add: 'Add user',
    import: 'Import',
  },
  ar: {
    breadcrumbsLabel: 'مسار التنقل',
    crumbs: ['الرئيسية', 'الإدارة', 'المستخدمون'],
    title: 'المستخدمون',
    description: 'ادعُ زملاءك وغيّر أدوارهم وعطّل الحسابات.',
    add: 'إضافة مستخدم',
    import: 'استيراد',
  },
} as const;

const hrefs = ['/main/home', '/admin', '/admin/users'];

export function sampleBreadcrumbs(language: Language): PageHeaderBreadcrumb[] {
  return pageHeaderCopy[language].crumbs.map((label, index) => ({ label, href: hrefs[index] }));
}

export function SampleActions({ language }: { language: Language }) {
  const t = pageHeaderCopy[language];
  return (
    <>
      <Button variant="soft" startIcon={<Upload size={16} />}>
        {t.import}
      </Button>
      <Button startIcon={<Plus size={16} />}>{t.add}</Button>
    </>
  );
}
