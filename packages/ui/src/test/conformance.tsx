import { createRef, type ComponentType, type ReactElement, type RefAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from './render';

export interface ConformanceOptions<P, E extends Element> {
  /** The export name; must equal displayName. */
  name: string;
  /** Minimal props that render the component. */
  props: P;
  /** What the ref points at. */
  refType: abstract new (...args: never[]) => E;
  /** Puts the element in the context it needs (e.g. an open Dialog.Root); portalled content is found too. */
  wrap?: (element: ReactElement) => ReactElement;
}

/**
 * The shared conformance suite every component runs (Primer/Braid habit): forwards its ref,
 * merges className, passes data-* attributes through, and has a displayName matching its export.
 */
export function describeConformance<P extends object, E extends Element>(
  Component: ComponentType<P & RefAttributes<E>>,
  { name, props, refType, wrap = (element) => element }: ConformanceOptions<P, E>,
) {
  // className and data-* are part of every component's props; the loose type keeps this helper generic
  const Loose = Component as unknown as ComponentType<Record<string, unknown>>;
  describe(`${name} conformance`, () => {
    it('sets displayName', () => {
      expect((Component as { displayName?: string }).displayName).toBe(name);
    });

    it('forwards its ref', () => {
      const ref = createRef<E>();
      renderWithUi(wrap(<Loose {...props} ref={ref} />));
      expect(ref.current).toBeInstanceOf(refType);
    });

    it('merges className with its own classes', () => {
      const { baseElement } = renderWithUi(
        wrap(<Loose {...props} className="conformance-class" />),
      );
      const target = baseElement.querySelector('.conformance-class');
      expect(target).not.toBeNull();
      expect(target!.classList.length).toBeGreaterThan(1);
    });

    it('passes data-* attributes through', () => {
      const { baseElement } = renderWithUi(
        wrap(<Loose {...props} {...{ 'data-conformance': 'yes' }} />),
      );
      expect(baseElement.querySelector('[data-conformance="yes"]')).not.toBeNull();
    });
  });
}
