/**
 * Which events are still to come and in what order. Pure functions of the
 * data and a "now" in milliseconds, so the build, the browser and the tests
 * all agree on the result for the same clock.
 */

export interface TimedEvent {
  readonly id: string;
  /** ISO 8601 start time in UTC. */
  readonly start: string;
  readonly durationMinutes: number;
}

export function startTime(event: TimedEvent): number {
  return Date.parse(event.start);
}

export function endTime(event: TimedEvent): number {
  return startTime(event) + event.durationMinutes * 60_000;
}

/** An event that has started and not yet ended. */
export function isHappeningNow(event: TimedEvent, now: number): boolean {
  return startTime(event) <= now && now < endTime(event);
}

/**
 * Upcoming events (not yet ended, so one in progress still counts) soonest
 * first, then past events most recent first. Ties keep a stable order by id.
 */
export function splitEvents<T extends TimedEvent>(events: readonly T[], now: number): {upcoming: T[]; past: T[]} {
  const byId = (a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const upcoming = events
    .filter((event) => endTime(event) > now)
    .sort((a, b) => startTime(a) - startTime(b) || byId(a, b));
  const past = events
    .filter((event) => endTime(event) <= now)
    .sort((a, b) => startTime(b) - startTime(a) || byId(a, b));
  return {upcoming, past};
}
