/** The tabs of /account-settings/{tab}, in display order. */
export const ACCOUNT_TABS = ['account', 'security', 'preferences', 'notifications'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a URL segment names; anything unknown (or missing) is the account tab. */
export function toAccountTab(value: string | null | undefined): AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '')
    ? (value as AccountTab)
    : 'account';
}

/** Where a tab lives in the app (spec section 2). */
export function accountSettingsPath(tab: AccountTab): string {
  return `/account-settings/${tab}`;
}
