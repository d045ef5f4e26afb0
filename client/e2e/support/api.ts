import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import type { CommentDto, InterestCategoryDto, PostDto, PostPageDto, SelfUserDto } from '@flock/shared';
import { MIN_INTERESTS } from '@flock/shared';
import { waitForServiceWorker } from './browser.js';
import { newMember, signIn, verificationCodeFor, waitForPath, type Member } from './members.js';
import type { Stack } from './stack.js';

/** The server's API straight from the test: to set up data quickly and to check what the server holds. */

export interface ApiMember extends Member {
  id: string;
  token: string;
}

export interface ApiAnswer<T> {
  status: number;
  success: boolean;
  message?: string;
  code?: string;
  data: T;
}

export async function callApi<T = unknown>(
  stack: Stack,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${stack.baseUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Omit<ApiAnswer<T>, 'status'>;
  return { status: response.status, ...envelope };
}

/** Like callApi, for calls that must succeed: their data. */
export async function apiData<T = unknown>(
  stack: Stack,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await callApi<T>(stack, token, method, path, body);
  if (!answer.success) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.message ?? ''}`);
  }
  return answer.data;
}

/**
 * A verified member with their interests chosen, made without the browser: registration, the
 * mailed code and the interest choice all go through the API.
 */
export async function signUpViaApi(stack: Stack, firstName = 'Robin'): Promise<ApiMember> {
  const member = newMember(firstName);
  const mailsBefore = stack.mail.messages.length;
  const { password, ...fields } = member;
  await apiData(stack, null, 'POST', '/auth/register', { ...fields, password });
  const otp = await verificationCodeFor(stack, member.email, mailsBefore);
  const { token, user } = await apiData<{ token: string; user: SelfUserDto }>(
    stack,
    null,
    'POST',
    '/auth/verify-email',
    { email: member.email, otp },
  );
  const categories = await apiData<InterestCategoryDto[]>(stack, null, 'GET', '/interests/categories');
  await apiData(stack, token, 'POST', '/interests/select', {
    categoryIds: categories.slice(0, MIN_INTERESTS).map((category) => category.id),
  });
  return { ...member, id: user.id, token };
}

/** Signs the member in through the form; ends on the dashboard with the service worker in control. */
export async function openAppAs(page: Page, stack: Stack, member: Member): Promise<void> {
  // A tab behind another gets no animation frames, which puppeteer's locators wait for.
  await page.bringToFront();
  await signIn(page, stack, member);
  await waitForPath(page, '/dashboard');
  await waitForServiceWorker(page);
}

/** A public post by `author`; with `imageFile`, sent as multipart like the app does. */
export async function createPostViaApi(
  stack: Stack,
  author: ApiMember,
  content: string,
  imageFile?: string,
): Promise<PostDto> {
  if (!imageFile) {
    const { post } = await apiData<{ post: PostDto }>(stack, author.token, 'POST', '/posts', {
      content,
      privacy: 'public',
    });
    return post;
  }
  const form = new FormData();
  form.append('content', content);
  form.append('privacy', 'public');
  form.append(
    'media',
    new Blob([fs.readFileSync(imageFile)], { type: 'image/png' }),
    path.basename(imageFile),
  );
  const response = await fetch(`${stack.baseUrl}/api/posts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${author.token}` },
    body: form,
  });
  const answer = (await response.json()) as { data?: { post: PostDto }; message?: string };
  if (!response.ok || !answer.data)
    throw new Error(`POST /posts answered ${response.status}: ${answer.message}`);
  return answer.data.post;
}

export async function commentViaApi(
  stack: Stack,
  member: ApiMember,
  postId: string,
  content: string,
): Promise<CommentDto> {
  const { comment } = await apiData<{ comment: CommentDto }>(
    stack,
    member.token,
    'POST',
    `/posts/${postId}/comments`,
    { content },
  );
  return comment;
}

export async function deletePostViaApi(stack: Stack, author: ApiMember, postId: string): Promise<void> {
  await apiData(stack, author.token, 'DELETE', `/posts/${postId}`);
}

/** A member's posts as `viewer` sees them, newest first (one page of 50). */
export async function postsBy(stack: Stack, viewer: ApiMember, author: ApiMember): Promise<PostDto[]> {
  const page = await apiData<PostPageDto>(stack, viewer.token, 'GET', `/posts/user/${author.id}?limit=50`);
  return page.posts;
}

export async function postAsSeenBy(stack: Stack, viewer: ApiMember, postId: string): Promise<PostDto> {
  const { post } = await apiData<{ post: PostDto }>(stack, viewer.token, 'GET', `/posts/${postId}`);
  return post;
}

export async function commentsOn(stack: Stack, viewer: ApiMember, postId: string): Promise<CommentDto[]> {
  const { comments } = await apiData<{ comments: CommentDto[] }>(
    stack,
    viewer.token,
    'GET',
    `/posts/${postId}/comments?limit=50`,
  );
  return comments;
}
