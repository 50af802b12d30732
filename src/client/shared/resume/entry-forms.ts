import { z } from 'zod';
import { readJson, removeKey, writeJson } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Entry forms typed but not yet added to the resume (a job, a school, a course), kept in localStorage per
 * resume so that changing step or reloading never throws them away (issue 29, ADR 0072). A guest's resume is
 * GUEST_SCOPE; a server draft is its id. A form is removed once its entry is added (or it is emptied).
 */

export type EntryFormName = 'experience' | 'education' | 'courses';
/** A form as flat fields: text and check boxes. */
export type EntryFormValue = Record<string, string | boolean>;

export const GUEST_SCOPE = 'guest';
/** Drafts whose forms are kept; the least recently typed-in go first. */
export const MAX_SCOPES = 20;

const storedSchema = z.record(
  z.string(),
  z.object({
    at: z.number(),
    forms: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.boolean()]))),
  }),
);
type Stored = z.infer<typeof storedSchema>;

function readAll(): Stored {
  return readJson(STORAGE_KEYS.entryForms, storedSchema) ?? {};
}

function writeAll(stored: Stored): void {
  const scopes = Object.entries(stored)
    .filter(([, entry]) => Object.keys(entry.forms).length > 0)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_SCOPES);
  if (scopes.length === 0) removeKey(STORAGE_KEYS.entryForms);
  else writeJson(STORAGE_KEYS.entryForms, Object.fromEntries(scopes));
}

/**
 * The form kept for this resume, read field by field against `empty`: a field missing or of another type
 * takes the empty form's value, so a form kept by an older version never breaks the step. Null when none.
 */
export function readEntryForm<T extends EntryFormValue>(
  scope: string,
  name: EntryFormName,
  empty: T,
): T | null {
  const stored = readAll()[scope]?.forms[name];
  if (!stored) return null;
  const form: EntryFormValue = { ...empty };
  for (const [key, fallback] of Object.entries(empty)) {
    const value = stored[key];
    if (typeof value === typeof fallback) form[key] = value as string | boolean;
  }
  return form as T;
}

/** Keeps the form as typed; null (or the empty form, which the caller passes as null) removes it. */
export function writeEntryForm(
  scope: string,
  name: EntryFormName,
  form: EntryFormValue | null,
  now: number = Date.now(),
): void {
  const stored = readAll();
  const forms = { ...stored[scope]?.forms };
  if (form === null) {
    if (!(name in forms)) return;
    delete forms[name];
  } else forms[name] = form;
  stored[scope] = { at: now, forms };
  writeAll(stored);
}

/** Start Over, new=true, a sample template: the resume's typed forms go with it. */
export function clearEntryForms(scope: string): void {
  const stored = readAll();
  if (!(scope in stored)) return;
  delete stored[scope];
  writeAll(stored);
}

/**
 * A guest's resume became a server draft (its first save): the forms typed meanwhile are the draft's now.
 * Forms the draft already had are kept over the moved ones.
 */
export function moveEntryForms(from: string, to: string, now: number = Date.now()): void {
  if (from === to) return;
  const stored = readAll();
  const moving = stored[from];
  if (!moving) return;
  delete stored[from];
  stored[to] = { at: now, forms: { ...moving.forms, ...stored[to]?.forms } };
  writeAll(stored);
}
