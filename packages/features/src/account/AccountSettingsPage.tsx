import { useTranslation } from 'react-i18next';
import { Alert, Box, Flex, PageHeader, Skeleton, Tabs } from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useProfile } from '../auth/useProfile.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { NotificationPreferences } from '../notifications/NotificationPreferences.tsx';
import { AccountTab } from './AccountTab.tsx';
import { DevicePushCard, type DevicePushCardProps } from './DevicePushCard.tsx';
import { ACCOUNT_TABS, toAccountTab, type AccountTab as AccountTabName } from './accountTabs.ts';
import { PreferencesTab, type PreferencesTabProps } from './PreferencesTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';

export interface AccountSettingsPageProps extends PreferencesTabProps {
  /** The `{tab}` of /account-settings/{tab}; unknown or missing shows the account tab. */
  tab: string | null | undefined;
  /** Called with the chosen tab; the app navigates to /account-settings/{tab}. */
  onTabChange: (tab: AccountTabName) => void;
  /** This device's push (the app knows the browser and Firebase); the card is left out without it. */
  devicePush?: DevicePushCardProps;
}

/**
 * /account-settings/{tab} (authenticated only): the own account, security (password and
 * devices), the interface preferences and the notification preferences, one tab each.
 */
export function AccountSettingsPage({
  tab,
  onTabChange,
  preferences,
  onPreferenceChange,
  devicePush,
}: AccountSettingsPageProps) {
  const { t } = useTranslation('account');
  const current = toAccountTab(tab);
  useDocumentTitle(`${t(`tabs.${current}`)} · ${t('title')}`);
  const { profile, error, isLoading } = useProfile();

  const accountPanel = profile ? (
    <AccountTab profile={profile} />
  ) : error && !isLoading ? (
    <Alert tone="danger" title={t('profile.loadError')}>
      {errorMessage(t, error)}
    </Alert>
  ) : (
    <Box role="status" aria-busy="true" aria-label={t('profile.loading')}>
      <Flex direction="column" gap="3">
        <Skeleton variant="circle" blockSize={56} />
        <Skeleton variant="text" inlineSize="50%" />
        <Skeleton variant="text" inlineSize="70%" />
      </Flex>
    </Box>
  );

  return (
    <Flex direction="column" gap="4">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs.Root
        value={current}
        onValueChange={(value) => onTabChange(toAccountTab(value))}
        activationMode="manual"
      >
        <Tabs.List aria-label={t('tabsLabel')}>
          {ACCOUNT_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="account">{accountPanel}</Tabs.Content>
        <Tabs.Content value="security">
          <SecurityTab />
        </Tabs.Content>
        <Tabs.Content value="preferences">
          <PreferencesTab preferences={preferences} onPreferenceChange={onPreferenceChange} />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <Flex direction="column" gap="4">
            {devicePush ? <DevicePushCard {...devicePush} /> : null}
            <NotificationPreferences />
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
