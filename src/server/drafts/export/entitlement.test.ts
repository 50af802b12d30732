import { describe, expect, it } from 'vitest';
import { isDraftPaidAccessOpen } from '../draft-access';
import { canExportDraft } from './entitlement';

const NOW = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-02T12:00:00Z');
const earlier = new Date('2026-02-28T12:00:00Z');
const noPlan = { subscriptionStatus: null, subscriptionExpiresAt: null };
const draft = { status: 'draft', paidAccessUntil: null };

describe('canExportDraft', () => {
  it('refuses a user without a plan and an unpaid draft', () => {
    expect(canExportDraft(noPlan, draft, NOW)).toBe(false);
  });

  it('allows an active plan before its expiry, and refuses it at or after the expiry', () => {
    expect(canExportDraft({ subscriptionStatus: 'active', subscriptionExpiresAt: later }, draft, NOW)).toBe(
      true,
    );
    expect(canExportDraft({ subscriptionStatus: 'active', subscriptionExpiresAt: NOW }, draft, NOW)).toBe(
      false,
    );
    expect(canExportDraft({ subscriptionStatus: 'active', subscriptionExpiresAt: earlier }, draft, NOW)).toBe(
      false,
    );
  });

  it('refuses a status other than active even with a future expiry', () => {
    expect(
      canExportDraft({ subscriptionStatus: 'cancelled', subscriptionExpiresAt: later }, draft, NOW),
    ).toBe(false);
  });

  it('allows a paid draft while its access runs, whatever the plan', () => {
    expect(canExportDraft(noPlan, { status: 'paid', paidAccessUntil: later }, NOW)).toBe(true);
    expect(canExportDraft(noPlan, { status: 'paid', paidAccessUntil: earlier }, NOW)).toBe(false);
  });
});

describe('isDraftPaidAccessOpen', () => {
  it('needs both the paid status and a recorded, future access end', () => {
    expect(isDraftPaidAccessOpen({ status: 'paid', paidAccessUntil: null }, NOW)).toBe(false);
    expect(isDraftPaidAccessOpen({ status: 'pending', paidAccessUntil: later }, NOW)).toBe(false);
    expect(isDraftPaidAccessOpen({ status: 'paid', paidAccessUntil: later }, NOW)).toBe(true);
  });
});
