import {
  forwardRef,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
} from 'react';
import { ArrowUp } from 'lucide-react';
import { cx } from '../../utils/cx';
import { usePrefersReducedMotion } from '../AppShell/useMediaQuery';
import * as styles from './ScrollToTop.css';

/** Spec §2 "Layout" and §9: the button appears once the page is scrolled more than 200 px. */
export const scrollToTopThreshold = 200;

export interface ScrollToTopProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** Accessible name and tooltip of the button ("Scroll to top", «العودة إلى الأعلى»). */
  label: string;
  /** Scroll distance in px after which the button shows; 200 by default (spec §9). */
  threshold?: number;
}

function scrolledBeyond(threshold: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > threshold;
}

/**
 * A floating button at the bottom inline-end corner that scrolls the window back to the top.
 * Hidden (and out of the tab order) until the page is scrolled past `threshold`; scrolls smoothly,
 * or instantly when the user prefers reduced motion.
 */
export const ScrollToTop = forwardRef<HTMLButtonElement, ScrollToTopProps>(function ScrollToTop(
  { label, threshold = scrollToTopThreshold, className, onClick, type = 'button', ...rest },
  ref,
) {
  // Hidden until the first frame: reading scrollY while React renders or commits forces the
  // browser to lay out the whole new page there and then (a forced reflow, ~20 ms on a phone, at
  // every page load). The first check waits for the frame, when that layout is due anyway.
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setVisible(scrolledBeyond(threshold));
    const firstCheck = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstCheck);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
  };

  return (
    <button
      ref={ref}
      type={type}
      className={cx(styles.button, className)}
      aria-label={label}
      title={label}
      data-visible={visible}
      // hidden from assistive tech and the tab order while invisible
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      onClick={handleClick}
      {...rest}
    >
      <ArrowUp size={20} aria-hidden />
    </button>
  );
});
ScrollToTop.displayName = 'ScrollToTop';
