/** Where the server reads the time: the system clock in production, a manual one in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
