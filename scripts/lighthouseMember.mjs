// A signed-up member for the signed-in Lighthouse audit: registered, verified with the mailed code
// (read from DATA_DIR/mail, where a server without SMTP_URL writes its mail), interests chosen (five, the minimum), and
// ten posts with an image each, so /dashboard shows a feed of ten posts with images.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const LIGHTHOUSE_POSTS = 10;

/**
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} route
 * @param {{ token?: string, body?: unknown, form?: FormData }} [options]
 */
async function api(baseUrl, method, route, { token, body, form } = {}) {
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const answer = /** @type {{ message?: string, data?: any }} */ (await response.json());
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

/** @param {string} dataDir @param {string} email */
async function mailedCode(dataDir, email) {
  const folder = path.join(dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const code = text.includes(email) ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail to ${email} in ${folder}`);
}

/** A photo-sized JPEG that differs per post (a gradient in its own colours). @param {number} n */
function postImage(n) {
  const hue = (n * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,35%)"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/><circle cx="${300 + n * 60}" cy="400" r="180" fill="rgba(255,255,255,0.35)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * @param {string} baseUrl
 * @param {string} dataDir the server's DATA_DIR
 * @returns {Promise<{ email: string, password: string }>}
 */
export async function createLighthouseMember(baseUrl, dataDir) {
  const tag = Date.now().toString(36);
  const member = {
    firstName: 'Robin',
    lastName: 'Audit',
    email: `robin.${tag}@example.com`,
    username: `robin_${tag}`,
    password: 'Sunrise42',
  };
  await api(baseUrl, 'POST', '/auth/register', { body: member });
  const otp = await mailedCode(dataDir, member.email);
  const { token } = await api(baseUrl, 'POST', '/auth/verify-email', { body: { email: member.email, otp } });
  /** @type {{ id: string }[]} */
  const categories = await api(baseUrl, 'GET', '/interests/categories');
  await api(baseUrl, 'POST', '/interests/select', {
    token,
    body: { categoryIds: categories.slice(0, 5).map((category) => category.id) },
  });
  for (let n = 1; n <= LIGHTHOUSE_POSTS; n++) {
    const form = new FormData();
    form.append('content', `Morning walk number ${n}: the light over the river was something else today.`);
    form.append('privacy', 'public');
    form.append('media', new Blob([await postImage(n)], { type: 'image/jpeg' }), `walk-${n}.jpg`);
    await api(baseUrl, 'POST', '/posts', { token, form });
  }
  return { email: member.email, password: member.password };
}
