import { DomUtils, parseDocument } from 'htmlparser2';
import { MAX_JOB_DESCRIPTION_CHARS } from '../../../domain/job-match-api';
import { LIMITS } from '../../../domain/limits';

/**
 * A job posting's page -> the job's fields (issue 35 item 6). schema.org `JobPosting` in JSON-LD first: most job
 * boards and applicant tracking systems (Greenhouse, Lever, Ashby, Workable) publish it for search engines, with
 * the title, the employer, the place, the description, pay and dates. Without it, the page's title and its main
 * text. Nothing is invented: a field the page does not give stays empty for the user to fill.
 */
export interface Posting {
  title: string;
  company: string;
  location: string;
  description: string;
}

type HtmlDocument = ReturnType<typeof parseDocument>;
type ChildNode = HtmlDocument['children'][number];
type Element = Extract<ChildNode, { name: string; attribs: Record<string, string> }>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: Json | undefined): string => (typeof value === 'string' ? value.trim() : '');
const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max).trimEnd() : value);

/** Every object in a JSON-LD block, @graph and nested lists included. */
function* objectsIn(value: Json): Generator<JsonObject> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (isObject(value)) {
    yield value;
    const graph = value['@graph'];
    if (graph !== undefined) yield* objectsIn(graph);
  }
}

const isJobPosting = (value: JsonObject) => {
  const type = value['@type'];
  return type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'));
};

function jsonLdPosting(document: HtmlDocument): JsonObject | undefined {
  const scripts = DomUtils.findAll(
    (element) => element.name === 'script' && /ld\+json/i.test(element.attribs.type ?? ''),
    document.children,
  );
  for (const script of scripts) {
    try {
      const data = JSON.parse(DomUtils.textContent(script)) as Json;
      for (const object of objectsIn(data)) if (isJobPosting(object)) return object;
    } catch {
      // A broken block is skipped; another block or the page's text may still hold the job.
    }
  }
  return undefined;
}

function placeOf(posting: JsonObject): string {
  const places = ([] as Json[]).concat(posting.jobLocation ?? []);
  const named = places
    .map((place) => {
      const address = isObject(place) ? place.address : undefined;
      if (typeof address === 'string') return address.trim();
      if (!isObject(address)) return '';
      const country = isObject(address.addressCountry)
        ? text(address.addressCountry.name)
        : text(address.addressCountry);
      return [text(address.addressLocality), text(address.addressRegion), country].filter(Boolean).join(', ');
    })
    .filter(Boolean);
  const remote = text(posting.jobLocationType).toUpperCase() === 'TELECOMMUTE' ? ['Remote'] : [];
  return [...new Set([...named, ...remote])].join('; ');
}

/** Pay as the posting states it: 'USD 78,000 - 95,000 a year'. */
function payOf(posting: JsonObject): string {
  const salary = posting.baseSalary;
  if (!isObject(salary)) return '';
  const value = salary.value;
  const currency = text(salary.currency);
  const figure = (n: Json | undefined) => (typeof n === 'number' ? n.toLocaleString('en-US') : text(n));
  if (!isObject(value)) return [currency, figure(value)].filter(Boolean).join(' ');
  const range =
    [figure(value.minValue), figure(value.maxValue)].filter(Boolean).join(' - ') || figure(value.value);
  const unit = text(value.unitText).toLowerCase();
  const per = unit === 'hour' ? 'an hour' : unit ? `a ${unit}` : '';
  return [currency, range, per].filter(Boolean).join(' ');
}

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'br',
  'li',
]);
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'svg',
  'template',
  'nav',
  'header',
  'footer',
  'form',
  'button',
]);

/** HTML to plain text with its structure kept as lines: a list item becomes '- item'. */
function plainText(nodes: readonly ChildNode[]): string {
  let out = '';
  const walk = (list: readonly ChildNode[]) => {
    for (const node of list) {
      if (node.type === 'text') out += (node as unknown as { data: string }).data.replace(/\s+/g, ' ');
      else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const element = node as Element;
        if (SKIPPED.has(element.name)) continue;
        const isBlock = BLOCKS.has(element.name);
        if (isBlock) out += '\n';
        if (element.name === 'li') out += '- ';
        walk(element.children);
        if (isBlock) out += '\n';
      }
    }
  };
  walk(nodes);
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

const htmlToText = (html: string) => plainText(parseDocument(html).children);

function fromJsonLd(posting: JsonObject): Posting {
  const organisation = posting.hiringOrganization;
  const company = isObject(organisation) ? text(organisation.name) : text(organisation);
  const pay = payOf(posting);
  // The description is HTML in most boards' JSON-LD, and some escape it once more ('&lt;p&gt;'): read as text.
  const once = htmlToText(text(posting.description));
  const description = /<\/?[a-z][^>]*>/i.test(once) ? htmlToText(once) : once;
  return {
    title: text(posting.title),
    company,
    location: placeOf(posting),
    description: [description, pay ? `Pay: ${pay}` : ''].filter(Boolean).join('\n\n'),
  };
}

const metaContent = (document: HtmlDocument, key: string) => {
  const meta = DomUtils.findOne(
    (element) =>
      element.name === 'meta' && (element.attribs.property === key || element.attribs.name === key),
    document.children,
  );
  return meta?.attribs.content?.trim() ?? '';
};

/** Without JSON-LD: the title, the site's name as the employer (when it says so), and the main text. */
function fromPage(document: HtmlDocument): Posting | undefined {
  const main =
    DomUtils.findOne((element) => element.name === 'main' || element.name === 'article', document.children) ??
    DomUtils.findOne((element) => element.name === 'body', document.children);
  const description = plainText(main ? main.children : document.children);
  // A page with less text than a short ad is a sign-in wall, a search page or an error, not a posting.
  if (description.length < 200) return undefined;
  const titleElement = DomUtils.findOne((element) => element.name === 'title', document.children);
  const heading = DomUtils.findOne((element) => element.name === 'h1', document.children);
  const title =
    metaContent(document, 'og:title') ||
    (heading ? DomUtils.textContent(heading).trim() : '') ||
    (titleElement ? DomUtils.textContent(titleElement).trim() : '');
  return { title, company: metaContent(document, 'og:site_name'), location: '', description };
}

export function readPosting(html: string): Posting | undefined {
  const document = parseDocument(html);
  const ld = jsonLdPosting(document);
  const posting = ld ? fromJsonLd(ld) : fromPage(document);
  if (!posting || (!posting.title && !posting.description)) return undefined;
  return {
    title: clip(posting.title.replace(/\s+/g, ' '), LIMITS.shortText),
    company: clip(posting.company.replace(/\s+/g, ' '), LIMITS.shortText),
    location: clip(posting.location.replace(/\s+/g, ' '), LIMITS.shortText),
    description: clip(posting.description, MAX_JOB_DESCRIPTION_CHARS),
  };
}
