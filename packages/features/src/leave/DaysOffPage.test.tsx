import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DaysOffPage } from './DaysOffPage.tsx';
import { DEFAULT_DAYS_OFF_VIEW, parseDaysOffSearch, daysOffSearchString } from './daysOffView.ts';
import { createLeaveFake, LEAVE_TODAY } from './testing/leaveFixtures.ts';
import { renderLeave } from './testing/renderLeave.tsx';

describe('daysOffView', () => {
  it('reads back what it writes and drops what the server would refuse', () => {
    const view = {
      ...DEFAULT_DAYS_OFF_VIEW,
      tab: 'requests' as const,
      scope: 'all' as const,
      status: 'approved' as const,
      from_date: '2030-12-01',
      to_date: '2030-12-31',
      page: 2,
      request: '00000000-0000-4000-8000-000000000001',
    };
    expect(parseDaysOffSearch(daysOffSearchString(view))).toEqual(view);
    expect(parseDaysOffSearch('?tab=nope&status=maybe&from=2030-13-01&user=x&page=0')).toEqual(
      DEFAULT_DAYS_OFF_VIEW,
    );
    // An end before the start is left out.
    expect(parseDaysOffSearch('?from=2030-12-10&to=2030-12-01').to_date).toBeUndefined();
  });
});

