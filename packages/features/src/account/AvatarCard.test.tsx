import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { AvatarCard } from './AvatarCard.tsx';

function renderCard(avatar: string | null, language: 'en' | 'ar' = 'en') {
  render(
    <FeatureHarness api={createFakeApi({ signedInAs: 'admin' })} language={language}>
      <AvatarCard name="Huda Saleh" avatar={avatar} onUpload={vi.fn()} onRemove={vi.fn()} />
    </FeatureHarness>,
  );
}

describe('AvatarCard', () => {
  it('offers "Remove photo" only when there is a photo', () => {
    renderCard(null);
    expect(screen.getByText('Huda Saleh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('offers "Remove photo" for a photo, in both languages', () => {
    renderCard('/api/users/1/image');
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('hides the Arabic remove button without a photo too', () => {
    renderCard(null, 'ar');
    expect(screen.queryByRole('button', { name: 'إزالة الصورة' })).toBeNull();
    expect(screen.queryAllByRole('button').length).toBeGreaterThan(0);
  });
});
