// A software passkey for tests: a real P-256 key made with node:crypto, answering WebAuthn
// registration (attestation `none`) and authentication as a browser's authenticator would, with
// the authenticator data and CBOR built here byte by byte.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class VirtualAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #key: KeyObject;
  readonly #publicKey: KeyObject;
  #counter = 0;
  #userHandle: string | null = null;

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#key = pair.privateKey;
    this.#publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  #authData(flags: number, attested: Uint8Array | null): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  #clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The response `navigator.credentials.create()` would give (as @simplewebauthn/browser encodes it). */
  register(options: CreationOptions, origin = this.origin) {
    this.#userHandle = options.user.id;
    const jwk = this.#publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y as string, 'base64url'))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const authData = this.#authData(FLAG_UP | FLAG_UV | FLAG_AT, attested);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The response `navigator.credentials.get()` would give; each use advances the counter. */
  authenticate(options: RequestOptions, origin = this.origin) {
    this.#counter += 1;
    const authData = this.#authData(FLAG_UP | FLAG_UV, null);
    const clientData = this.#clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.#key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.#userHandle ?? undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
