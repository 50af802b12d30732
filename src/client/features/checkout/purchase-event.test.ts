import { describe, expect, it } from 'vitest';
import { purchaseMarkerKey, trackPurchaseOnce } from './purchase-event';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, v: string) => void map.set(key, v),
  };
}

describe('trackPurchaseOnce', () => {
  it('pushes the charged price and item name once per plan per session', () => {
    const storage = memoryStorage();
    const events: Record<string, unknown>[] = [];
    const push = (event: Record<string, unknown>) => void events.push(event);
    expect(trackPurchaseOnce('3month', 'cs_1', storage, push)).toBe(true);
    expect(trackPurchaseOnce('3month', 'cs_1', storage, push)).toBe(false);
    expect(trackPurchaseOnce('trial', 'cs_2', storage, push)).toBe(true);
    expect(events).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'cs_1',
          value: 27.88,
          currency: 'USD',
          items: [{ item_id: '3month', item_name: '3-Month Plan', price: 27.88, quantity: 1 }],
        },
      },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'cs_2',
          value: 1.95,
          currency: 'USD',
          items: [{ item_id: 'trial', item_name: '7-Day Trial', price: 1.95, quantity: 1 }],
        },
      },
    ]);
    expect(storage.getItem(purchaseMarkerKey('6month'))).toBeNull();
  });
});
