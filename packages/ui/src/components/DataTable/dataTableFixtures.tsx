// Story and test fixtures (not exported from the package): labels in both languages and a fake server.
import { useMemo, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { useUi } from '../../UiProvider/useUi';
import { Badge } from '../Badge/Badge';
import { intlLocale } from '../../UiProvider/intlLocale';
import type { Language } from '../../UiProvider/uiOptions';
import {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSort,
} from './DataTable';

/**
 * What a people table says of its own; everything else (pagination, checkboxes, retry…) is the
 * DataTable's built-in text for the language.
 */
export const peopleTableLabels: Record<Language, Partial<DataTableLabels>> = {
  en: {
    loading: 'Loading users…',
    emptyTitle: 'No users found',
    emptyText: 'Try another search or clear the filters.',
    errorTitle: 'The users could not be loaded',
  },
  ar: {
    loading: 'جارٍ تحميل المستخدمين…',
    emptyTitle: 'لا يوجد مستخدمون',
    emptyText: 'جرّب بحثًا آخر أو امسح عوامل التصفية.',
    errorTitle: 'تعذّر تحميل المستخدمين',
  },
};

export interface Person {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'staff';
  active: boolean;
  hours: number;
}

const first = {
  en: ['Huda', 'Omar', 'Lina', 'Karim', 'Sara', 'Yousef', 'Maya', 'Adam', 'Noor', 'Zaid'],
  ar: ['هدى', 'عمر', 'لينا', 'كريم', 'سارة', 'يوسف', 'مايا', 'آدم', 'نور', 'زيد'],
};
const last = {
  en: ['Saleh', 'Haddad', 'Nasser', 'Khalil', 'Mansour', 'Aziz', 'Farah'],
  ar: ['صالح', 'حداد', 'ناصر', 'خليل', 'منصور', 'عزيز', 'فرح'],
};

/** Deterministic people (no randomness: screenshots and tests stay stable). */
export function makePeople(count: number, language: Language = 'en'): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `u${i + 1}`,
    name: `${first[language][i % 10] ?? ''} ${last[language][(i * 3) % 7] ?? ''}`,
    email: `user${i + 1}@atrium.test`,
    role: i % 4 === 0 ? 'admin' : 'staff',
    active: i % 5 !== 3,
    hours: (i * 7) % 41,
  }));
}

const headers = {
  en: { name: 'Name', email: 'Email', role: 'Role', status: 'Status', hours: 'Hours this week' },
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    status: 'الحالة',
    hours: 'ساعات هذا الأسبوع',
  },
};
const words = {
  en: {
    admin: 'Admin',
    staff: 'Staff',
    active: 'Active',
    inactive: 'Inactive',
    edit: 'Edit',
    remove: 'Delete',
  },
  ar: {
    admin: 'مدير',
    staff: 'موظف',
    active: 'نشط',
    inactive: 'غير نشط',
    edit: 'تعديل',
    remove: 'حذف',
  },
};

export function peopleColumns(language: Language): DataTableColumn<Person>[] {
  const h = headers[language];
  const w = words[language];
  const number = new Intl.NumberFormat(intlLocale(language));
  return [
    { key: 'name', header: h.name, cell: (p) => p.name, sortable: true },
    {
      key: 'email',
      header: h.email,
      cell: (p) => p.email,
      width: 'minmax(12rem, 1.5fr)',
      minWidthRem: 12,
    },
    {
      key: 'role',
      header: h.role,
      cell: (p) => w[p.role],
      sortable: true,
      width: 'minmax(6rem, 0.7fr)',
      minWidthRem: 6,
    },
    {
      key: 'status',
      header: h.status,
      cell: (p) => (
        <Badge tone={p.active ? 'success' : 'neutral'}>{p.active ? w.active : w.inactive}</Badge>
      ),
      width: 'minmax(7rem, 0.7fr)',
      minWidthRem: 7,
    },
    {
      key: 'hours',
      header: h.hours,
      cell: (p) => number.format(p.hours),
      sortable: true,
      align: 'end',
    },
  ];
}

export interface PeopleTableProps extends Partial<
  Omit<DataTableProps<Person>, 'rows' | 'columns' | 'labels'>
> {
  /** How many people the fake server holds. */
  count?: number;
  initialSize?: number;
  selectable?: boolean;
  withActions?: boolean;
  onAction?: (action: string, person: Person) => void;
}

/** A DataTable wired to an in-memory "server": sorts and pages like the API would. */
export function PeopleTable({
  count = 57,
  initialSize = 10,
  selectable = true,
  withActions = true,
  onAction,
  ...rest
}: PeopleTableProps) {
  const { language } = useUi();
  const everyone = useMemo(() => makePeople(count, language), [count, language]);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const sorted = useMemo(() => {
    if (!sort) return everyone;
    const key = sort.key as keyof Person;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...everyone].sort((a, b) => (a[key] > b[key] ? factor : a[key] < b[key] ? -factor : 0));
  }, [everyone, sort]);
  const rows = size === -1 ? sorted : sorted.slice((page - 1) * size, page * size);
  const w = words[language];
  return (
    <DataTable<Person>
      label={language === 'ar' ? 'المستخدمون' : 'Users'}
      columns={peopleColumns(language)}
      rows={rows}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      selectedIds={selectedIds}
      onSelectionChange={selectable ? setSelectedIds : undefined}
      rowActions={
        withActions
          ? () => [
              {
                key: 'edit',
                label: w.edit,
                icon: <Pencil size={14} />,
                onSelect: (p) => onAction?.('edit', p),
              },
              {
                key: 'delete',
                label: w.remove,
                icon: <Trash2 size={14} />,
                tone: 'danger',
                onSelect: (p) => onAction?.('delete', p),
              },
            ]
          : undefined
      }
      page={page}
      size={size}
      total={everyone.length}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      labels={peopleTableLabels[language]}
      {...rest}
    />
  );
}
