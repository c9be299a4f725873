import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PeopleTable } from './dataTableFixtures';
import { dataTableDensities, dataTableStatuses } from './dataTableVariants';

const meta = {
  title: 'Data display/DataTable',
  component: PeopleTable,
  parameters: {
    docs: {
      description: {
        component:
          "Pass `columns`, the page of `rows`, and the server state (`sort`, `page`, `size`, `total`). The table never sorts or pages by itself: it calls `onSortChange`, `onPageChange` and `onSizeChange` and the feature hook refetches. Its generic texts (pagination, checkboxes, actions, retry) are built in, in English and Arabic; pass `labels` only for what is the table's own (its loading, empty and error texts). Do give every table a `label` and every row a `getRowLabel`; don't put several controls in one cell (the grid keyboard model gives a cell one widget).",
      },
    },
  },
  argTypes: {
    status: { control: 'inline-radio', options: dataTableStatuses },
    density: { control: 'inline-radio', options: dataTableDensities },
  },
} satisfies Meta<typeof PeopleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1 to 10 of 57 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 11 to 20 of 57 entries')).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    count: 57,
    initialSize: 10,
    status: 'ready',
    density: 'regular',
    selectable: true,
    withActions: true,
  },
};
