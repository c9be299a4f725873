// Plain values only, never zod (src/zodFree.test.ts checks it).

/** Fixed texts of the user endpoints' `{detail}` answers, shared by the server and the UI. */
export const USER_ERROR_DETAILS = {
  notYourself: 'You cannot do this to your own account',
  lastSuperAdmin: 'The last active super admin must stay active',
  superAdminOnly: 'Only a super admin can do this to a super admin account',
  teamBeyondOwnPermissions: 'You can only add people to teams whose permissions you have yourself',
  stillActive: 'Only an inactive user can be deleted',
  alreadyInactive: 'The user is already inactive',
  alreadyActive: 'The user is already active',
  invalidResetToken: 'This reset link is invalid or has expired',
  notInvited: 'This person has no pending invitation',
  invitationNeedsEmail: 'This person has no e-mail address to send the invitation to',
  imageTooLarge: 'The image is too large: at most 5 MiB and 7680 × 4320 pixels',
  imageType: 'Send a PNG, JPEG or WebP image',
  multipartRequired: 'Send the image as multipart/form-data in a field named file',
} as const;

/** Fixed texts of the user endpoints' `{errors}` answers. */
export const USER_FIELD_MESSAGES = {
  required: 'This field is required',
  usernameTaken: 'A user with this username already exists',
  usernameLookalike: 'This username looks too much like an existing one',
  usernameChars: 'Use letters, digits and . _ @ + - only',
  emailTaken: 'Another user has this e-mail address',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a valid phone number',
  timeZone: 'Unknown time zone',
  unknownTeam: 'Unknown team',
  wrongPassword: 'The current password is wrong',
  fileName: 'This file name is not allowed',
  employeeNumberChars: 'Use letters, digits and . _ / - only',
  employeeNumberTaken: 'Another user has this employee number',
  unknownManager: 'Unknown user, or not active',
  managerSelf: 'A person cannot be their own manager',
  managerCycle: 'This would make a loop of managers',
} as const;
