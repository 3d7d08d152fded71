// "Now" for rules that depend on the time of day (time slots): one place, so API tests can set it.
export const clock = {
  now: (): Date => new Date(),
};
