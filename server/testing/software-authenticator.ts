import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software for route tests: it answers WebAuthn options as a browser and a platform
 * authenticator would (WebAuthn Level 3 §6: authenticator data, "none" attestation, ES256 signatures), so the
 * server's real verification (@simplewebauthn/server) checks real signatures. The browser specs use Chromium's own
 * virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** The few CBOR items (RFC 8949) attestation objects and COSE keys need: integers, bytes, text and maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();

interface Options {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
  user?: { id: string };
}

export interface PasskeyAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, string>;
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32).toString('base64url');
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle: string | undefined;

  constructor(private readonly origin: string) {}

  /** The answer of navigator.credentials.create() to registration options. */
  create(optionsJson: unknown): PasskeyAnswer {
    const options = optionsJson as Options;
    const rpId = options.rp!.id;
    this.userHandle = options.user?.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]), credentialId, cbor(coseKey)]);
    // Flags: user present, user verified, attested credential data included.
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x01 | 0x04 | 0x40]), this.counterBytes(), attested]);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    return this.answer({
      clientDataJSON: clientDataJSON.toString('base64url'),
      attestationObject: cbor({ fmt: 'none', attStmt: {}, authData }).toString('base64url'),
      transports: 'internal',
    });
  }

  /** The answer of navigator.credentials.get() to authentication options, signed with this passkey's key. */
  get(optionsJson: unknown, overrides: { origin?: string; privateKey?: KeyObject } = {}): PasskeyAnswer {
    const options = optionsJson as Options;
    this.counter += 1;
    const authData = Buffer.concat([sha256(options.rpId!), Buffer.from([0x01 | 0x04]), this.counterBytes()]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), { key: overrides.privateKey ?? this.keys.privateKey, dsaEncoding: 'der' });
    return this.answer({
      clientDataJSON: clientDataJSON.toString('base64url'),
      authenticatorData: authData.toString('base64url'),
      signature: signature.toString('base64url'),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }

  private counterBytes(): Buffer {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(this.counter);
    return out;
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private answer(response: Record<string, string>): PasskeyAnswer {
    const { transports: _transports, ...rest } = response;
    return { id: this.credentialId, rawId: this.credentialId, type: 'public-key', response: rest, clientExtensionResults: {}, authenticatorAttachment: 'platform' };
  }
}
