import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { DataTable } from './DataTable';
import { dataTableLabels, PeopleTable } from './dataTableFixtures';

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
export const Empty: Story = { args: { count: 0 } };
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
        labels={dataTableLabels.en}
      />
    </div>
  ),
  args: { count: 3 },
};
