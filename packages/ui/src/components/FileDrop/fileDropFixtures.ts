import type { FileDropItem, FileDropLabels } from './FileDrop';

// Story and test fixtures: labels in English and Arabic and files in every state.
export const fileDropLabels: FileDropLabels = {
  drop: 'Drag files here or',
  browse: 'Choose files',
  cancel: (name) => `Cancel ${name}`,
  progress: (name) => `Uploading ${name}`,
  added: (count) => (count === 1 ? '1 file added' : `${count} files added`),
  rejected: (name, reason) =>
    reason === 'size' ? `${name} is too large` : `${name} is not an accepted type`,
  list: 'Files',
};

export const fileDropLabelsAr: FileDropLabels = {
  drop: 'اسحب الملفات إلى هنا أو',
  browse: 'اختر ملفات',
  cancel: (name) => `إلغاء ${name}`,
  progress: (name) => `جارٍ رفع ${name}`,
  added: (count) => (count === 1 ? 'أُضيف ملف واحد' : `أُضيفت ${count} ملفات`),
  rejected: (name, reason) => (reason === 'size' ? `${name} كبير جدًا` : `${name} من نوع غير مقبول`),
  list: 'الملفات',
};

export const sampleFiles: FileDropItem[] = [
  { id: '1', name: 'contract-2026.pdf', size: 2_400_000, progress: 100 },
  { id: '2', name: 'passport-scan.png', size: 830_000, progress: 45 },
  { id: '3', name: 'timesheet.xlsx', size: 12_000, error: 'The server refused this file' },
];

export const sampleFilesAr: FileDropItem[] = [
  { id: '1', name: 'عقد-2026.pdf', size: 2_400_000, progress: 100 },
  { id: '2', name: 'صورة-جواز-السفر.png', size: 830_000, progress: 45 },
  { id: '3', name: 'سجل-الدوام.xlsx', size: 12_000, error: 'رفض الخادم هذا الملف' },
];
