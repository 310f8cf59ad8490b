// oidc-provider ships no TypeScript types; these cover the part the local test provider (fake-google) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    /** The provider session the interaction started in, when the browser had one. */
    session?: { uid: string; accountId?: string };
    persist(): Promise<void>;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    readonly Session: { findByUid(uid: string): Promise<{ destroy(): Promise<void> } | undefined> };
    readonly Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export namespace interactionPolicy {
    class Prompt {
      constructor(options: { name: string; requestable?: boolean });
    }
    interface Policy extends Array<Prompt> {
      add(prompt: Prompt, index?: number): void;
    }
    function base(): Policy;
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  const MemoryAdapter: new (model: string) => object;
  export default MemoryAdapter;
}
