/**
 * A question shown beside a bullet that has no number, asking for the figure that would make it stronger
 * ('How many patients per shift?'). The writer never makes a figure up; the person answers or not.
 */

type Hint = [RegExp, (noun: string) => string];

const HINTS: Hint[] = [
  [/\b(patients|residents)\b/i, (n) => `How many ${n} per shift?`],
  [
    /\b(customers|guests|callers|calls|tickets|orders|packages|prescriptions|tables|rooms|visitors|emails|appointments|applicants|candidates|claims|transactions|returns|refunds|deliveries|drinks|covers|reservations|leads|requests)\b/i,
    (n) => `How many ${n} a day?`,
  ],
  [
    /\b(sales|revenue|followers|traffic|conversions|sign-ups|subscribers|satisfaction|engagement|retention)\b/i,
    (n) => `By how much did ${n} grow (% or $)?`,
  ],
  [
    /\b(speed|faster|time|errors|costs?|waste|scrap|downtime|delays|turnover)\b/i,
    () => 'By how much did it change (time, % or $)?',
  ],
  [/\b(team)\b/i, () => 'How many people on the team?'],
  [
    /\b(staff|nurses|cooks|associates|employees|hires|people|volunteers|developers|interns|cashiers|technicians|agents|students|children|clients|accounts|properties|cases|users|offices|stores|locations|vendors|attorneys|doctors)\b/i,
    (n) => `How many ${n}?`,
  ],
  [
    /\b(budgets?|expenses|spend|invoices|payroll|deals|quota|accounts payable|accounts receivable)\b/i,
    () => 'What amount in $, or how many?',
  ],
  [
    /\b(events|weddings|projects|campaigns|sessions|meetings|classes|orientations?|workshops|trainings?)\b/i,
    (n) => `How many ${n}, and how often?`,
  ],
  [
    /\b(bugs|issues|problems|repairs|jobs|inspections|homes|sites|systems|machines|units|vehicles|parts|shipments|trucks|products)\b/i,
    (n) => `How many ${n}?`,
  ],
];

export const GENERIC_HINT = 'Can you add a number: how many, how often or how much?';

/** The hint for one bullet, or null when it already holds a number. */
export function bulletHint(bullet: string): string | null {
  if (/\d/.test(bullet)) return null;
  for (const [pattern, ask] of HINTS) {
    const m = pattern.exec(bullet);
    if (m?.[1]) return ask(m[1].toLowerCase());
  }
  return GENERIC_HINT;
}
