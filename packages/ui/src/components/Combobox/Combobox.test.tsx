import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBrowserApis } from '../Field/stubBrowserApis';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Combobox, type ComboboxSingleProps } from './Combobox';
import { ComboboxForm } from './ComboboxForm';
import { Dialog } from '../Dialog';
import { cities, citiesAr, fakeSearch } from './comboboxFixtures';

beforeAll(stubBrowserApis);

const labels = { loadingLabel: 'Loading…', noResultsLabel: 'No cities found' };

describeConformance<ComboboxSingleProps, HTMLInputElement>(Combobox, {
  name: 'Combobox',
  props: { label: 'City', options: cities, ...labels },
  refType: HTMLInputElement,
});

describe('Combobox', () => {
  it('is a combobox named by its label and described by hint and error', () => {
    renderWithUi(
      <Combobox
        label="City"
        options={cities}
        hint="Where you live"
        error="Required"
        required
        {...labels}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveAccessibleDescription('Required Where you live');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('filters as the user types and selects with the keyboard', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <Combobox label="City" options={cities} onValueChange={onValueChange} {...labels} />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    await userEvent.keyboard('ri');
    const listbox = await screen.findByRole('listbox', { name: 'City' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Riyadh']);
    expect(listbox.closest('[data-atrium-layer]')).not.toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('riyadh');
    expect(input).toHaveValue('Riyadh');
  });

  it('controlled: follows the owner after a choice, empty for a picker the owner keeps at null', async () => {
    function Owner({ keep }: { keep: boolean }) {
      const [value, setValue] = useState<string | null>(null);
      return (
        <Combobox
          label="City"
          options={cities}
          value={keep ? value : null}
          onValueChange={setValue}
          {...labels}
        />
      );
    }
    const { unmount } = renderWithUi(<Owner keep={false} />);
    const picker = screen.getByRole('combobox', { name: 'City' });
    await userEvent.click(picker);
    await userEvent.keyboard('ca{ArrowDown}{Enter}');
    // an "add member" picker: the chosen name does not linger for the next one
    await waitFor(() => expect(picker).toHaveValue(''));
    unmount();

    renderWithUi(<Owner keep />);
    const kept = screen.getByRole('combobox', { name: 'City' });
    await userEvent.click(kept);
    await userEvent.keyboard('ca{ArrowDown}{Enter}');
    await waitFor(() => expect(kept).toHaveValue('Cairo'));
  });

  it('says so when nothing matches', async () => {
    renderWithUi(<Combobox label="City" options={cities} {...labels} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No cities found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('restores the selection when closed after typing, and clears it when emptied', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <Combobox
        label="City"
        options={cities}
        defaultValue="cairo"
        onValueChange={onValueChange}
        {...labels}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveValue('Cairo');
    await userEvent.type(input, 'x');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveValue('Cairo'));
    await userEvent.clear(input);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith(null));
  });

  it('selects several values as chips and removes them by button and Backspace', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <Combobox
        multiple
        label="Cities"
        options={cities}
        defaultValue={['amman']}
        removeLabel={(city) => `Remove ${city}`}
        onValueChange={onValueChange}
        {...labels}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Cities' });
    await userEvent.click(input);
    expect(await screen.findByRole('listbox', { name: 'Cities' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Dubai' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['amman', 'dubai']);
    expect(screen.getByRole('button', { name: 'Remove Dubai' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Amman' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['dubai']);
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('loads options debounced, aborting superseded queries, with loading and empty states', async () => {
    const search = fakeSearch(cities, 30);
    const loadOptions = vi.fn(search);
    renderWithUi(<Combobox label="City" loadOptions={loadOptions} debounceMs={40} {...labels} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'du');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('option', { name: 'Dubai' })).toBeInTheDocument();
    expect(loadOptions.mock.calls.map(([query]) => query)).toEqual(['du']);
    await userEvent.type(input, 'x');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No cities found'));
    expect(loadOptions).toHaveBeenLastCalledWith('dux', expect.any(AbortSignal));
  });

  it('aborts a pending load when the query changes', async () => {
    const signals: AbortSignal[] = [];
    const loadOptions = vi.fn((_query: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<typeof cities>(() => {});
    });
    renderWithUi(<Combobox label="City" loadOptions={loadOptions} debounceMs={0} {...labels} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1));
    await userEvent.type(input, 'a');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('shows the error label when loading fails', async () => {
    renderWithUi(
      <Combobox
        label="City"
        loadOptions={() => Promise.reject(new Error('offline'))}
        debounceMs={0}
        loadErrorLabel="Could not load cities"
        {...labels}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await screen.findByText('Could not load cities')).toBeInTheDocument();
  });

  it('submits its values under `name` and can be disabled', () => {
    const { container, rerender } = renderWithUi(
      <form>
        <Combobox
          multiple
          name="cities"
          label="Cities"
          options={cities}
          defaultValue={['amman', 'cairo']}
          removeLabel={(c) => `Remove ${c}`}
          {...labels}
        />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).getAll('cities')).toEqual([
      'amman',
      'cairo',
    ]);
    rerender(
      <form>
        <Combobox
          multiple
          disabled
          name="cities"
          label="Cities"
          options={cities}
          defaultValue={['amman']}
          removeLabel={(c) => `Remove ${c}`}
          {...labels}
        />
      </form>,
    );
    expect(screen.getByRole('combobox', { name: 'Cities' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove Amman' })).toBeNull();
  });

  it('works right to left with Arabic labels', async () => {
    renderWithUi(
      <Combobox
        label="المدينة"
        options={citiesAr}
        loadingLabel="جارٍ التحميل…"
        noResultsLabel="لا توجد نتائج"
        {...{ 'data-testid': 'field' }}
      />,
      { language: 'ar' },
    );
    expect(screen.getByTestId('field').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.type(screen.getByRole('combobox', { name: 'المدينة' }), 'دبي');
    const option = await screen.findByRole('option', { name: 'دبي' });
    expect(option.closest('[data-atrium-layer]')).toHaveAttribute('dir', 'rtl');
  });

  it('works in react-hook-form with a zod schema', async () => {
    const onValid = vi.fn();
    renderWithUi(<ComboboxForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose your home city')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cities visited' })).toHaveAccessibleDescription(
      'Choose at least two cities',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Home city' }), 'Cai');
    await userEvent.click(await screen.findByRole('option', { name: 'Cairo' }));
    const visited = screen.getByRole('combobox', { name: 'Cities visited' });
    await userEvent.click(visited);
    await userEvent.click(await screen.findByRole('option', { name: 'Amman' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dubai' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { home: 'cairo', visited: ['amman', 'dubai'] },
        expect.anything(),
      ),
    );
  });
});

describe('Combobox inside a modal Dialog', () => {
  it('lists its options inside the dialog, where they can be read and chosen', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <Dialog.Root open>
        <Dialog.Content closeLabel="Close">
          <Dialog.Title>Edit user</Dialog.Title>
          <Combobox label="City" options={cities} onValueChange={onValueChange} {...labels} />
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'City' }));
    // not aria-hidden: reachable by role from the dialog, and clickable
    const listbox = await within(dialog).findByRole('listbox');
    const first = within(listbox).getAllByRole('option')[0]!;
    await userEvent.click(first);
    expect(onValueChange).toHaveBeenCalledWith(cities[0]!.value);
  });
});
