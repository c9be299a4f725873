import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { DataTable, type DataTableProps } from './DataTable';
import { DataTablePagination, pageItems, pageRange } from './DataTablePagination';
import {
  peopleTableLabels,
  makePeople,
  peopleColumns,
  PeopleTable,
  type Person,
} from './dataTableFixtures';
import { dataTablePageSizes } from './dataTableVariants';

const labels = peopleTableLabels.en;
const base: DataTableProps<Person> = {
  label: 'Users',
  columns: peopleColumns('en'),
  rows: makePeople(3),
  getRowId: (p) => p.id,
  getRowLabel: (p) => p.name,
  labels,
};

describeConformance(DataTable as unknown as (props: DataTableProps<Person>) => null, {
  name: 'DataTable',
  props: base,
  refType: HTMLDivElement,
});

const bodyRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');

describe('DataTable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a named grid with header, rows, counts and indexes', () => {
    renderWithUi(<DataTable {...base} />);
    const grid = screen.getByRole('grid', { name: 'Users' });
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    expect(grid).toHaveAttribute('aria-colcount', '5');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Status',
      'Hours this week',
    ]);
    expect(bodyRows().map((r) => r.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(screen.getByRole('gridcell', { name: 'user2@atrium.test' })).toBeInTheDocument();
  });

  it('cycles a sortable column asc → desc → none and reports aria-sort', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderWithUi(<DataTable {...base} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    rerender(
      <DataTable {...base} onSortChange={onSortChange} sort={{ key: 'name', direction: 'asc' }} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    rerender(
      <DataTable {...base} onSortChange={onSortChange} sort={{ key: 'name', direction: 'desc' }} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    // not sortable: no button, no aria-sort
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
  });

  it('selects rows one by one and all on the page (indeterminate in between)', async () => {
    function Selectable() {
      const [ids, setIds] = useState<string[]>([]);
      return <DataTable {...base} selectedIds={ids} onSelectionChange={setIds} />;
    }
    renderWithUi(<Selectable />);
    const all = screen.getByRole('checkbox', {
      name: 'Select all rows on this page',
    }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Omar Khalil' }));
    expect(screen.getByRole('checkbox', { name: 'Select Omar Khalil' })).toBeChecked();
    expect(all.indeterminate).toBe(true);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(all);
    expect(
      screen
        .getAllByRole('checkbox', { name: /^Select (?!all)/ })
        .every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);
    expect(all.indeterminate).toBe(false);
    await userEvent.click(all);
    expect(screen.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('opens the row actions menu and runs an action with the row', async () => {
    const onAction = vi.fn();
    renderWithUi(<PeopleTable count={3} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Omar Khalil' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete', expect.objectContaining({ id: 'u2' }));
  });

  it('paginates on the server: text, page buttons, page sizes 2…100 and All', async () => {
    renderWithUi(<PeopleTable count={57} />);
    expect(screen.getByText('Showing 1 to 10 of 57 entries')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 11 to 20 of 57 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Showing 51 to 57 of 57 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2', '3', '5', '10', '20', '25', '50', '100', 'All']);
    expect(select).toHaveValue('10');
    await userEvent.selectOptions(select, '-1');
    expect(screen.getByText('Showing 1 to 57 of 57 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
  }, 20_000);

  it('formats the pagination numbers with Arabic digits in Arabic', () => {
    renderWithUi(<PeopleTable count={57} />, { language: 'ar' });
    expect(screen.getByText('عرض ١ إلى ١٠ من أصل ٥٧ مدخلات')).toBeInTheDocument();
    expect(screen.getByRole('grid').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('shows skeleton rows while loading, with aria-busy and a status', () => {
    renderWithUi(<DataTable {...base} rows={[]} status="loading" size={5} />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    expect(bodyRows()).toHaveLength(5);
  });

  it('shows the empty state, and the error state with a working retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<DataTable {...base} rows={[]} />);
    expect(screen.getByText('No users found')).toBeInTheDocument();
    rerender(<DataTable {...base} rows={[]} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The users could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('moves between cells with arrows, Home/End, Ctrl+Home/End and PageDown (one tab stop)', async () => {
    renderWithUi(<PeopleTable count={8} selectable={false} withActions={false} initialSize={10} />);
    await userEvent.tab();
    const sortName = screen.getByRole('button', { name: 'Name' });
    expect(sortName).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'Huda Saleh' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: 'user1@atrium.test' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-col', '4');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('data-col', '0');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toHaveAttribute('data-row', '8');
    expect(document.activeElement).toHaveAttribute('data-col', '4');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(sortName).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(Number(document.activeElement?.getAttribute('data-row'))).toBeGreaterThan(1);
    // only one cell is in the tab order
    expect(screen.getByRole('grid').querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.tab();
    expect(screen.getByRole('grid')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('mirrors ArrowLeft/ArrowRight in RTL', async () => {
    renderWithUi(<PeopleTable count={3} selectable={false} withActions={false} />, {
      language: 'ar',
    });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-col', '1');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-col', '0');
  });

  it('arrows move past the actions menu button instead of opening it', async () => {
    renderWithUi(<PeopleTable count={3} selectable={false} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{End}');
    const trigger = screen.getByRole('button', { name: 'Actions for Huda Saleh' });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Omar Khalil' })).toHaveFocus();
  });

  it('with 10,000 rows (size All) mounts only a window of rows, while aria-rowcount tells the full count', () => {
    // jsdom has no layout: give the scrolling viewport 480 px and each row 49 px
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(49);
    const people = makePeople(10_000);
    renderWithUi(
      <DataTable
        {...base}
        rows={people}
        size={-1}
        page={1}
        total={10_000}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '10001');
    const mounted = bodyRows();
    expect(mounted.length).toBeGreaterThan(0);
    expect(mounted.length).toBeLessThan(60);
    expect(screen.getByText('Showing 1 to 10,000 of 10,000 entries')).toBeInTheDocument();
  }, 20_000);
});

/** Pretends the window is narrower than the medium breakpoint (jsdom has no layout). */
function narrowWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 1023.98px'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('DataTable below the medium breakpoint (cards)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows one card per row: the first column as the title, the others as labelled fields', () => {
    narrowWindow();
    renderWithUi(<DataTable {...base} />);
    expect(screen.queryByRole('grid')).toBeNull();
    const list = screen.getByRole('list', { name: 'Users' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(first).toHaveTextContent('Huda Saleh');
    // every other column is a term–definition pair, named by its header: nothing is cut off
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Role', 'Status', 'Hours this week']);
    expect(within(first).getAllByRole('definition')[0]).toHaveTextContent('user1@atrium.test');
  });

  it("follows each column's card role: title, subtitle, field and hidden", () => {
    narrowWindow();
    const columns = peopleColumns('en').map((column) =>
      column.key === 'email'
        ? { ...column, card: 'subtitle' as const }
        : column.key === 'role'
          ? { ...column, card: 'hidden' as const }
          : column,
    );
    renderWithUi(<DataTable {...base} columns={columns} />);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('user1@atrium.test');
    expect(card).not.toHaveTextContent('Admin');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Status', 'Hours this week']);
  });

  it('keeps selection, sorting and row actions, reachable with Tab', async () => {
    narrowWindow();
    const onAction = vi.fn();
    renderWithUi(<PeopleTable count={3} onAction={onAction} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Omar Khalil' }));
    expect(screen.getByRole('checkbox', { name: 'Select Omar Khalil' })).toBeChecked();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Hours this week' }));
    expect(screen.getByRole('button', { name: 'Hours this week, ascending' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Omar Khalil' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: 'u2' }));
  });

  it('shows the loading, empty and error states as cards do', async () => {
    narrowWindow();
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<DataTable {...base} rows={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    expect(screen.getByRole('list', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable {...base} rows={[]} />);
    expect(screen.getByText('No users found')).toBeInTheDocument();
    rerender(<DataTable {...base} rows={[]} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The users could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('layout="table" keeps the grid on a narrow window, layout="cards" forces cards', () => {
    narrowWindow();
    const { rerender } = renderWithUi(<DataTable {...base} layout="table" />);
    expect(screen.getByRole('grid', { name: 'Users' })).toBeInTheDocument();
    vi.restoreAllMocks();
    rerender(<DataTable {...base} layout="cards" />);
    expect(screen.getByRole('list', { name: 'Users' })).toBeInTheDocument();
  });
});

describe('DataTable with no entries', () => {
  it('hides "Showing 0 to 0 of 0 entries" and the pager', () => {
    renderWithUi(
      <DataTable
        {...base}
        rows={[]}
        page={1}
        total={0}
        onPageChange={() => {}}
        onSizeChange={() => {}}
      />,
    );
    expect(screen.getByText('No users found')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('DataTable built-in labels', () => {
  const { labels: _own, ...bare } = base;
  const paged = { page: 1, total: 3, onPageChange: () => {}, onSizeChange: () => {} };

  it('needs no labels: English texts for the pagination, checkboxes, actions and states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(
      <DataTable {...bare} {...paged} onSelectionChange={() => {}} rowActions={() => []} />,
    );
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select Omar Khalil' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    rerender(<DataTable {...bare} rows={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<DataTable {...bare} rows={[]} />);
    expect(screen.getByText('No entries')).toBeInTheDocument();
    rerender(<DataTable {...bare} rows={[]} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The entries could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic when the UiProvider does, with Arabic-Indic digits', () => {
    renderWithUi(
      <DataTable {...bare} {...paged} rows={makePeople(3, 'ar')} onSelectionChange={() => {}} />,
      {
        language: 'ar',
      },
    );
    expect(screen.getByText('عرض ١ إلى ٣ من أصل ٣ مدخلات')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'تحديد كل صفوف هذه الصفحة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة الأخيرة' })).toBeInTheDocument();
  });

  it('merges the labels given over the built-in ones (undefined keeps the built-in text)', () => {
    renderWithUi(
      <DataTable
        {...bare}
        {...paged}
        onSelectionChange={() => {}}
        labels={{ selectAll: 'Select all users on this page', pagination: undefined }}
      />,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Select all users on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Huda Saleh' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('gives DataTable.Pagination the same texts, also outside a UiProvider', () => {
    render(
      <DataTablePagination
        page={2}
        size={10}
        total={57}
        onPageChange={() => {}}
        labels={{ pagination: 'History pages' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'History pages' })).toBeInTheDocument();
    expect(screen.getByText('Showing 11 to 20 of 57 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });
});

describe('pagination maths', () => {
  it('computes the range of a page, All and an empty list', () => {
    expect(pageRange(1, 10, 57)).toEqual({ start: 1, end: 10 });
    expect(pageRange(6, 10, 57)).toEqual({ start: 51, end: 57 });
    expect(pageRange(1, -1, 57)).toEqual({ start: 1, end: 57 });
    expect(pageRange(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });

  it('lists pages with gaps around the current one', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('offers the spec page sizes', () => {
    expect(dataTablePageSizes).toEqual([2, 3, 5, 10, 20, 25, 50, 100, -1]);
  });
});
