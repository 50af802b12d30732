import { jobBulletTexts } from './job-bullets';
import { type Resume, resumeSchema } from './resume';
import { richTextToPlain } from './rich-text';

/**
 * What changed between two versions of a resume, in words, for the version history list: "Experience: 2
 * bullets changed; Skills: 1 added". Pure, so the server (when it keeps a version) and tests call the same code.
 */

const PERSONAL_LABELS: Partial<Record<keyof Resume['personalDetails'], string>> = {
  firstName: 'name',
  lastName: 'name',
  jobTitle: 'job title',
  email: 'email',
  phone: 'phone',
  location: 'location',
  linkedin: 'LinkedIn',
  website: 'website',
  photoUrl: 'photo',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Items of a list matched by id: how many were added, removed, and changed (by `same`). */
function compareItems<T extends { id: string }>(
  before: readonly T[],
  after: readonly T[],
  same: (a: T, b: T) => boolean,
): { added: number; removed: number; changed: T[][] } {
  const old = new Map(before.map((item) => [item.id, item]));
  const ids = new Set(after.map((item) => item.id));
  const changed: T[][] = [];
  let added = 0;
  for (const item of after) {
    const earlier = old.get(item.id);
    if (!earlier) added += 1;
    else if (!same(earlier, item)) changed.push([earlier, item]);
  }
  const removed = before.filter((item) => !ids.has(item.id)).length;
  return { added, removed, changed };
}

const json = (value: unknown) => JSON.stringify(value);

/** How many bullets differ between two lists, counted as a multiset: a reworded bullet is one change. */
function bulletsChanged(before: readonly string[], after: readonly string[]): number {
  const remaining = [...before];
  let unmatched = 0;
  for (const bullet of after) {
    const at = remaining.indexOf(bullet);
    if (at >= 0) remaining.splice(at, 1);
    else unmatched += 1;
  }
  return Math.max(unmatched, remaining.length);
}

/** The bullets the resume shows: a job holding both forms would otherwise count each change twice. */
const bulletsOf = (job: Resume['experience'][number]) => jobBulletTexts(job);

function describeList(
  label: string,
  noun: string,
  counts: { added: number; removed: number; edited: number },
) {
  const parts: string[] = [];
  if (counts.added) parts.push(`${plural(counts.added, noun)} added`);
  if (counts.removed) parts.push(`${plural(counts.removed, noun)} removed`);
  if (counts.edited) parts.push(`${plural(counts.edited, noun)} edited`);
  return parts.length ? `${label}: ${parts.join(', ')}` : undefined;
}

function describeExperience(before: Resume, after: Resume): string | undefined {
  const { added, removed, changed } = compareItems(
    before.experience,
    after.experience,
    (a, b) => json(a) === json(b),
  );
  let bullets = 0;
  let edited = 0;
  for (const [a, b] of changed) {
    if (!a || !b) continue;
    const count = bulletsChanged(bulletsOf(a), bulletsOf(b));
    bullets += count;
    const { bullets: _a, description: _da, ...restA } = a;
    const { bullets: _b, description: _db, ...restB } = b;
    if (json(restA) !== json(restB) || count === 0) edited += 1;
  }
  const parts: string[] = [];
  if (added) parts.push(`${plural(added, 'job')} added`);
  if (removed) parts.push(`${plural(removed, 'job')} removed`);
  if (edited) parts.push(`${plural(edited, 'job')} edited`);
  if (bullets) parts.push(`${plural(bullets, 'bullet')} changed`);
  const order = json(before.experience.map((j) => j.id)) !== json(after.experience.map((j) => j.id));
  if (!parts.length && order) parts.push('reordered');
  return parts.length ? `Experience: ${parts.join(', ')}` : undefined;
}

function describePersonal(before: Resume, after: Resume): string | undefined {
  const labels = new Set<string>();
  for (const [key, value] of Object.entries(after.personalDetails)) {
    const field = key as keyof Resume['personalDetails'];
    if (before.personalDetails[field] !== value) labels.add(PERSONAL_LABELS[field] ?? 'details');
  }
  return labels.size ? `Personal details: ${[...labels].join(', ')} changed` : undefined;
}

function describeSummary(before: Resume, after: Resume): string | undefined {
  const a = richTextToPlain(before.summary.content).trim();
  const b = richTextToPlain(after.summary.content).trim();
  if (a === b) return undefined;
  if (!a) return 'Summary added';
  if (!b) return 'Summary removed';
  return 'Summary rewritten';
}

function describeDesign(before: Resume, after: Resume): string | undefined {
  const parts: string[] = [];
  if (before.template !== after.template) parts.push(`template ${before.template} to ${after.template}`);
  if (before.colorScheme !== after.colorScheme)
    parts.push(`colour ${before.colorScheme} to ${after.colorScheme}`);
  if (before.fontSize !== after.fontSize) parts.push(`font size ${before.fontSize} to ${after.fontSize}`);
  if (before.pageSize !== after.pageSize) parts.push(`page size ${before.pageSize} to ${after.pageSize}`);
  return parts.length ? `Design: ${parts.join(', ')}` : undefined;
}

function describeSections(before: Resume, after: Resume): string[] {
  const oldById = new Map(before.additionalSections.map((section) => [section.id, section]));
  const lines: string[] = [];
  for (const section of after.additionalSections) {
    const label = section.title || section.type;
    const earlier = oldById.get(section.id);
    if (!earlier) {
      lines.push(`${label}: section added`);
      continue;
    }
    const { added, removed, changed } = compareItems(
      earlier.items,
      section.items,
      (a, b) => json(a) === json(b),
    );
    const line = describeList(label, 'item', { added, removed, edited: changed.length });
    if (line) lines.push(line);
  }
  const ids = new Set(after.additionalSections.map((section) => section.id));
  for (const section of before.additionalSections) {
    if (!ids.has(section.id)) lines.push(`${section.title || section.type}: section removed`);
  }
  return lines;
}

/** The changes from `before` to `after`, most read sections first; "No changes" when the two are the same. */
export function describeChanges(beforeInput: unknown, afterInput: unknown): string {
  const parsedBefore = resumeSchema.safeParse(beforeInput ?? {});
  const parsedAfter = resumeSchema.safeParse(afterInput ?? {});
  // Stored documents passed the schema when written; one that no longer does is still a version worth keeping.
  if (!parsedBefore.success || !parsedAfter.success) return 'Changes not described';
  const before = parsedBefore.data;
  const after = parsedAfter.data;
  const compare = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
    compareItems(a, b, (x, y) => json(x) === json(y));
  const education = compare(before.education, after.education);
  const skills = compare(before.skills, after.skills);
  const lines = [
    describePersonal(before, after),
    json(before.contactInfo) === json(after.contactInfo) ? undefined : 'Contact info changed',
    describeSummary(before, after),
    describeExperience(before, after),
    describeList('Education', 'entry', { ...education, edited: education.changed.length }),
    describeList('Skills', 'skill', { ...skills, edited: skills.changed.length }),
    ...describeSections(before, after),
    describeDesign(before, after),
  ].filter((line): line is string => line !== undefined);
  return lines.length ? lines.join('; ') : 'No changes';
}
