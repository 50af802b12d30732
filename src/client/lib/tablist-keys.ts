import type { KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs pattern's keys (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): Left and Right move to
 * the previous and next tab, wrapping, mirrored in right-to-left text; Home and End go to the first and last.
 * Tabs follow focus (selection moves with it), and only the selected tab is in the Tab order (roving
 * tabindex: `tabIndex={selected ? 0 : -1}` on each tab).
 */
export function nextTab<T>(key: string, tabs: readonly T[], current: T, rightToLeft: boolean): T | undefined {
  const index = tabs.indexOf(current);
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return tabs[(index + 1) % tabs.length];
  if (key === backward) return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  return undefined;
}

/** A tablist's onKeyDown: selects the tab the key leads to and moves focus onto it. */
export function onTablistKeyDown<T>(
  event: KeyboardEvent<HTMLElement>,
  tabs: readonly T[],
  current: T,
  select: (tab: T) => void,
): void {
  const list = event.currentTarget;
  const rightToLeft = list.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const next = nextTab(event.key, tabs, current, rightToLeft);
  if (next === undefined) return;
  event.preventDefault();
  select(next);
  list.querySelectorAll<HTMLElement>('[role="tab"]')[tabs.indexOf(next)]?.focus();
}
