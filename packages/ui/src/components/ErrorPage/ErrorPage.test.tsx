import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { ErrorPage } from './ErrorPage';
import { errorPageStatusCodes, errorPageVariants } from './errorPageVariants';
import { errorPageCopy } from './errorPageStory';

describeConformance(ErrorPage, {
  name: 'ErrorPage',
  props: { variant: 'notFound' as const, title: 'Page not found' },
  refType: HTMLDivElement,
});

describe('ErrorPage', () => {
  it.each(errorPageVariants)('%s: its own illustration, code and h1', (variant) => {
    const { container } = renderWithUi(
      <ErrorPage variant={variant} title={errorPageCopy.en[variant].title} />,
    );
    const art = container.querySelector('svg');
    expect(art).toHaveAttribute('data-art', variant);
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(String(errorPageStatusCodes[variant]))).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: errorPageCopy.en[variant].title }),
    ).toBeInTheDocument();
    expect(art!.closest('[data-variant]')).toHaveAttribute('data-variant', variant);
  });

  it('maps the variants to 404, 401 and 500', () => {
    expect(errorPageStatusCodes).toEqual({ notFound: 404, notAuthorized: 401, serverError: 500 });
  });

  it('calls onAction from the primary button', async () => {
    const onAction = vi.fn();
    renderWithUi(
      <ErrorPage
        variant="serverError"
        title="Server error"
        message="Something went wrong on our side."
        actionLabel="Back to home"
        onAction={onAction}
      />,
    );
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('renders the action as a link with actionHref and passes the click to onAction', async () => {
    const onAction = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <ErrorPage
        variant="notFound"
        title="Page not found"
        actionLabel="Back to home"
        actionHref="/main/home"
        onAction={onAction}
      />,
    );
    const link = screen.getByRole('link', { name: 'Back to home' });
    expect(link).toHaveAttribute('href', '/main/home');
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(link);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('shows no action without a label, and hides the code on request', () => {
    renderWithUi(
      <ErrorPage
        variant="notAuthorized"
        title="Not authorized"
        onAction={vi.fn()}
        showCode={false}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('401')).toBeNull();
  });

  it('renders a secondary action and an h2 title when asked', () => {
    renderWithUi(
      <ErrorPage
        variant="serverError"
        title="Server error"
        titleAs="h2"
        actionLabel="Back to home"
        secondaryAction={<button type="button">Try again</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Server error' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Back to home',
      'Try again',
    ]);
  });

  it('renders Arabic labels in an RTL root', () => {
    const t = errorPageCopy.ar;
    renderWithUi(<ErrorPage variant="notFound" title={t.notFound.title} actionLabel={t.action} />, {
      language: 'ar',
    });
    const heading = screen.getByRole('heading', { name: t.notFound.title });
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: t.action })).toBeInTheDocument();
  });
});
