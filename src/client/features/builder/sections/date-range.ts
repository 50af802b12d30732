/** An item's one date text as start and end: 'Jan 2016 - Feb 2019', or just a start. */
export function splitDateRange(date: string): { start: string; end: string } {
  const [start = '', ...rest] = date.split(' - ');
  return { start: start.trim(), end: rest.join(' - ').trim() };
}

/** 'start - end', or just the start when there is no end (spec: course date). */
export function joinDateRange(start: string, end: string): string {
  const from = start.trim();
  const to = end.trim();
  if (from && to) return `${from} - ${to}`;
  return from || to;
}
