import type { ApiFailure } from '@/contract/envelope.ts';
import { RequestError } from './errors.ts';
import { apiUrl, reportFailure, requestHeaders, type RequestOptions } from './index.ts';

/**
 * A JSON POST that reports how much of its body has gone out, for uploads with a progress bar. fetch cannot
 * tell upload progress, so this one request goes through XMLHttpRequest; its headers (token, signature) and
 * its failures (401 signs out, notifications, RequestError) are those of every other request.
 */
export interface UploadOptions extends Pick<RequestOptions, 'skipErrorHandler' | 'handlesFieldErrors'> {
  /** Fraction of the body sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function postWithProgress<T>(url: string, body: object, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = requestHeaders(true);
    xhr.open('POST', apiUrl(url));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    const fail = (failure: RequestError) => {
      reportFailure(failure, { ...options, headers }, xhr.statusText);
      reject(failure);
    };
    xhr.onload = () => {
      const parsed = parseEnvelope<T>(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && parsed?.success !== false && parsed) return resolve(parsed.data as T);
      fail(new RequestError(xhr.status, parsed?.errorMessage || xhr.statusText, parsed?.errorCode, parsed?.errors ?? [], parsed?.retryAfter));
    };
    xhr.onerror = () => fail(new RequestError(0, 'network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}

type Envelope<T> = Partial<Omit<ApiFailure, 'success'>> & { success?: boolean; data?: T };

/** The API's envelope, or null for anything else (a proxy's error page): then the status alone decides. */
function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope<T>) : null;
  } catch {
    return null;
  }
}
