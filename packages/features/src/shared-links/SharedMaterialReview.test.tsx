import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { SharedLinkPage } from './SharedLinkPage.tsx';
import { createSharedLinkFake, sharedWords, TOKENS } from './testing/sharedLinkFixtures.ts';

const REVIEW = 'A'.repeat(32);
const words = sharedWords();

function renderReview() {
  const fake: FakeApi = createSharedLinkFake({
    links: [
      {
        token: REVIEW,
        kind: 'material',
        title: words.title,
        files: [words.brief],
        review: { open: true, decision: null, decided_at: null },
      },
    ],
  });
  render(
    <FeatureHarness api={fake}>
      <SharedLinkPage token={REVIEW} language="en" onLanguageChange={vi.fn()} />
    </FeatureHarness>,
  );
  return { fake, user: userEvent.setup() };
}

describe('a story material’s review on its public page', () => {
  it('asks for changes with the name and the required comment', async () => {
    const { fake, user } = renderReview();
    const form = await screen.findByRole('form', { name: 'Your review' });
    await user.click(within(form).getByRole('button', { name: 'Request changes' }));
    expect(within(form).getByText('Enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Say what should change.')).toBeInTheDocument();
    expect(fake.calls).not.toContain('shared.review');
    await user.type(within(form).getByRole('textbox', { name: /Your name/ }), 'Nora');
    await user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Bigger logo');
    await user.click(within(form).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Changes requested')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your review' })).toBeNull();
  });

  it('shows the decision someone else made in between (409)', async () => {
    const { fake, user } = renderReview();
    const form = await screen.findByRole('form', { name: 'Your review' });
    await fake.shared.review(REVIEW, { decision: 'approve', name: 'Someone else' });
    await user.type(within(form).getByRole('textbox', { name: /Your name/ }), 'Nora');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByText('Approved')).toBeInTheDocument());
  });

  it('offers no review on a material that is not a story’s', async () => {
    const fake = createSharedLinkFake();
    render(
      <FeatureHarness api={fake}>
        <SharedLinkPage token={TOKENS.material} language="en" onLanguageChange={vi.fn()} />
      </FeatureHarness>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your review' })).toBeNull();
  });
});
