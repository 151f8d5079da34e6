import { VIDEO_SNAPSHOT_MS } from '@/constants/index.ts';

/**
 * Media URLs (SPEC §7): object-storage host + path + suffix. Absolute URLs (already on some host) pass
 * through untouched.
 */
export interface MediaConfig {
  ossHost: string;
  ossSuffix: string;
}

let media: MediaConfig = { ossHost: '', ossSuffix: '' };

export function setMediaConfig(next: MediaConfig) {
  media = next;
}

export function mediaUrl(path: string | null | undefined, config: MediaConfig = media): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const slash = path.startsWith('/') ? '' : '/';
  return `${config.ossHost.replace(/\/$/, '')}${slash}${path}${config.ossSuffix}`;
}

/** The frame at 1000 ms, fast mode, via the storage host's video processing query. */
export function videoSnapshot(url: string): string {
  const joiner = url.includes('?') ? '&' : '?';
  return `${url}${joiner}x-oss-process=video/snapshot,t_${VIDEO_SNAPSHOT_MS},m_fast`;
}
