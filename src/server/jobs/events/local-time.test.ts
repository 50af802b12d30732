import { describe, expect, it } from 'vitest';
import { localDayAndHour, localToUtc } from './local-time';

describe('wall-clock time in a zone to a UTC instant (ADR 0090)', () => {
  it('computes the instant in winter and summer, east and west, and on the half hour', () => {
    expect(localToUtc('2026-12-03', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(localToUtc('2026-07-03', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-07-03T08:00:00.000Z');
    expect(localToUtc('2026-07-03', '10:00', 'America/New_York').toISOString()).toBe(
      '2026-07-03T14:00:00.000Z',
    );
    expect(localToUtc('2026-12-03', '10:00', 'Asia/Kolkata').toISOString()).toBe('2026-12-03T04:30:00.000Z');
    expect(localToUtc('2026-12-03', '00:15', 'UTC').toISOString()).toBe('2026-12-03T00:15:00.000Z');
  });

  it('moves a time skipped by spring-forward an hour later, and takes the later of a repeated one', () => {
    expect(localToUtc('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localToUtc('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('reads the day and hour in a zone, whatever the process zone', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(localDayAndHour(new Date('2026-12-02T23:30:00Z'), 'Europe/Berlin')).toEqual({
        day: '2026-12-03',
        hour: 0,
      });
      expect(localDayAndHour(new Date('2026-12-02T23:30:00Z'), 'America/Los_Angeles')).toEqual({
        day: '2026-12-02',
        hour: 15,
      });
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
