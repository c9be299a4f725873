import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cx } from '../../utils/cx';
import { ThemesCalloutIcon, ThemesCalloutRoot, type ThemesColor } from '../../utils/themesMarkup';
import { Text } from '../Text/Text';
import * as styles from './Alert.css';
import type { AlertTone } from './alertVariants';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'color'> {
  /** `info`, `success`, `warning` or `danger` (announced with role="alert"). Default `info`. */
  tone?: AlertTone;
  /** A bold first line. */
  title?: ReactNode;
  /** Replaces the tone's icon; pass `null` for none. */
  icon?: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
}

const toneColor = {
  info: 'blue',
  success: 'green',
  warning: 'amber',
  danger: 'red',
} as const satisfies Record<AlertTone, ThemesColor>;
const toneIcon: Record<AlertTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

/**
 * Inline message (form errors, notices). Danger alerts are role=alert so a form error that appears after
 * submit is announced; the others are polite status messages.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, icon, children, className, role, ...rest },
  ref,
) {
  const Icon = toneIcon[tone];
  return (
    <ThemesCalloutRoot
      ref={ref}
      color={toneColor[tone]}
      // step-12 text on the tinted background keeps AA contrast in every tone and appearance
      highContrast
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      className={cx(styles.alert({ tone }), className)}
      data-tone={tone}
      {...rest}
    >
      {icon === null ? null : (
        <ThemesCalloutIcon>{icon ?? <Icon size={16} aria-hidden="true" />}</ThemesCalloutIcon>
      )}
      <div className={styles.body}>
        {title ? (
          <Text as="p" weight="bold" size="2" className={styles.title}>
            {title}
          </Text>
        ) : null}
        {children ? (
          <Text as="div" size="2">
            {children}
          </Text>
        ) : null}
      </div>
    </ThemesCalloutRoot>
  );
});
Alert.displayName = 'Alert';
