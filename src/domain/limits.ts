/** Bounds on every string and list of the resume document, so no request can grow a draft without limit. */
export const LIMITS = {
  shortText: 200,
  dateText: 50,
  url: 500,
  email: 254,
  richText: 10_000,
  bullet: 1_000,
  listItems: 100,
  title: 200,
} as const;
