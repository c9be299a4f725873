import { useTranslation } from 'react-i18next';
import {
  type BottomNavVariant,
  bottomNavVariants,
  Card,
  ColorPicker,
  contentWidths,
  defaultPrimaryColor,
  digitSystems,
  Flex,
  Grid,
  LanguageSwitch,
  navigationLayouts,
  type PreferenceKey,
  type Preferences,
  resolveDigits,
  SegmentedToggle,
  Select,
  skins,
  Switch,
  ThemeSwitch,
} from '@atrium/ui';

export interface PreferencesTabProps {
  preferences: Preferences;
  onPreferenceChange: <K extends PreferenceKey>(key: K, value: Preferences[K]) => void;
}

/** Brand swatches offered before the free picker: the default primary colour first. */
const SWATCHES = [
  { value: defaultPrimaryColor, key: 'blue' },
  { value: '#7367f0', key: 'violet' },
  { value: '#28c76f', key: 'green' },
  { value: '#ff9f43', key: 'orange' },
  { value: '#ea5455', key: 'red' },
] as const;

/** The preferences tab: every preference the app keeps in cookies (spec sections 4 and 9), applied at once. */
export function PreferencesTab({ preferences, onPreferenceChange }: PreferencesTabProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const options = <V extends string>(values: readonly V[], group: string) =>
    values.map((value) => ({ value, label: t(`preferences.${group}.${value}`) }));

  return (
    <Flex direction="column" gap="4">
      <Card title={t('preferences.appearanceTitle')} titleAs="h2">
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <LanguageSwitch
            label={tc('language')}
            value={preferences.language}
            onValueChange={(language) => onPreferenceChange('language', language)}
          />
          {/* Until the person picks, the language's digits are shown as the choice (Arabic-Indic in
              Arabic); picking keeps that choice whatever the language. */}
          <SegmentedToggle
            label={t('preferences.digits.label')}
            options={options(digitSystems, 'digits')}
            value={resolveDigits(preferences.language, preferences.digits)}
            onValueChange={(digits) => onPreferenceChange('digits', digits)}
          />
          <ThemeSwitch
            label={tc('theme.label')}
            labels={{
              light: tc('theme.light'),
              dark: tc('theme.dark'),
              system: tc('theme.system'),
            }}
            value={preferences.theme}
            onValueChange={(theme) => onPreferenceChange('theme', theme)}
          />
          <SegmentedToggle
            label={t('preferences.skin.label')}
            options={options(skins, 'skin')}
            value={preferences.skin}
            onValueChange={(skin) => onPreferenceChange('skin', skin)}
          />
          <ColorPicker
            label={t('preferences.color.label')}
            value={preferences.colorScheme}
            onValueChange={(color) => onPreferenceChange('colorScheme', color)}
            swatches={SWATCHES.map(({ value, key }) => ({
              value,
              label: t(`preferences.color.swatches.${key}`),
            }))}
            labels={{
              hex: t('preferences.color.hex'),
              swatches: t('preferences.color.swatchesLabel'),
              saturation: t('preferences.color.saturation'),
              hue: t('preferences.color.hue'),
            }}
          />
        </Grid>
      </Card>
      <Card title={t('preferences.layoutTitle')} titleAs="h2">
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <SegmentedToggle
            label={t('preferences.layout.label')}
            options={options(navigationLayouts, 'layout')}
            value={preferences.layout}
            onValueChange={(layout) => onPreferenceChange('layout', layout)}
          />
          <SegmentedToggle
            label={t('preferences.contentWidth.label')}
            options={options(contentWidths, 'contentWidth')}
            value={preferences.contentWidth}
            onValueChange={(width) => onPreferenceChange('contentWidth', width)}
          />
          <Switch
            label={t('preferences.navCollapsed')}
            checked={preferences.navCollapsed}
            onCheckedChange={(on) => onPreferenceChange('navCollapsed', on)}
          />
          <Switch
            label={t('preferences.navbarBlur')}
            checked={preferences.navbarBlur}
            onCheckedChange={(on) => onPreferenceChange('navbarBlur', on)}
          />
          <Select
            label={t('preferences.bottomNav.label')}
            hint={t('preferences.bottomNav.hint')}
            options={options(bottomNavVariants, 'bottomNav')}
            value={preferences.bottomNav}
            onValueChange={(variant) =>
              onPreferenceChange('bottomNav', variant as BottomNavVariant)
            }
          />
        </Grid>
      </Card>
    </Flex>
  );
}
