import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBrowserApis } from '../Field/stubBrowserApis';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Field } from './Field';
import { ProfileForm, type ProfileValues } from './ProfileForm';

describeConformance(Field, {
  name: 'Field',
  props: { label: 'Name', children: (control) => <input {...control} /> },
  refType: HTMLDivElement,
});

describe('Field', () => {
  it('labels the control and describes it with error then hint', () => {
    renderWithUi(
      <Field label="Name" hint="As on your ID" error="Enter your name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Enter your name As on your ID');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no invalid state or description without error and hint', () => {
    renderWithUi(<Field label="Name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('names composite widgets through aria-labelledby with a span label', () => {
    renderWithUi(
      <Field label="Team" labelAs="span">
        {({ id, ...control }) => <div role="listbox" id={id} {...control} />}
      </Field>,
    );
    expect(screen.getByRole('listbox', { name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('Team').tagName).toBe('SPAN');
  });

  it('puts the control first in the inline layout and marks disabled', () => {
    const { container } = renderWithUi(
      <Field label="Remember me" layout="inline" disabled>
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const wrapper = container.querySelector('[data-layout="inline"]')!;
    expect(wrapper.firstElementChild?.tagName).toBe('INPUT');
    expect(wrapper).toHaveAttribute('data-disabled');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  });
});

describe('fields with react-hook-form and zod', () => {
  beforeAll(stubBrowserApis);

  it('shows the schema errors on the fields, then submits the parsed values', async () => {
    const onValid = vi.fn();
    renderWithUi(<ProfileForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Enter at least 2 characters');
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveAccessibleDescription(
      'Choose a team',
    );
    expect(screen.getByRole('radiogroup', { name: 'Content width' })).toHaveAccessibleDescription(
      'Choose a content width',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms' }),
    ).toHaveAccessibleDescription('You must accept the terms');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(name, 'Amal');
    await userEvent.type(screen.getByRole('textbox', { name: 'About you' }), 'Designer');
    await userEvent.click(screen.getByRole('radio', { name: 'Full width' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Navbar blur' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    screen.getByRole('combobox', { name: 'Team' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Operations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      name: 'Amal',
      about: 'Designer',
      team: 'ops',
      width: 'full',
      blur: true,
      terms: true,
    } satisfies ProfileValues);
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});
