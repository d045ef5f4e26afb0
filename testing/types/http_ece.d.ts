/** The parts of `http_ece` (Encrypted Content-Encoding, RFC 8188; web-push's own dependency) the tests use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version?: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: Buffer | string;
    dh?: Buffer | string;
  }

  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}
