import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';

/**
 * A local stand-in for a browser push service (FCM, Mozilla autopush...), speaking the Web Push
 * protocol over HTTPS with a certificate made at start: it accepts `POST /push/<device>` only with
 * `Content-Encoding: aes128gcm`, a TTL and a valid VAPID `Authorization` (an ES256 JWT for this
 * origin, signed by the key it names), and decrypts the message with the device's keys, as the
 * browser would. A device can be made to answer 410 Gone (unsubscribed) or fail a few times.
 */

export interface BrowserKeys {
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  device: string;
  status: number;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  /** The decrypted message, parsed as JSON; undefined when it was refused before decrypting. */
  payload: unknown;
}

export interface PushServiceStandIn {
  origin: string;
  /** The PEM file of its certificate, for NODE_EXTRA_CA_CERTS of a spawned server. */
  certificateFile: string;
  /** An agent that trusts the certificate, for web-push's `agent` option in this process. */
  agent: https.Agent;
  endpointFor(device: string): string;
  /** The browser side of a device: its keys decrypt what is pushed to it. */
  registerDevice(device: string, keys: BrowserKeys): void;
  /** From now on the device answers 410 Gone, as after the member unsubscribed in the browser. */
  unsubscribeDevice(device: string): void;
  /** The next `statuses.length` pushes to the device are answered with these statuses. */
  failNext(device: string, ...statuses: number[]): void;
  received: ReceivedPush[];
  /** Requests refused for a protocol error, with the reason. */
  refused: { device: string; reason: string }[];
  close(): Promise<void>;
}

function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}

/** Checks `vapid t=<jwt>, k=<public key>` (RFC 8292) and returns its claims, or why it is refused. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [encodedHeader, encodedClaims, signature] = jwt.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') return 'the JWT is not ES256';
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT signature does not match k';
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return 'exp is not within 24 hours';
  return { ...claims, publicKey };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-push-'));
  const { key, cert, certFile } = makeCertificate(dir);
  const devices = new Map<string, BrowserKeys>();
  const gone = new Set<string>();
  const failures = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceStandIn['refused'] = [];
  let origin = '';

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const refuse = (status: number, reason: string) => {
        refused.push({ device: device ?? String(req.url), reason });
        res.writeHead(status).end(reason);
      };
      if (req.method !== 'POST' || !device) return refuse(404, 'no such endpoint');
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return refuse(400, 'no TTL');
      const vapid = checkVapid(req.headers.authorization, origin);
      if (typeof vapid === 'string') return refuse(401, vapid);

      const push = {
        device,
        ttl: req.headers.ttl as string,
        urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined,
        vapid,
      };
      const failure = failures.get(device)?.shift();
      const status = gone.has(device) ? 410 : (failure ?? 201);
      const keys = devices.get(device);
      if (status !== 201 || !keys) {
        received.push({ ...push, status: keys ? status : 404, payload: undefined });
        return res.writeHead(keys ? status : 404).end();
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: keys.ecdh,
        authSecret: keys.authSecret,
      });
      received.push({ ...push, status, payload: JSON.parse(plain.toString('utf8')) });
      res.writeHead(201, { Location: `${origin}/message/${crypto.randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    origin,
    certificateFile: certFile,
    agent: new https.Agent({ ca: cert }),
    endpointFor: (device) => `${origin}/push/${device}`,
    registerDevice: (device, keys) => devices.set(device, keys),
    unsubscribeDevice: (device) => gone.add(device),
    failNext: (device, ...statuses) => failures.set(device, statuses),
    received,
    refused,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
