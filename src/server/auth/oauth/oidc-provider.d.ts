/**
 * The part of oidc-provider (v9, shipped without types) that the authorization server uses (ADR 0092). Loose on
 * purpose where the library passes its own structures through: these are read, never built, by our code.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload extends Record<string, unknown> {
    accountId?: string;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; redirect_uri?: string; scope?: string };
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface ClientRecord {
    clientId: string;
    clientName?: string;
    redirectUris?: string[];
  }

  export interface AccessTokenRecord {
    accountId: string;
    clientId: string;
    grantId: string;
    scope?: string;
    aud?: string | string[];
    isExpired: boolean;
  }

  export interface GrantRecord {
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the provider's configuration object is large and untyped upstream.
  export type Configuration = Record<string, any>;

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Grant: {
      new (input: { accountId: string; clientId: string }): GrantRecord;
      find(id: string): Promise<GrantRecord | undefined>;
    };
    AccessToken: { find(value: string): Promise<AccessTokenRecord | undefined> };
    Client: { find(id: string): Promise<ClientRecord | undefined> };
  }

  export const errors: { InvalidTarget: new (description?: string) => Error };
}
