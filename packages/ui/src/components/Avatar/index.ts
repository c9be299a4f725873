export { Avatar, type AvatarProps } from './Avatar';
export { initialsOf } from './initials';
export {
  avatarSizes,
  avatarAvailabilities,
  type AvatarSize,
  type AvatarAvailability,
} from './avatarVariants';
