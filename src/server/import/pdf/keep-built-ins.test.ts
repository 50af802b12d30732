import { afterEach, expect, it } from 'vitest';
import { snapshotBuiltIns } from './keep-built-ins';

const { push } = Array.prototype;
const { stringify } = JSON;

afterEach(() => {
  Array.prototype.push = push;
  JSON.stringify = stringify;
  delete (Set.prototype as { keptForTest?: unknown }).keptForTest;
});

it('puts back a replaced built-in and names it', () => {
  const snapshot = snapshotBuiltIns();
  Array.prototype.push = function slowPush(this: unknown[], ...items: unknown[]) {
    return push.apply(this, items);
  };
  JSON.stringify = (value: unknown) => stringify(value);
  expect(snapshot.restore().sort()).toEqual(['push', 'stringify']);
  expect(Array.prototype.push).toBe(push);
  expect(JSON.stringify).toBe(stringify);
});

it('keeps what was added after the snapshot, and restores nothing when nothing was replaced', () => {
  const snapshot = snapshotBuiltIns();
  Object.defineProperty(Set.prototype, 'keptForTest', { value: 1, configurable: true });
  expect(snapshot.restore()).toEqual([]);
  expect((Set.prototype as { keptForTest?: unknown }).keptForTest).toBe(1);
});
