import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { AuthLayout } from './AuthLayout';

describeConformance(AuthLayout, {
  name: 'AuthLayout',
  props: { title: 'Sign in' },
  refType: HTMLDivElement,
});

describe('AuthLayout', () => {
  it('renders one h1, the main landmark, toolbar and footer slots', () => {
    renderWithUi(
      <AuthLayout
        title="Sign in"
        subtitle="Welcome back"
        brand={<span>Atrium</span>}
        toolbar={<button type="button">العربية</button>}
        footer={<a href="/terms">Terms</a>}
      >
        <form aria-label="Sign in form" />
      </AuthLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Welcome back')).toBeInTheDocument();
    expect(within(main).getByText('Atrium')).toBeInTheDocument();
    expect(within(main).getByRole('form', { name: 'Sign in form' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'العربية' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' }),
    ).toBeInTheDocument();
  });

  it('omits empty slots', () => {
    renderWithUi(<AuthLayout title="Sign in" />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('lays out in RTL for Arabic', () => {
    renderWithUi(<AuthLayout title="تسجيل الدخول" />, { language: 'ar' });
    const heading = screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' });
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('lays out in LTR for English', () => {
    renderWithUi(<AuthLayout title="Sign in" />);
    expect(screen.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
