import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Alert } from './Alert';
import { alertTones } from './alertVariants';

describeConformance(Alert, {
  name: 'Alert',
  props: { children: 'Saved' },
  refType: HTMLDivElement,
});

describe('Alert', () => {
  it('is role=alert for danger so form errors are announced', () => {
    renderWithUi(
      <Alert tone="danger" title="Sign-in failed">
        Wrong email or password
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent('Wrong email or password');
  });

  it.each(alertTones.filter((tone) => tone !== 'danger'))('is a polite status for %s', (tone) => {
    renderWithUi(<Alert tone={tone}>Message</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', tone);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the caller override the role and icon', () => {
    const { container } = renderWithUi(
      <Alert tone="danger" role="note" icon={null}>
        Note
      </Alert>,
    );
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('renders Arabic text in RTL', () => {
    renderWithUi(<Alert tone="danger">البريد الإلكتروني أو كلمة المرور غير صحيحة</Alert>, {
      language: 'ar',
    });
    expect(screen.getByRole('alert').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('renders in LTR in English', () => {
    renderWithUi(<Alert tone="info">Heads up</Alert>);
    expect(screen.getByRole('status').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
