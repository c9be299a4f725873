/** SWR keys of the auth area: never inline strings (house-style). */
export const authKeys = {
  all: ['auth'] as const,
  profile: () => ['auth', 'profile'] as const,
};