describe('DaysOffPage', () => {
  it('lists the requests to approve and approves one, showing who else is away first', async () => {
    const fake = await createLeaveFake();
    const { user } = renderLeave(fake, <DaysOffPage today={LEAVE_TODAY} />);
    const grid = await screen.findByRole('grid', { name: 'Leave requests to approve' });
    await waitFor(() => expect(within(grid).getByText('Huda Saleh')).toBeInTheDocument());
    expect(within(grid).getByText('Lina Nasser')).toBeInTheDocument();
    // Omar's leave is approved: not waiting.
    expect(within(grid).queryByText('Omar Haddad')).toBeNull();
    // Five dates, the holiday not counted.
    expect(within(grid).getByText('4 days')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: /Actions for Huda Saleh/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve or reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave request from Huda Saleh' });
    const overlaps = await within(dialog).findByTestId('leave-overlaps');
    expect(within(overlaps).getByText('Omar Haddad')).toBeInTheDocument();
    expect(within(overlaps).getByText('Approved')).toBeInTheDocument();
    expect(within(dialog).getByText(/Founders Day/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Fine by me');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(grid).queryByText('Huda Saleh')).toBeNull());
    const decided = await fake.api.leave.get(fake.requests.get('hudaPending')?.id ?? '');
    expect(decided).toMatchObject({ status: 'approved', decision_comment: 'Fine by me' });
  });

  it('asks the server for the filters of the view and changes the view from the filter bar', async () => {
    const fake = await createLeaveFake();
    const requests = vi.spyOn(fake.api.leave, 'requests');
    const onViewChange = vi.fn();
    const { user } = renderLeave(
      fake,
      <DaysOffPage
        today={LEAVE_TODAY}
        view={{ ...DEFAULT_DAYS_OFF_VIEW, scope: 'all', status: 'approved' }}
        onViewChange={onViewChange}
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'All leave requests' });
    await waitFor(() => expect(within(grid).getByText('Omar Haddad')).toBeInTheDocument());
    expect(within(grid).queryByText('Huda Saleh')).toBeNull();
    expect(requests).toHaveBeenCalledWith(
      expect.objectContaining({ scope: 'all', status: 'approved', page: 1 }),
    );
    await user.type(screen.getByRole('textbox', { name: 'From' }), '2030-12-09');
    await waitFor(() =>
      expect(onViewChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ from_date: '2030-12-09', status: 'approved', page: 1 }),
      ),
    );
  });

  it('filters the requests by type and team on the server', async () => {
    const fake = await createLeaveFake();
    const requests = vi.spyOn(fake.api.leave, 'requests');
    const onViewChange = vi.fn();
    const view = { ...DEFAULT_DAYS_OFF_VIEW, team_id: fake.designTeamId };
    const { user } = renderLeave(
      fake,
      <DaysOffPage today={LEAVE_TODAY} view={view} onViewChange={onViewChange} />,
    );
    const grid = await screen.findByRole('grid', { name: 'Leave requests to approve' });
    await waitFor(() => expect(within(grid).getByText('Huda Saleh')).toBeInTheDocument());
    // Lina is in no team.
    expect(within(grid).queryByText('Lina Nasser')).toBeNull();
    expect(requests).toHaveBeenCalledWith(
      expect.objectContaining({ scope: 'to_approve', team_id: fake.designTeamId }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Sick' }));
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        team_id: fake.designTeamId,
        leave_type_id: fake.types.get('Sick')?.id,
        page: 1,
      }),
    );
  });

  it('shows holidays and approved and pending leave on the team calendar', async () => {
    const fake = await createLeaveFake();
    renderLeave(
      fake,
      <DaysOffPage
        today={LEAVE_TODAY}
        view={{ ...DEFAULT_DAYS_OFF_VIEW, tab: 'calendar', date: '2030-12-02' }}
      />,
    );
    expect(
      await screen.findByRole('button', { name: /Huda Saleh: Annual \(Pending\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Omar Haddad: Annual \(Approved\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Lina Nasser: Annual \(Pending\), half day/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Holiday: Founders Day/ })).toBeInTheDocument();
    // The same in a list under the grid (readable on a phone).
    const away = screen.getByRole('region', { name: 'Away in this period' });
    expect(within(away).getByText('Huda Saleh')).toBeInTheDocument();
    expect(within(away).getByText('Holiday: Founders Day')).toBeInTheDocument();
    expect(within(away).getAllByText('Pending')).toHaveLength(2);
  });

  it('creates a type of leave', async () => {
    const fake = await createLeaveFake();
    const { user } = renderLeave(
      fake,
      <DaysOffPage today={LEAVE_TODAY} view={{ ...DEFAULT_DAYS_OFF_VIEW, tab: 'types' }} />,
    );
    const grid = await screen.findByRole('grid', { name: 'Types of leave' });
    await waitFor(() => expect(within(grid).getByText('Sick')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'New type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New type of leave' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Unpaid');
    await user.type(within(dialog).getByRole('textbox', { name: 'Carry-over limit' }), '.7');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Use whole or half days')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Carry-over limit' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(grid).getByText('Unpaid')).toBeInTheDocument());
    const created = (await fake.api.leave.types()).items.find((type) => type.name === 'Unpaid');
    expect(created).toMatchObject({ paid: false, yearly_allowance: null, carry_over_max: 0 });
  });

  it('adjusts a balance with a reason and logs it', async () => {
    const fake = await createLeaveFake();
    const huda = fake.userIds.get('huda') ?? '';
    const { user } = renderLeave(
      fake,
      <DaysOffPage
        today={LEAVE_TODAY}
        view={{ ...DEFAULT_DAYS_OFF_VIEW, tab: 'balances', user_id: huda, year: 2030 }}
      />,
    );
    const grid = await screen.findByRole('grid', { name: /Leave balances of Huda Saleh/ });
    // 21 days, 4 pending.
    await waitFor(() => expect(within(grid).getByText('17 days')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust a balance' });
    await user.type(within(dialog).getByRole('textbox', { name: /Days/ }), '1.5');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Worked a holiday');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(within(grid).getByText('18.5 days')).toBeInTheDocument());
    const log = screen.getByRole('grid', { name: 'Adjustment log' });
    await waitFor(() => expect(within(log).getByText('Worked a holiday')).toBeInTheDocument());
    expect(within(log).getByText('+1.5')).toBeInTheDocument();
  });

  it('says why a list failed in Arabic', async () => {
    const fake = await createLeaveFake({ language: 'ar' });
    renderLeave(fake, <DaysOffPage today={LEAVE_TODAY} />, 'ar');
    const grid = await screen.findByRole('grid', { name: 'طلبات الإجازة بانتظار الموافقة' });
    await waitFor(() => expect(within(grid).getByText('هدى صالح')).toBeInTheDocument());
    expect(within(grid).getByText('٤ أيام')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'العطل الرسمية' })).toBeInTheDocument();
  });

  it('says in Arabic when someone else decided the request first', async () => {
    const fake = await createLeaveFake({ language: 'ar' });
    const { user } = renderLeave(fake, <DaysOffPage today={LEAVE_TODAY} />, 'ar');
    const grid = await screen.findByRole('grid', { name: 'طلبات الإجازة بانتظار الموافقة' });
    await waitFor(() => expect(within(grid).getByText('لينا ناصر')).toBeInTheDocument());
    await user.click(within(grid).getByRole('button', { name: /إجراءات لينا ناصر/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'الموافقة أو الرفض' }));
    const dialog = await screen.findByRole('dialog', { name: 'طلب إجازة من لينا ناصر' });
    // Another approver rejects it meanwhile.
    await fake.api.leave.decide(fake.requests.get('linaPending')?.id ?? '', { decision: 'reject' });
    await user.click(within(dialog).getByRole('button', { name: 'موافقة' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر حفظ القرار');
    // The server's English text, through the working-time catalogue.
    expect(alert).toHaveTextContent('بُتّ في هذا الطلب من قبل.');
  });
});
