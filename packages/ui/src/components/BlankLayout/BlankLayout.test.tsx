import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { BlankLayout } from './BlankLayout';
import { blankLayoutContentWidths } from './blankLayoutVariants';

describeConformance(BlankLayout, {
  name: 'BlankLayout',
  props: { children: 'Content' },
  refType: HTMLDivElement,
});

describe('BlankLayout', () => {
  it('renders header, main and footer landmarks around the content', () => {
    renderWithUi(
      <BlankLayout header={<span>Atrium</span>} footer={<span>© 2026 Atrium</span>} mainId="main">
        <h1>Welcome</h1>
      </BlankLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Atrium');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Welcome' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Atrium');
  });

  it('leaves out the header and footer landmarks when not given', () => {
    renderWithUi(<BlankLayout>Content</BlankLayout>);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Content');
  });

  it('is boxed and centred by default', () => {
    renderWithUi(<BlankLayout data-testid="layout">Content</BlankLayout>);
    const layout = screen.getByTestId('layout');
    expect(layout).toHaveAttribute('data-content-width', 'boxed');
    expect(layout).toHaveAttribute('data-align', 'center');
  });

  it('styles boxed and full, centre and start differently', () => {
    renderWithUi(
      <>
        <BlankLayout data-testid="boxed">Boxed</BlankLayout>
        <BlankLayout data-testid="full" contentWidth="full" align="start">
          Full
        </BlankLayout>
      </>,
    );
    const full = screen.getByTestId('full');
    expect(full).toHaveAttribute('data-content-width', 'full');
    expect(full).toHaveAttribute('data-align', 'start');
    const [boxedMain, fullMain] = screen.getAllByRole('main');
    expect(boxedMain!.className).not.toBe(fullMain!.className);
    expect(blankLayoutContentWidths).toEqual(['boxed', 'full']);
  });

  it('renders Arabic content in an RTL root', () => {
    renderWithUi(<BlankLayout header={<span>أتريوم</span>}>مرحبًا</BlankLayout>, {
      language: 'ar',
    });
    expect(screen.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('banner')).toHaveTextContent('أتريوم');
  });
});
