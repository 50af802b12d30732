/**
 * Wall-clock time in an IANA zone to a UTC instant and back, with Intl only (no time-zone library): the event
 * keeps what the user typed, and this computes the instant for ordering, the feed and the reminder.
 */

function partsIn(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at this instant, in ms (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of `date` (YYYY-MM-DD) at `time` (HH:MM) in `timeZone`: two passes of "wall time minus the offset",
 * the second with the offset at the first guess. A time skipped by a clock change (02:30 on the spring-forward
 * night) lands an hour later, as calendar apps do; a repeated one (autumn) takes the one after the change.
 */
export function localToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The day (YYYY-MM-DD) and hour it is in `timeZone` at this instant. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const p = partsIn(at.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `${p.year}-${pad(p.month)}-${pad(p.day)}`, hour: p.hour };
}
