import { eq } from 'drizzle-orm';
import { type InterfaceLanguage, isInterfaceLanguage } from '../../../domain/interface-languages';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';

/**
 * The language an account's calendar is written in: its own choice, else the asking browser's (a subscribed
 * feed has none), else English.
 */
export async function accountLanguage(
  db: Database,
  userId: string,
  requestLanguage: InterfaceLanguage | null = null,
): Promise<InterfaceLanguage> {
  const [row] = await db
    .select({ language: users.interfaceLanguage })
    .from(users)
    .where(eq(users.id, userId));
  if (isInterfaceLanguage(row?.language)) return row.language;
  return requestLanguage ?? 'en';
}
