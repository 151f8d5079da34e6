import { extend, type RequestOptionsInit } from 'umi-request';
import type { ApiFailure, ApiSuccess } from '@/contract/envelope.ts';
import { translate } from '@/locales/runtime.ts';
import { clearSession, getToken, markSessionEnded } from '@/services/session.ts';
import { announceTokenEnded } from '@/services/sessionSync.ts';
import { catalogueMessageId, RequestError, REQUEST_NOTIFICATION_KEY } from './errors.ts';
import { dropNullish, isPlainObject } from './form.ts';
import { showErrorNotification } from './notifier.ts';
import { prefetchGet, takePrefetched } from './prefetch.ts';
import { reloadAtRoot } from './reload.ts';
import { signatureHeaders } from './sign.ts';

/**
 * The one HTTP client of the app (umi-request), and the only module that may import umi-request.
 *
 * Every request: the `requestUrl` prefix, a form-encoded body by default (null/undefined dropped) or JSON
 * with `requestType: 'json'`, and the headers SPEC §7 lists (Content-Type, api-version, token, apiSecret,
 * timestamp, rand). Every failure, including a 2xx body with `success: false`, goes through one error
 * handler that shows a notification (unless the caller passes `skipErrorHandler`) and rethrows a
 * RequestError.
 *
 * A 401 to a request that carried the tab's session token ends that session, whatever the caller asked for
 * (the start-up session check included): the session is emptied (here and in the tabs sharing it) and the app
 * reloads at its root, once, where it says that the session ended. A 401 to a request sent without a token (a
 * visitor) ends nothing and reloads nothing: it is an ordinary failure for the caller.
 */
export interface RequestOptions extends RequestOptionsInit {
  /** The caller shows the error itself (e.g. a form mapping field errors): no notification. A 401 still signs out. */
  skipErrorHandler?: boolean;
  /**
   * The caller shows a 422's field reasons on its form (useSubmit passes this): no notification for a 422 that
   * carries field reasons. Every other failure is handled as usual.
   */
  handlesFieldErrors?: boolean;
  /**
   * A detail page shows its own not-found state for an unknown id: no notification for a 404. Every other
   * failure (403, 5xx, no answer …) is notified as usual, and a 401 still signs out.
   */
  handlesNotFound?: boolean;
  /** Business error codes the caller answers itself (e.g. QUOTA_EXHAUSTED offers the plans): no notification. */
  handlesErrorCodes?: readonly string[];
  /** Send this token rather than the tab's (signing out tells the API which session it has already ended here). */
  sessionToken?: string;
}

