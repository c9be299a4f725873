import { forwardRef } from 'react';
import { Languages } from 'lucide-react';
import { SegmentedToggle, type SegmentedToggleProps } from '../SegmentedToggle/SegmentedToggle';
import { languages, type Language } from '../../UiProvider/uiOptions';

/** Each language named in itself; pass `labels` to override. */
export const languageEndonyms: Readonly<Record<Language, string>> = {
  en: 'English',
  ar: 'العربية',
};

export interface LanguageSwitchProps extends Omit<SegmentedToggleProps<Language>, 'options'> {
  /** Override a language's name; by default each is named in itself (English, العربية). */
  labels?: Partial<Record<Language, string>>;
  /** Show the languages icon before the options. */
  showIcon?: boolean;
}

/** English / العربية switch for the sign-in toolbar and settings. */
export const LanguageSwitch = forwardRef<HTMLDivElement, LanguageSwitchProps>(
  function LanguageSwitch({ labels, showIcon = false, ...rest }, ref) {
    const options = languages.map((language, index) => ({
      value: language,
      label: labels?.[language] ?? languageEndonyms[language],
      lang: language,
      icon: showIcon && index === 0 ? <Languages size={14} aria-hidden="true" /> : undefined,
    }));
    return <SegmentedToggle ref={ref} options={options} {...rest} />;
  },
);
LanguageSwitch.displayName = 'LanguageSwitch';
