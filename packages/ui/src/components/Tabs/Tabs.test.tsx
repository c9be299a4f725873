import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import type { Language } from '../../UiProvider/uiOptions';
import { Tabs } from './Tabs';

describeConformance(Tabs.Root, {
  name: 'Tabs.Root',
  props: { defaultValue: 'a', children: null },
  refType: HTMLDivElement,
});

const copy = {
  en: { list: 'Profile', tabs: ['Details', 'Working times', 'Leave'] },
  ar: { list: 'الملف الشخصي', tabs: ['التفاصيل', 'أوقات العمل', 'الإجازات'] },
};

function Example({
  language = 'en',
  onValueChange,
}: {
  language?: Language;
  onValueChange?: (v: string) => void;
}) {
  const t = copy[language];
  return (
    <Tabs.Root defaultValue="0" onValueChange={onValueChange}>
      <Tabs.List aria-label={t.list}>
        {t.tabs.map((tab, i) => (
          <Tabs.Trigger key={tab} value={String(i)}>
            {tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {t.tabs.map((tab, i) => (
        <Tabs.Content key={tab} value={String(i)}>{`${tab} panel`}</Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the selected panel, labelled by its tab, and switches on click', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<Example onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Details panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Leave' }));
    expect(onValueChange).toHaveBeenCalledWith('2');
    expect(screen.getByRole('tab', { name: 'Leave' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ArrowRight goes to the next tab in LTR', async () => {
    renderWithUi(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Working times' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Leave' })).toHaveFocus();
  });

  it('ArrowLeft goes to the next tab in RTL (mirrored)', async () => {
    renderWithUi(<Example language="ar" />, { language: 'ar' });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'التفاصيل' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'أوقات العمل' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'التفاصيل' })).toHaveFocus();
  });
});
