/**
 * How English makes the past of its strong verbs, by a change of vowel or of ending ('breed' -> 'bred', 'wind'
 * -> 'wound', 'weep' -> 'wept'): the pasts a verb no table lists may take. Each is only a guess until the English
 * model reads it as a form of that verb (action-verbs.ts); the simple past comes before the participle ('began'
 * before 'begun'). The British '-t' of 'dreamt' and 'smelt' is left out: the regular past is the writer's.
 */
const STRONG_PASTS: readonly (readonly [RegExp, string])[] = [
  [/eed$/, 'ed'],
  [/eet$/, 'et'],
  [/eep$/, 'ept'],
  [/eel$/, 'elt'],
  [/eal$/, 'ealt'],
  [/eal$/, 'ole'],
  [/ean$/, 'eant'],
  [/ear$/, 'ore'],
  [/ear$/, 'eard'],
  [/end$/, 'ent'],
  [/ind$/, 'ound'],
  [/ing$/, 'ang'],
  [/ing$/, 'ung'],
  [/ink$/, 'ank'],
  [/ink$/, 'unk'],
  [/in$/, 'an'],
  [/in$/, 'un'],
  [/ig$/, 'ug'],
  [/ick$/, 'uck'],
  [/ike$/, 'uck'],
  [/ive$/, 'ove'],
  [/ite$/, 'ote'],
  [/ite$/, 'it'],
  [/ide$/, 'ode'],
  [/ide$/, 'id'],
  [/ise$/, 'ose'],
  [/eave$/, 'ove'],
  [/eeze$/, 'oze'],
  [/eak$/, 'oke'],
  [/ake$/, 'ook'],
  [/ake$/, 'oke'],
  [/all$/, 'ell'],
  [/id$/, 'ade'],
  [/ow$/, 'ew'],
  [/ay$/, 'aid'],
  [/ee$/, 'aw'],
  [/eat$/, 'ate'],
  [/ose$/, 'ost'],
  [/ell$/, 'old'],
  [/(?:ing|ink|ight|eek|uy)$/, 'ought'],
  [/each$/, 'aught'],
];

/** The strong pasts `base` may take, likeliest first ('begin' -> 'began', 'begun'). */
export function strongPasts(base: string): string[] {
  return STRONG_PASTS.filter(([ending]) => ending.test(base)).map(([ending, past]) =>
    base.replace(ending, past),
  );
}
