import { ERROR_MESSAGES, type ErrorEnvelope } from '@trust/shared';

/** A failed API call, carrying the envelope's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorEnvelope | null;
    throw new ApiError(
      response.status,
      body?.error.code ?? 'unknown',
      body?.error.message ?? ERROR_MESSAGES.generic,
      body?.error.fields,
    );
  }
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

export const apiGet = <T>(url: string, init: RequestInit = {}) => request<T>(url, init);

export const apiPost = <T>(url: string, body?: unknown, init: RequestInit = {}) =>
  apiSend<T>('POST', url, body, init);

export const apiSend = <T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  init: RequestInit = {},
) =>
  request<T>(url, {
    ...init,
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
