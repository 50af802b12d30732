import { PRODUCT_NAMES } from './data/product-names';
import { VOCABULARY } from './match/vocabulary';

/**
 * How the writer spells tools and products: the product list and the match vocabulary's unmistakable names
 * (what the analysis reads in ads), keyed by their lower-case words. A name that is also an ordinary word ('Relativity',
 * 'Snowflake', 'R') is cased only where a tool stands: after "in", "with", "using"... or before "software",
 * "system", "machines"... A name with capitals inside it ('MercuryGate', 'Power BI') or an acronym of three
 * letters or more ('PACER', 'IDEXX') is unmistakable and cased wherever it appears.
 */
export interface ProductCasing {
  /** Lower-case words -> the maker's spelling, cased wherever they appear. */
  always: Record<string, string>;
  /** Lower-case words -> the maker's spelling, cased only in a tool's place. */
  inToolPlace: Record<string, string>;
}

/** Acronyms that are also words in lower case ('cad', 'ado'): left to the vocabulary's matching alone. */
const WORD_ACRONYMS = new Set(['ado', 'cad', 'bas', 'sel', 'ate', 'pos', 'ell', 'ela', 'nec', 'ase', 'ada']);

const isUnmistakable = (name: string) =>
  /[a-z][A-Z]|[A-Z].*[\s/][A-Z]|[A-Z]{2,}[a-z]|\d/.test(name) ||
  (/^[A-Z0-9&/+.#-]{3,}$/.test(name) && !WORD_ACRONYMS.has(name.toLowerCase()));

let built: ProductCasing | undefined;

export function productCasing(): ProductCasing {
  if (built) return built;
  const always: Record<string, string> = {};
  const inToolPlace: Record<string, string> = {};
  const add = (name: string, isOrdinaryWord: boolean) => {
    const key = name.toLowerCase();
    // The product list is read first and decides: the vocabulary does not re-case a name it holds.
    if (key === name || always[key] !== undefined || inToolPlace[key] !== undefined) return;
    if (isOrdinaryWord) inToolPlace[key] = name;
    else always[key] = name;
  };
  for (const entry of PRODUCT_NAMES) {
    const ordinary = entry.startsWith('@');
    add(ordinary ? entry.slice(1) : entry, ordinary);
  }
  for (const entry of VOCABULARY) {
    if (entry.kind !== 'hard') continue;
    for (const variant of entry.variants) {
      // '=Go' counts only when already written so: nothing to restore.
      if (variant.startsWith('=') || variant.length < 2) continue;
      // A one-word name ('Mocha', 'Sage', 'Jest') is left to the product list, where each ordinary word is
      // marked by hand: "with mocha" is a barista's drink and "in jest" a joke, even where a tool could stand.
      if (isUnmistakable(variant)) add(variant, false);
    }
  }
  built = { always, inToolPlace };
  return built;
}

const TOOL_BEFORE = /^(in|into|on|using|with|via|through|from|inside)$/;
const TOOL_AFTER =
  /^(software|system|systems|platform|machine|machines|analyzer|analyzers|dashboard|dashboards|reports|modules|scripts|pipelines|dags|queries|workflows|tickets|cluster|clusters|account|accounts|campaigns)$/;

/** Whether the words at `at` (of `span` words) stand where a tool does, by the words around them. */
export function isToolPlace(words: readonly string[], at: number, span: number): boolean {
  const before = words[at - 1]?.toLowerCase() ?? '';
  const after = words[at + span]?.toLowerCase() ?? '';
  return TOOL_BEFORE.test(before) || TOOL_AFTER.test(after);
}
