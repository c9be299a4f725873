export const avatarSizes = [1, 2, 3, 4] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export const avatarAvailabilities = ['online', 'away', 'busy', 'offline'] as const;
export type AvatarAvailability = (typeof avatarAvailabilities)[number];
