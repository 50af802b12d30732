import { PRODUCT_NAMES } from './data/product-names';
import { LANGUAGE_NAMES, ORDINARY_NAME_KEYS, PROPER_WORDS } from './data/written-names';
import { VOCABULARY } from './match/vocabulary';

/**
 * How the writer spells tools, products and names (ADR 0100), from data rather than from a list of misses:
 * - the product list (data/product-names.ts), Linguist's languages and the match vocabulary's names;
 * - WordNet, through data/written-names.ts: a name whose lower-case form is an ordinary English word ('Epic',
 *   'Canvas', 'ACE', 'R') is cased only where a tool stands, after "in", "with", "using"... or before "software",
 *   "servers", "inspections"...; any other name wherever it appears ('Clio', 'Jenkins', 'PLC', 'ArcGIS Pro');
 * - words WordNet only writes capitalised ('Texas', 'Friday', 'OSHA', 'Tylenol'), wherever they appear.
 */
export interface ProductCasing {
  /** Lower-case words -> the maker's spelling, cased wherever they appear. */
  always: Record<string, string>;
  /** Lower-case words -> the maker's spelling, cased only in a tool's place. */
  inToolPlace: Record<string, string>;
}

const ORDINARY = new Set(ORDINARY_NAME_KEYS);

/** Capitals inside ('MercuryGate'), capitalised words after a space ('Power BI'), or a digit ('GA4'). */
const hasInnerCapitals = (name: string) => /[a-z][A-Z]|[A-Z].*[\s/][A-Z]|[A-Z]{2,}[a-z]|\d/.test(name);
const isAcronym = (name: string) => /^[A-Z0-9&/+.#-]{2,}$/.test(name) && /[A-Z]/.test(name);

let built: ProductCasing | undefined;
let writtenLowerNames: Set<string> | undefined;

/** Names the match vocabulary writes in lower case, as their makers do ('dbt', 'pandas'). */
export function isWrittenLower(key: string): boolean {
  writtenLowerNames ??= new Set(
    VOCABULARY.flatMap((entry) => entry.variants).filter((variant) => variant === variant.toLowerCase()),
  );
  return writtenLowerNames.has(key);
}

export function productCasing(): ProductCasing {
  if (built) return built;
  const always: Record<string, string> = {};
  const inToolPlace: Record<string, string> = {};
  // What the vocabulary writes in lower case stays so: 'dbt' and 'pandas' are written so by their makers, and
  // 'assembly' is a line of work, not Linguist's language.
  const writtenLower = { has: isWrittenLower };
  const add = (name: string, isOrdinaryWord: boolean) => {
    const key = name.toLowerCase();
    // The product list is read first and decides: the vocabulary does not re-case a name it holds.
    if (key === name || writtenLower.has(key) || always[key] !== undefined || inToolPlace[key] !== undefined)
      return;
    if (isOrdinaryWord) inToolPlace[key] = name;
    else always[key] = name;
    // 'plcs' is PLCs: an acronym's plural keeps the acronym's case and its standing.
    if (isAcronym(name) && /[A-Z0-9]$/.test(name) && !name.endsWith('S')) {
      const plural = `${key}s`;
      if (always[plural] === undefined && inToolPlace[plural] === undefined)
        (isOrdinaryWord || ORDINARY.has(plural) ? inToolPlace : always)[plural] = `${name}s`;
    }
  };
  for (const entry of PRODUCT_NAMES) {
    const marked = entry.startsWith('@');
    const name = marked ? entry.slice(1) : entry;
    add(name, marked || ORDINARY.has(name.toLowerCase()));
  }
  // Notes split or join names their makers write as one ('quick books', 'share point', 'allen bradley', 'powerbi').
  // A split name is two words that may each be ordinary, so it waits for a tool's place; the others are sure.
  for (const entry of PRODUCT_NAMES) {
    const name = entry.replace(/^@/, '');
    const addAs = (key: string, isOrdinaryWord: boolean) => {
      if (always[key] === undefined && inToolPlace[key] === undefined && !writtenLower.has(key))
        (isOrdinaryWord ? inToolPlace : always)[key] = name;
    };
    if (/^[A-Za-z]+$/.test(name) && /[a-z][A-Z]/.test(name))
      addAs(name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(), true);
    if (/^[A-Za-z]{3,}-[A-Za-z]{3,}$/.test(name)) addAs(name.replace('-', ' ').toLowerCase(), false);
    // 'iready', 'everify': a short prefix and its hyphen typed together.
    if (/^[A-Za-z]{1,2}-[A-Za-z]{4,}$/.test(name)) addAs(name.replace('-', '').toLowerCase(), false);
    if (/^[A-Za-z0-9]+ [A-Za-z0-9]+$/.test(name) && !ORDINARY.has(name.toLowerCase()))
      addAs(name.replace(' ', '').toLowerCase(), false);
  }
  for (const name of LANGUAGE_NAMES) add(name, ORDINARY.has(name.toLowerCase()));
  for (const entry of VOCABULARY) {
    if (entry.kind !== 'hard') continue;
    for (const variant of entry.variants) {
      // '=Go' counts only when already written so: nothing to restore.
      if (variant.startsWith('=') || variant.length < 2) continue;
      const ordinary = ORDINARY.has(variant.toLowerCase());
      // A name with capitals inside or an acronym that is no word is sure. A capitalised word that is also an
      // ordinary word ('Mocha', 'Sage', 'Jest') is left to the product list, which leaves out the words that
      // stand where tools do: "with mocha" is a barista's drink and "in jest" a joke.
      if (hasInnerCapitals(variant) || isAcronym(variant) || /^[A-Z][a-z]+$/.test(variant)) {
        if (!ordinary) add(variant, false);
        else if (isAcronym(variant) && variant.length >= 3) add(variant, true);
      }
    }
  }
  built = { always, inToolPlace };
  return built;
}

let proper: Record<string, string> | undefined;

/** Words and place names WordNet only writes capitalised: 'texas' -> 'Texas', 'new york' -> 'New York'. */
export function properNames(): Record<string, string> {
  proper ??= Object.fromEntries(PROPER_WORDS.map((name) => [name.toLowerCase(), name]));
  return proper;
}

const TOOL_BEFORE = /^(in|into|on|using|with|via|through|from|inside)$/;
const TOOL_AFTER =
  /^(software|system|systems|platform|machine|machines|analyzer|analyzers|dashboard|dashboards|reports|modules|scripts|pipelines|dags|queries|workflows|tickets|cluster|clusters|account|accounts|campaigns|tests|servers?|instances?|drawings?|models?|files?|templates?|scans?|scanners?|printers?|inspections?|compliance|regulations|certified|certification|certificate|licen[cs]e|logic|programs?|programming|projects?|environment|database|databases|integrations?|apis?|app|apps|packages|code|codes|codebase|entries|filings|pages?|sites?|stores?|screens?|tags?|routines?|panels?|controllers?|terminals?|meters?|units?|tools?|devices?)$/;

/** Things made in or for a tool, after which 'for' names the tool ('wrote kql detections for sentinel'). */
const MADE_FOR_A_TOOL = /^(detections|rules|alerts|playbooks|parsers|connectors|plugins|extensions)$/;

/** Whether a word after a name says the name is a tool's ('epic reports', 'aac devices'). */
export function isToolAfter(word: string): boolean {
  return TOOL_AFTER.test(word);
}

/** Whether the words at `at` (of `span` words) stand where a tool does, by the words around them. */
export function isToolPlace(words: readonly string[], at: number, span: number): boolean {
  const before = words[at - 1]?.toLowerCase() ?? '';
  const after = words[at + span]?.toLowerCase() ?? '';
  // 'scripts for jenkins', 'detections for sentinel': what is made for it names a tool; 'reports for sales' a team.
  const madeFor = (word: string) => TOOL_AFTER.test(word) || MADE_FOR_A_TOOL.test(word);
  const isFor = before === 'for' && madeFor(words[at - 2]?.toLowerCase() ?? '');
  return TOOL_BEFORE.test(before) || TOOL_AFTER.test(after) || isFor;
}
