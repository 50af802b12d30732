import { describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX_LENGTH, renamePasskeySchema } from './passkey-api';

describe('a passkey name', () => {
  it('may be exactly the longest length, and the message for one longer says so truthfully', () => {
    expect(renamePasskeySchema.safeParse({ name: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH) }).success).toBe(true);
    const tooLong = renamePasskeySchema.safeParse({ name: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe('Name must be at most 60 characters');
  });
});
