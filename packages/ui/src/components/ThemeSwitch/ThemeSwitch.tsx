import { forwardRef } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { SegmentedToggle, type SegmentedToggleProps } from '../SegmentedToggle/SegmentedToggle';
import { appearances, type Appearance } from '../../UiProvider/uiOptions';

export interface ThemeSwitchProps extends Omit<SegmentedToggleProps<Appearance>, 'options'> {
  /** Option labels, translated by the caller. */
  labels: Readonly<Record<Appearance, string>>;
}

const icons: Record<Appearance, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

/** Light / dark / system switch. */
export const ThemeSwitch = forwardRef<HTMLDivElement, ThemeSwitchProps>(function ThemeSwitch(
  { labels, size = 2, ...rest },
  ref,
) {
  const options = appearances.map((appearance) => {
    const Icon = icons[appearance];
    return {
      value: appearance,
      label: labels[appearance],
      icon: <Icon size={size === 1 ? 12 : 14} aria-hidden="true" />,
    };
  });
  return <SegmentedToggle ref={ref} options={options} size={size} {...rest} />;
});
ThemeSwitch.displayName = 'ThemeSwitch';
