import type { User } from '@atrium/api';
import { UserFormDialog } from './UserFormDialog.tsx';

export interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the invited user (the mail has gone); the dialog closes itself. */
  onInvited: (user: User) => void;
}

/**
 * Invite a person by e-mail: the new-user form without a password and with the e-mail
 * required. The account cannot sign in until they choose a password through the link.
 */
export function InviteUserDialog({ open, onOpenChange, onInvited }: InviteUserDialogProps) {
  return <UserFormDialog open={open} onOpenChange={onOpenChange} onSaved={onInvited} invite />;
}