/** Whether the notification for this failure is the caller's business rather than the request module's. */
function callerShowsIt(failure: RequestError, options: RequestOptions | undefined): boolean {
  if (options?.skipErrorHandler) return true;
  if (options?.handlesNotFound && failure.status === 404) return true;
  if (failure.errorCode && options?.handlesErrorCodes?.includes(failure.errorCode)) return true;
  return Boolean(options?.handlesFieldErrors && failure.status === 422 && failure.fields.length);
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

const config = {
  requestUrl: `${import.meta.env.VITE_API_HOST ?? ''}/user`,
  signKey: import.meta.env.VITE_API_SIGN_KEY as string,
};

/** The initial state may replace the API base at runtime. */
export function setRequestUrl(url: string) {
  config.requestUrl = url;
}
export function getRequestUrl() {
  return config.requestUrl;
}

let redirecting = false;
/** The token a deliberate sign-out (or the account's deletion) is ending: see letSessionGo. */
let leavingToken = '';

/**
 * A sign-out on purpose is under way with this token: the tab leaves for its next page, and only then empties the
 * session (src/app/signOut.ts). A request still in flight with the token (the badge's poll, the live stream's
 * reconnect) can meanwhile come back 401 — deleting the account ends every session at once — and must not turn
 * the sign-out into "your session expired": no reload at the root (which cut off the "账号已注销" message), no
 * notice.
 */
export function letSessionGo(token: string) {
  leavingToken = token;
}

/** The token a request went out with (the interceptor put it in the headers). */
function sentToken(options: RequestOptions | undefined): string {
  const headers = options?.headers as Record<string, string> | undefined;
  return headers?.token ?? '';
}

/**
 * A 401: ends the session the request was sent with, if it is still this tab's session. Returns whether the
 * session ended (or is already ending), so that no notification flashes before the reload.
 */
function endSessionOn401(options: RequestOptions | undefined): boolean {
  if (redirecting) return true;
  const token = sentToken(options);
  // A visitor's request, or one sent with a token this tab has since replaced: there is no session to end,
  // and reloading would only repeat the request (the endless reload of issue 8).
  if (!token || token !== getToken()) return false;
  if (token === leavingToken) return true;
  clearSession();
  announceTokenEnded(token);
  // Several requests can fail with 401 together (and StrictMode doubles effects): navigate only once.
  redirecting = true;
  markSessionEnded('expired');
  reloadAtRoot();
  return true;
}
/** Tests only: forget that a redirect already happened. */
export function resetUnauthorizedGuard() {
  redirecting = false;
  leavingToken = '';
}

function toRequestError(error: unknown): RequestError {
  if (error instanceof RequestError) return error;
  const e = error as { response?: Response; data?: Partial<ApiFailure>; message?: string };
  if (e?.response) {
    const body = e.data && typeof e.data === 'object' ? e.data : {};
    return new RequestError(e.response.status, body.errorMessage || e.response.statusText, body.errorCode, body.errors ?? [], body.retryAfter);
  }
  return new RequestError(0, e?.message ?? 'network error');
}

/**
 * The notification for a failure, per the error catalogue (SPEC §8): titled with the status code whenever a
 * response arrived, "网络异常" when none did, and "当前处于离线状态" when none could (the browser is offline). The description leads with what the API said about this
 * request (its errorMessage: "您已投递过该职位"), the human part, then the catalogue's meaning of the status, or
 * the status text when the catalogue has none. A 2xx answered with `success: false` has no catalogue meaning
 * (the 2xx texts describe successes), so only the API's words are shown there.
 */
export function describeFailure(error: RequestError, statusText = ''): { title: string; description: string } {
  if (error.isNetworkError) {
    // The browser knows it has no network at all: say that, rather than blame the server.
    if (!navigator.onLine) return { title: translate('request.error.offline.title'), description: translate('request.error.offline') };
    return { title: translate('request.error.network.title'), description: translate('request.error.network') };
  }
  const failed = error.status >= 300;
  const id = failed ? catalogueMessageId(error.status) : null;
  const meaning = id ? translate(id) : failed ? statusText : '';
  // toRequestError falls back to the status text when the body had no message: that is not the API's words.
  const said = error.message && error.message !== statusText ? error.message : '';
  const lines = [...new Set([said, meaning].filter(Boolean))];
  return { title: String(error.status), description: lines.join('\n') || translate('request.error.business') };
}

/**
 * What every failure goes through, whichever transport sent the request (umi-request here, XMLHttpRequest for
 * uploads with progress): a 401 ends the session, anything else the caller does not show itself is notified.
 */
export function reportFailure(failure: RequestError, options: RequestOptions | undefined, statusText?: string) {
  const sessionEnded = failure.status === 401 && endSessionOn401(options);
  // A session that ended is announced after the reload (notifier.ts), not in a notice the reload would cut off.
  if (!sessionEnded && !callerShowsIt(failure, options)) {
    const { title, description } = describeFailure(failure, statusText);
    showErrorNotification(REQUEST_NOTIFICATION_KEY, title, description);
  }
}

/** The headers SPEC §7 asks of every request: content type, token and signature. */
export function requestHeaders(json: boolean, token = getToken()): Record<string, string> {
  return { 'Content-Type': json ? JSON_CONTENT_TYPE : FORM_CONTENT_TYPE, token, ...signatureHeaders(config.signKey) };
}

/** A path of the API (`/me/…`) as the URL a request goes to; absolute URLs pass through. */
export const apiUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${config.requestUrl}${url}`);

/**
 * umi-request's configuration (umi's `request` runtime config, re-exported by src/app/app.tsx): form bodies by
 * default and one error handler for every failure. The prefix, headers and envelope are the interceptors' below.
 */
export const requestConfig = {
  requestType: 'form',
  errorHandler(error: unknown) {
    const failure = toRequestError(error);
    const options = (error as { request?: { options?: RequestOptions } }).request?.options;
    reportFailure(failure, options, (error as { response?: Response }).response?.statusText);
    // Rethrow so the caller's promise rejects (a returned value would resolve it, see STACK.md §2d).
    throw failure;
  },
} satisfies RequestOptionsInit;

const request = extend(requestConfig);

request.interceptors.request.use(
  (url, options: RequestOptions) => {
    const json = options.requestType === 'json';
    const data = !json && isPlainObject(options.data) ? dropNullish(options.data) : options.data;
    const params = isPlainObject(options.params) ? dropNullish(options.params) : options.params;
    return {
      url: apiUrl(url),
      options: { ...options, data, params, headers: { ...(options.headers as Record<string, string>), ...requestHeaders(json, options.sessionToken) } },
    };
  },
  { global: false },
);

/** A 2xx body with `success: false` is a failure too: raise it into the error handler. */
request.interceptors.response.use(
  async (response, options) => {
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Partial<ApiFailure> | null;
    if (body && body.success === false) {
      const failure = new RequestError(response.status, body.errorMessage ?? '', body.errorCode ?? 'BUSINESS_ERROR', body.errors ?? [], body.retryAfter);
      // Shaped like umi-request's own errors, so the error handler finds the caller's options and the status text.
      throw Object.assign(failure, { request: { options }, response });
    }
    return response;
  },
  { global: false },
);

/** Sends a request and unwraps the envelope's `data`. */
export async function callApi<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const body = (await request<ApiSuccess<T>>(url, options)) as ApiSuccess<T>;
  return body.data;
}

/** A GET: the response prefetched at start-up for this page, if there is one (./prefetch.ts), else sent now. */
async function get<T>(url: string, params?: object, options?: RequestOptions): Promise<T> {
  const prefetched = await takePrefetched(url, params);
  if (prefetched?.ok) return prefetched.value as T;
  return callApi<T>(url, { ...options, method: 'GET', params });
}

export { peekPrefetched, prefetchesSettled } from './prefetch.ts';

/** Starts a GET that the page about to render will send (see ./prefetch.ts). */
export function prefetch(url: string, params?: object) {
  prefetchGet(url, params, () => callApi(url, { method: 'GET', params, skipErrorHandler: true }));
}

export const api = {
  get,
  /** Raw bytes (a private file under the media host), on a signed request. */
  blob: (url: string, options?: RequestOptions) => request<Blob>(url, { ...options, method: 'GET', responseType: 'blob' }) as Promise<Blob>,
  post: <T>(url: string, data?: object, options?: RequestOptions) => callApi<T>(url, { ...options, method: 'POST', data }),
  put: <T>(url: string, data?: object, options?: RequestOptions) => callApi<T>(url, { ...options, method: 'PUT', data }),
  delete: <T>(url: string, data?: object, options?: RequestOptions) => callApi<T>(url, { ...options, method: 'DELETE', data }),
};

export { RequestError } from './errors.ts';
export default request;
