/**
 * The shop's calendar is Türkiye's (Europe/Istanbul, UTC+3 all year since 2016): the daily jobs run at
 * an hour of its day and name days as it does, whatever zone the server is set to.
 */
const ZONE = 'Europe/Istanbul';

/** The day in Türkiye as YYYY-MM-DD (the en-CA locale writes dates in that order). */
export const turkeyDay = (at: Date): string => at.toLocaleDateString('en-CA', { timeZone: ZONE });

/** The hour in Türkiye, 0–23. */
export const turkeyHour = (at: Date): number =>
  Number(at.toLocaleString('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }));
