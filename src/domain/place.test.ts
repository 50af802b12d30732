import { describe, expect, it } from 'vitest';
import { joinPlace } from './place';

describe('joinPlace', () => {
  it('joins address, city and country with commas, skipping blanks', () => {
    expect(joinPlace(['1 Main St', 'Leeds', 'United Kingdom'])).toBe('1 Main St, Leeds, United Kingdom');
    expect(joinPlace(['', '  Leeds ', ''])).toBe('Leeds');
    expect(joinPlace(['', ' ', undefined, null])).toBe('');
  });

  it('names a town typed in both the address and the city once (issue 13)', () => {
    expect(joinPlace(['Seattle, WA', 'Seattle', 'United States'])).toBe('Seattle, WA, United States');
    expect(joinPlace(['Seattle', 'Seattle', 'United States'])).toBe('Seattle, United States');
  });

  it('compares without regard to case or spacing, and keeps the first spelling', () => {
    expect(joinPlace(['  seattle ,wa', 'SEATTLE', 'united   states'])).toBe('seattle, wa, united states');
    expect(joinPlace(['New  York', 'new york', 'USA'])).toBe('New York, USA');
  });

  it('drops a country or city already named in the address', () => {
    expect(joinPlace(['221B Baker St, London, United Kingdom', 'London', 'united kingdom'])).toBe(
      '221B Baker St, London, United Kingdom',
    );
  });

  it('treats a town with its state code or postcode as the same town, keeping the fuller piece', () => {
    expect(joinPlace(['Seattle WA 98101', 'Seattle', 'United States'])).toBe(
      'Seattle WA 98101, United States',
    );
    expect(joinPlace(['', 'Seattle', 'Seattle WA'])).toBe('Seattle WA');
  });

  it('keeps different places that merely share words', () => {
    expect(joinPlace(['12 Springfield Road', 'Springfield', 'United States'])).toBe(
      '12 Springfield Road, Springfield, United States',
    );
    expect(joinPlace(['Kansas City', 'Kansas', ''])).toBe('Kansas City, Kansas');
    expect(joinPlace(['WA', 'Washington', ''])).toBe('WA, Washington');
  });
});
