import { LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar, DropdownMenu, IconButton, VisuallyHidden } from '@atrium/ui';
import type { SessionUser } from '../app/clientSession.ts';

export interface UserMenuProps {
  user: Pick<SessionUser, 'username' | 'full_name' | 'role'> & { avatar?: string | null };
  onOpenAccountSettings: () => void;
  onSignOut: () => void;
  isSigningOut?: boolean;
}

/** The navbar's last control: who is signed in, account settings and sign out. */
export function UserMenu({
  user,
  onOpenAccountSettings,
  onSignOut,
  isSigningOut = false,
}: UserMenuProps) {
  const { t } = useTranslation('layout');
  const name = user.full_name.trim() || user.username;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton variant="ghost" radius="full" size="3">
          {/* the initials are decoration: the button's name is the sentence below */}
          <span aria-hidden="true">
            <Avatar name={name} size={2} {...(user.avatar ? { src: user.avatar } : {})} />
          </span>
          <VisuallyHidden>{t('userMenu.open', { name })}</VisuallyHidden>
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          {name} · {t(`common:roles.${user.role}`)}
        </DropdownMenu.Label>
        <DropdownMenu.Item icon={<Settings size={14} />} onSelect={onOpenAccountSettings}>
          {t('userMenu.accountSettings')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item
          tone="danger"
          icon={<LogOut size={14} />}
          disabled={isSigningOut}
          onSelect={onSignOut}
        >
          {isSigningOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
