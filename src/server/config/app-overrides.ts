/**
 * Services a test may hand the app instead of the ones built from config (a mailer writing to memory, a fake
 * clock, an in-process renderer). Each area adds its own entries by declaration merging, next to its code:
 *   declare module '../app-overrides' { interface AppOverrides { mailer?: Mailer } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each area.
export interface AppOverrides {}
