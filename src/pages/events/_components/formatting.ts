/**
 * Date labels for events. The server (and the first client render) uses
 * `formatUtc`, built by hand so Node and every browser print the same text;
 * after mount the page switches to `formatLocal`, in the reader's time zone.
 */
import {monthNames as months} from '../../../utils/calendar';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (value: number) => String(value).padStart(2, '0');

/** "Thursday 29 January 2026, 17:00 UTC" */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())} UTC`;
}

/** The reader's own locale and time zone unless given, e.g. "Thursday, January 29, 2026 at 9:00 AM PST". */
export function formatLocal(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? {timeZone} : {}),
  }).format(new Date(iso));
}

/** "1 hour", "90 minutes", "2 hours 30 minutes" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`;
  const minuteText = rest === 0 ? '' : `${rest} minute${rest === 1 ? '' : 's'}`;
  if (hours >= 2 || (hours === 1 && rest === 0)) return [hourText, minuteText].filter(Boolean).join(' ');
  return `${minutes} minutes`;
}
