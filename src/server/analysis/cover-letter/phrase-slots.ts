/** Filling the tone phrases' slots, choosing among a phrase's alternatives by variant. */

export type Slots = Record<string, string | undefined>;

const SLOT = /\{([a-z ]+)\}/g;

/** 'a Line Cook', 'an Account Executive', 'an MBA': the article by how the word is said, near enough. */
export function withArticle(noun: string): string {
  const isAcronym = /^[A-Z]{2,}\b/.test(noun);
  const vowelSound = isAcronym ? /^[AEFHILMNORSX]/.test(noun) : /^[aeiou]/i.test(noun);
  return `${vowelSound ? 'an' : 'a'} ${noun}`;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1] as string);
}

/** The template with its slots filled; '{a role}' is the role with its article. */
export function fillSlots(template: string, slots: Slots): string {
  return template.replace(SLOT, (_match, name: string) => {
    if (name.startsWith('a ')) return withArticle(slots[name.slice(2)] ?? '');
    return slots[name] ?? '';
  });
}

/**
 * One of the alternatives whose slots are all known, chosen by the variant (and a salt, so that two phrases
 * of one paragraph do not always change together), filled; undefined when none fits.
 */
export function pick(
  alternatives: readonly string[],
  slots: Slots,
  variant: number,
  salt = 0,
): string | undefined {
  const usable = alternatives.filter((template) =>
    slotsOf(template).every((name) => Boolean(slots[name.replace(/^a /, '')])),
  );
  if (usable.length === 0) return undefined;
  return fillSlots(usable[(variant + salt) % usable.length] as string, slots);
}

/** Every usable alternative, filled, starting at the variant's: a paragraph's fillers. */
export function rotateAll(alternatives: readonly string[], slots: Slots, variant: number): string[] {
  const usable = alternatives.filter((template) =>
    slotsOf(template).every((name) => Boolean(slots[name.replace(/^a /, '')])),
  );
  return rotate(usable, variant).map((template) => fillSlots(template, slots));
}

export function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
