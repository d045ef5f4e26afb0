import net from 'node:net';

/**
 * Whether a URL an ad sends members to is safe to show: http(s) only, no credentials in it, and a
 * public host (not localhost, a private, loopback, link-local or otherwise internal address).
 * Answers the reason it is not, or null.
 */
export function unsafeUrlReason(text: string | null): string | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'The URL cannot be read';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https links are allowed';
  if (url.username || url.password) return 'Links must not carry credentials';
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isInternalName(host) || isPrivateAddress(host)) return 'Links must point to a public website';
  return null;
}

const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'];

function isInternalName(host: string): boolean {
  if (host === 'localhost' || !host.includes('.')) return net.isIP(host) === 0;
  return INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

function isPrivateAddress(host: string): boolean {
  const kind = net.isIP(host);
  if (kind === 4) return isPrivateV4(host);
  if (kind !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (mapped) return isPrivateV4(mapped[1]!);
  return (
    host === '::' ||
    host === '::1' ||
    host.startsWith('fc') ||
    host.startsWith('fd') ||
    /^fe[89ab]/.test(host) ||
    host.startsWith('::ffff:')
  );
}

function isPrivateV4(host: string): boolean {
  const [a = 0, b = 0] = host.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}
