import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Avatar } from './Avatar';
import { initialsOf } from './initials';

describeConformance(Avatar, {
  name: 'Avatar',
  props: { name: 'Huda Saleh' },
  refType: HTMLSpanElement,
});

describe('initialsOf', () => {
  it.each([
    ['Huda Saleh', 'HS'],
    ['omar', 'O'],
    ['Ahmad Al-Khatib', 'AK'],
    ['Lina bin Nasser', 'LN'],
    ['هدى صالح', 'ه\u200cص'],
    ['عبد الله الأحمد', 'ع\u200cأ'],
    ['أحمد بن سعيد', 'أ\u200cس'],
    ['   ', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('is an image named after the person, showing initials without a photo', () => {
    renderWithUi(<Avatar name="Huda Saleh" />);
    const avatar = screen.getByRole('img', { name: 'Huda Saleh' });
    expect(avatar).toHaveTextContent('HS');
  });

  it('shows Arabic initials in RTL', () => {
    renderWithUi(<Avatar name="هدى صالح" />, { language: 'ar' });
    expect(screen.getByRole('img', { name: 'هدى صالح' })).toHaveTextContent('ه\u200cص');
  });

  it('labels the availability dot in words', () => {
    renderWithUi(
      <Avatar name="Omar Haddad" availability="busy" availabilityLabel="Busy" size={3} />,
    );
    expect(screen.getByRole('img', { name: 'Busy' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Omar Haddad' }).parentElement).toHaveAttribute(
      'data-availability',
      'busy',
    );
  });
});
