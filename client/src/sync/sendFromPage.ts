import {
  describeOutboxRequest,
  MISSING_FILE_MESSAGE,
  NETWORK_OUTCOME,
  outcomeFromResponse,
  type OutboxEntry,
  type OutboxRequest,
  type ReadMedia,
  type SendOutcome,
} from '@flock/shared';
import { API_ORIGIN } from '../api/apiOrigin';
import { setUploadProgress } from './uploadProgress';

/**
 * Sends one outbox entry from the page: JSON with fetch, uploads with XMLHttpRequest for their progress.
 * Either gives up after the request's `timeoutMs`, as a network failure to retry.
 */
export async function sendFromPage(
  entry: OutboxEntry,
  token: string,
  readMedia: ReadMedia,
): Promise<SendOutcome> {
  const request = await describeOutboxRequest(entry, token, readMedia, API_ORIGIN);
  if (!request) return { status: 400, message: MISSING_FILE_MESSAGE };
  if (request.parts) return upload(request, entry.entityId);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.json,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return outcomeFromResponse(response.status, await response.text());
  } catch {
    return NETWORK_OUTCOME;
  }
}

function upload(request: OutboxRequest, entityId: string): Promise<SendOutcome> {
  const form = new FormData();
  for (const part of request.parts ?? []) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, part.file.blob as Blob, part.file.name);
  }
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const finish = (outcome: SendOutcome) => {
      setUploadProgress(entityId, null);
      resolve(outcome);
    };
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) setUploadProgress(entityId, event.loaded / event.total);
    };
    xhr.onload = () => finish(outcomeFromResponse(xhr.status, xhr.responseText));
    xhr.onerror = () => finish(NETWORK_OUTCOME);
    xhr.onabort = () => finish(NETWORK_OUTCOME);
    xhr.ontimeout = () => finish(NETWORK_OUTCOME);
    setUploadProgress(entityId, 0);
    xhr.send(form);
  });
}
