/** Analytics events go to window.dataLayer, where Google Tag Manager (when configured) picks them up. */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushDataLayer(event: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
