import { IMPORT_FILE_FIELD, type ImportResponse, importResponseSchema } from '../../../domain/import-api';
import { apiJson, throwIfNotOk } from '../../lib/http';

/** POST /api/import with a file (multipart) or pasted JSON; the answer is read, never saved. */
export async function importFile(file: File): Promise<ImportResponse> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  const response = await throwIfNotOk(
    await fetch('/api/import', { method: 'POST', body: form, credentials: 'include' }),
  );
  return importResponseSchema.parse(await response.json());
}

export async function importPastedJson(text: string): Promise<ImportResponse> {
  const jsonResume: unknown = JSON.parse(text);
  return importResponseSchema.parse(await apiJson<unknown>('POST', '/api/import', { jsonResume }));
}
