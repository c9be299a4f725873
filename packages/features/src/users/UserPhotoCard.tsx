import type { User } from '@atrium/api';
import { AvatarCard } from '../account/AvatarCard.tsx';
import { displayName } from './userDisplay.ts';
import { useDeleteUserImage, useSetUserImage } from './useUserMutations.ts';

/**
 * Someone else's profile photo, for the people who manage users (issue 18): the card of account
 * settings, speaking of the person by name, over `POST`/`DELETE /user/{id}/image`.
 */
export function UserPhotoCard({ user }: { user: User }) {
  const setImage = useSetUserImage();
  const deleteImage = useDeleteUserImage();
  return (
    <AvatarCard
      name={displayName(user)}
      avatar={user.avatar}
      ofSomeoneElse
      onUpload={(file) => setImage.trigger(user.id, file)}
      onRemove={() => deleteImage.trigger(user.id)}
    />
  );
}
