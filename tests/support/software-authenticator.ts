import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * Test-only: a platform authenticator in software, making the same objects a browser's navigator.credentials
 * would (attestation "none", ES256 keys), so the passkey routes run the real @simplewebauthn/server checks.
 */

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

export function softwareAuthenticator(rpID: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  return {
    credentialId: b64u(credentialId),
    /** navigator.credentials.create() for these options. */
    register(options: { challenge: string; user?: { id: string } }, overrides: { origin?: string } = {}) {
      userHandle = options.user?.id ?? '';
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: 'webauthn.create',
          challenge: options.challenge,
          origin: overrides.origin ?? origin,
        }),
      );
      const cosePublicKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpID),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        uint32(counter),
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        Buffer.from(cosePublicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64u(clientDataJSON),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get() for these options. */
    signIn(options: { challenge: string }) {
      counter += 1;
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
      );
      const authenticatorData = Buffer.concat([sha256(rpID), Buffer.from([0x05]), uint32(counter)]);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64u(clientDataJSON),
          authenticatorData: b64u(authenticatorData),
          signature: b64u(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
