import crypto from 'node:crypto';

/** What a browser's PushManager makes for a subscription: a P-256 key pair and a 16-byte auth secret. */
export function browserPushKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}
