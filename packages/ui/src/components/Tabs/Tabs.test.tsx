import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

describe('Tabs that do not fit', () => {
  /** jsdom has no layout: a 200 px tab list holding 500 px of tabs, each tab 100 px wide. */
  function fakeLayout(dir: 'ltr' | 'rtl') {
    let scrollLeft = 0;
    const setScrollLeft = vi.fn((value: number) => {
      scrollLeft = value;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation(setScrollLeft);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box = (left: number, width: number) =>
        ({ left, right: left + width, width, top: 0, bottom: 40, height: 40 }) as DOMRect;
      if (this.getAttribute('role') === 'tablist') return box(0, 200);
      const index = Number(this.getAttribute('data-index') ?? 0);
      // in RTL the first tab sits at the right edge and later ones further left
      return dir === 'ltr'
        ? box(index * 100 - scrollLeft, 100)
        : box(100 - index * 100 - scrollLeft, 100);
    });
    return setScrollLeft;
  }

  function Many({ value, language = 'en' }: { value: string; language?: Language }) {
    return (
      <Tabs.Root value={value}>
        <Tabs.List aria-label={language === 'en' ? 'Settings' : 'الإعدادات'}>
          {['0', '1', '2', '3', '4'].map((tab) => (
            <Tabs.Trigger key={tab} value={tab} data-index={tab}>
              {`Tab ${tab}`}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
    );
  }

  afterEach(() => vi.restoreAllMocks());

  it('marks the edge that hides tabs, so it fades out', () => {
    fakeLayout('ltr');
    renderWithUi(<Many value="0" />);
    const list = screen.getByRole('tablist');
    expect(list).toHaveAttribute('data-overflow-end');
    expect(list).not.toHaveAttribute('data-overflow-start');
  });

  it('scrolls the active tab into view, also when it changes', async () => {
    const setScrollLeft = fakeLayout('ltr');
    const { rerender } = renderWithUi(<Many value="4" />);
    // tab 4 spans 400–500 px: the list scrolls 300 px plus the fade's room
    expect(setScrollLeft).toHaveBeenLastCalledWith(324);
    expect(screen.getByRole('tablist')).toHaveAttribute('data-overflow-start');
    rerender(<Many value="0" />);
    await waitFor(() => expect(setScrollLeft).toHaveBeenLastCalledWith(-24));
  });

  it('scrolls towards the left in RTL, where the inline end is', () => {
    const setScrollLeft = fakeLayout('rtl');
    renderWithUi(<Many value="4" language="ar" />, { language: 'ar' });
    // tab 4 spans -300 to -200 px: the list scrolls 300 px leftwards plus the fade's room
    expect(setScrollLeft).toHaveBeenLastCalledWith(-324);
    expect(screen.getByRole('tablist')).toHaveAttribute('data-overflow-start');
  });
});
