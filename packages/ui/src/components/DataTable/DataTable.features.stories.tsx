import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { DataTable } from './DataTable';
import { makePeople, peopleColumns, PeopleTable } from './dataTableFixtures';

const meta = {
  title: 'Data display/DataTable/Features',
  component: PeopleTable,
  args: { onAction: fn(), onRetry: fn() },
} satisfies Meta<typeof PeopleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hours this week' }));
    await expect(canvas.getByRole('columnheader', { name: 'Hours this week' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hours this week' }));
    await expect(canvas.getByRole('columnheader', { name: 'Hours this week' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Selection: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
  },
};

export const RowActions: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Huda Saleh' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: 'u1' }));
    // The accessibility check runs right after play: wait until the menu has gone and the
    // page behind it is no longer aria-hidden (Radix restores it once the exit has finished).
    await waitFor(() => {
      const page = canvasElement.ownerDocument;
      if (page.querySelector('[role="menu"], [data-aria-hidden="true"]')) {
        throw new Error('the menu is still closing');
      }
    });
  },
};

export const WithFilterBar: Story = {
  args: {
    filterBar: (
      <DataTable.FilterBar>
        <TextField
          label="Search"
          placeholder="Name or email"
          startIcon={<Search size={16} aria-hidden />}
        />
        <Button variant="soft" tone="neutral">
          Clear filters
        </Button>
      </DataTable.FilterBar>
    ),
  },
};

export const Compact: Story = { args: { density: 'compact' } };
export const PageSizeTwo: Story = { args: { initialSize: 2 } };
export const Loading: Story = { args: { status: 'loading' } };
/** No entries: the empty state alone, without "Showing 0 to 0 of 0 entries" or a pager. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users found')).toBeVisible();
    await expect(canvas.queryByText(/Showing/)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The users could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Size All with 10,000 rows: only a window of rows is in the DOM; the keyboard still reaches the last row. */
export const TenThousandRows: Story = {
  args: { count: 10_000, initialSize: -1, selectable: false },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Users' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(grid.querySelectorAll('[role="row"]').length).toBeLessThan(80);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await userEvent.keyboard('{ArrowDown}{Control>}{End}{/Control}');
    // the last cell holds the row's actions button, which takes the focus
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-row]')).toHaveAttribute('data-row', '10000'),
    );
    await expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute(
      'aria-rowindex',
      '10001',
    );
    await expect(grid.querySelectorAll('[role="row"]').length).toBeLessThan(80);
    await userEvent.keyboard('{PageUp}');
    await waitFor(() =>
      expect(
        Number(document.activeElement?.closest('[data-row]')?.getAttribute('data-row')),
      ).toBeLessThan(10000),
    );
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('عرض ١ إلى ١٠ من أصل ٥٧ مدخلات')).toBeVisible();
  },
};
export const RTLLoading: Story = { globals: { locale: 'ar' }, args: { status: 'loading' } };
export const RTLEmpty: Story = { globals: { locale: 'ar' }, args: { count: 0 } };
export const RTLError: Story = { globals: { locale: 'ar' }, args: { status: 'error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkError: Story = { globals: { theme: 'dark' }, args: { status: 'error' } };

const longColumns = {
  en: 'A very long column header that explains exactly what this number means for payroll',
  ar: 'عنوان عمود طويل جدًا يشرح بالضبط ما يعنيه هذا الرقم لقسم الرواتب في الشركة',
};
export const LongLabels: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 720 }}>
      <PeopleTable {...args} />
      <DataTable
        label={longColumns.en}
        columns={[
          { key: 'a', header: longColumns.en, cell: (r: { id: string; text: string }) => r.text },
          { key: 'b', header: longColumns.ar, cell: (r) => r.text },
        ]}
        rows={[
          {
            id: '1',
            text: 'Staff member with a remarkably long name who works in the operations team',
          },
          { id: '2', text: 'موظف باسم طويل جدًا يعمل في فريق العمليات منذ سنوات عديدة' },
        ]}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.text}
      />
    </div>
  ),
  args: { count: 3 },
};

/** A 390 × 844 phone, as the testers used: below the medium breakpoint the rows are cards. */
const phone = {
  viewport: {
    options: {
      phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
    defaultViewport: 'phone',
  },
};

/** On a phone every column of a row is readable: the name as the card's title, the rest labelled. */
export const PhoneCards: Story = {
  parameters: phone,
  args: { count: 12, initialSize: 5 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Users' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const first = within(cards[0]!);
    await expect(first.getByText('user1@atrium.test')).toBeVisible();
    await expect(first.getByText('Hours this week')).toBeVisible();
    // nothing is cut off at the inline end
    for (const card of cards) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Omar Khalil' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Omar Khalil' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    // Chromium reads the visually hidden state as its own chunk ("Name , ascending"): same speech.
    await expect(canvas.getByRole('button', { name: /^Name ?, ascending$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Huda Saleh' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: 'u1' }));
    await waitFor(() => {
      if (canvasElement.ownerDocument.querySelector('[role="menu"], [data-aria-hidden="true"]')) {
        throw new Error('the menu is still closing');
      }
    });
  },
};

/** Columns choose their place in the card: the e-mail under the name, the role hidden. */
export const PhoneCardRoles: Story = {
  parameters: phone,
  render: () => {
    const columns = peopleColumns('en').map((column) =>
      column.key === 'email'
        ? { ...column, card: 'subtitle' as const }
        : column.key === 'role'
          ? { ...column, card: 'hidden' as const }
          : column,
    );
    return (
      <DataTable
        label="Users"
        columns={columns}
        rows={makePeople(3)}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Role')).toBeNull();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).not.toContain(
      'Email',
    );
  },
};

export const PhoneRTL: Story = {
  parameters: phone,
  globals: { locale: 'ar' },
  args: { count: 12, initialSize: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'المستخدمون' })).toBeVisible();
    await expect(canvas.getByText('عرض ١ إلى ٥ من أصل ١٢ مدخلات')).toBeVisible();
  },
};
export const PhoneDark: Story = {
  parameters: phone,
  globals: { theme: 'dark' },
  args: { count: 12, initialSize: 5 },
};
export const PhoneLoading: Story = { parameters: phone, args: { status: 'loading' } };
/** No entries: the empty state alone, without "Showing 0 to 0 of 0 entries" or a pager. */
export const PhoneEmpty: Story = {
  parameters: phone,
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};
export const PhoneError: Story = { parameters: phone, args: { status: 'error' } };
export const PhoneRTLError: Story = {
  parameters: phone,
  globals: { locale: 'ar' },
  args: { status: 'error' },
};
