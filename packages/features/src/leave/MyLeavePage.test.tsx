import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MyLeavePage } from './MyLeavePage.tsx';
import { createLeaveFake, LEAVE_TODAY } from './testing/leaveFixtures.ts';
import { renderLeave } from './testing/renderLeave.tsx';

describe('MyLeavePage', () => {
  it('shows what is left and my requests, and cancels one that has not started', async () => {
    const fake = await createLeaveFake({ signedInAs: 'huda' });
    const { user } = renderLeave(fake, <MyLeavePage today={LEAVE_TODAY} />);
    expect(await screen.findByText('17 days left')).toBeInTheDocument();
    // Huda decides nobody's leave: no "waiting for your decision".
    expect(screen.queryByRole('heading', { name: 'Waiting for your decision' })).toBeNull();
    const grid = await screen.findByRole('grid', { name: 'My requests' });
    await waitFor(() => expect(within(grid).getByText('Pending')).toBeInTheDocument());
    await user.click(within(grid).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel the request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this leave?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel the leave' }));
    await waitFor(() => expect(screen.getByText('21 days left')).toBeInTheDocument());
  });

  it('previews the days (weekend and holiday skipped) and requests leave', async () => {
    const fake = await createLeaveFake({ signedInAs: 'huda' });
    const { user } = renderLeave(fake, <MyLeavePage today={LEAVE_TODAY} />);
    await user.click(await screen.findByRole('button', { name: 'Request leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request leave' });
    // Monday 9 to Monday 16 December: six working days (the weekend between not counted).
    await user.type(within(dialog).getByRole('textbox', { name: /From/ }), '2030-12-09');
    await user.type(within(dialog).getByRole('textbox', { name: /^To/ }), '2030-12-16');
    await user.click(within(dialog).getByRole('switch', { name: 'End at midday' }));
    const preview = await within(dialog).findByTestId('leave-preview');
    await waitFor(() =>
      expect(within(preview).getByText('This leave takes 5.5 days.')).toBeInTheDocument(),
    );
    expect(
      within(preview).getByText('2 days in these dates are not working days.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('11.5 days of Annual left after it.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Trip');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const mine = await fake.api.leave.requests({ scope: 'mine' });
    expect(mine.items.find((item) => item.start_date === '2030-12-09')).toMatchObject({
      days: 5.5,
      end_half: true,
      reason: 'Trip',
      status: 'pending',
    });
  });

  it('shows the server’s refusal in Arabic beside the field', async () => {
    const fake = await createLeaveFake({ signedInAs: 'huda', language: 'ar' });
    const { user } = renderLeave(fake, <MyLeavePage today={LEAVE_TODAY} />, 'ar');
    await user.click(await screen.findByRole('button', { name: 'طلب إجازة' }));
    const dialog = await screen.findByRole('dialog', { name: 'طلب إجازة' });
    // Overlaps Huda's own pending leave (2–6 December): the server refuses it.
    await user.type(within(dialog).getByRole('textbox', { name: /^من/ }), '2030-12-03');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    expect(
      await within(dialog).findByText('تتداخل هذه الإجازة مع إجازة أخرى لك'),
    ).toBeInTheDocument();
  });

  it('needs a file from the drive for a type that requires a document', async () => {
    const fake = await createLeaveFake({ signedInAs: 'huda' });
    const { user } = renderLeave(fake, <MyLeavePage today={LEAVE_TODAY} />);
    await user.click(await screen.findByRole('button', { name: 'Request leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request leave' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Sick' }));
    await user.type(within(dialog).getByRole('textbox', { name: /From/ }), '2030-12-12');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(
      await within(dialog).findByText('This type of leave needs a supporting document'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Document/ }));
    await user.click(await screen.findByRole('option', { name: 'Doctor note.pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const mine = await fake.api.leave.requests({ scope: 'mine' });
    expect(mine.items.find((item) => item.start_date === '2030-12-12')?.attachment).not.toBeNull();
  });

  it('opens the request a notification links to, for its approver to decide', async () => {
    const fake = await createLeaveFake();
    const onRequestClose = vi.fn();
    const id = fake.requests.get('linaPending')?.id ?? '';
    const { user } = renderLeave(
      fake,
      <MyLeavePage today={LEAVE_TODAY} requestId={id} onRequestClose={onRequestClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave request from Lina Nasser' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onRequestClose).toHaveBeenCalled());
    expect(await fake.api.leave.get(id)).toMatchObject({ status: 'rejected' });
  });

  it('says so when the linked request cannot be seen', async () => {
    const fake = await createLeaveFake({ signedInAs: 'huda' });
    const id = fake.requests.get('linaPending')?.id ?? '';
    renderLeave(fake, <MyLeavePage today={LEAVE_TODAY} requestId={id} />);
    expect(await screen.findByText('This leave request could not be opened')).toBeInTheDocument();
  });
});
