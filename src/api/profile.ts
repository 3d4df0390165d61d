import { id, isObject, readCurrentUser, text } from './answer-readers.js';
import { readNothing, type CallOptions, type LoyaltyClient } from './client.js';
import type { CurrentUser, Platform, ProfileChanges, UploadTarget } from './types.js';

/** The image types an avatar may be, and its largest size: what the fan is told before choosing. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** `GET /resource`'s `{url, resourceId}`: an upload address that is not http(s) is one we will not send a file to. */
export function readUploadTarget(body: unknown): UploadTarget | undefined {
  if (!isObject(body)) return undefined;
  const url = text(body.url);
  const resourceId = id(body.resourceId);
  let usable = false;
  try {
    usable = !!url && /^https?:$/.test(new URL(url).protocol);
  } catch {
    // Not an address.
  }
  return usable && resourceId !== undefined ? { url: url!, resourceId } : undefined;
}

/** Changes the fan's profile (only the fields given); the answer is the fan as `GET /user` reads them. */
export function updateProfile(client: LoyaltyClient, changes: ProfileChanges, token: string, options?: CallOptions): Promise<CurrentUser> {
  return client.call('PUT', '/user', readCurrentUser, { body: changes, token, ...options });
}

/**
 * The avatar, in the three documented steps: where to upload (`GET /resource` with the file's name
 * and type), the bytes there, then `PUT /user` with the new resource. Any step that fails leaves the
 * fan's avatar as it was (the last step is the only one that changes it).
 */
export async function uploadAvatar(client: LoyaltyClient, file: File, token: string, options: CallOptions = {}): Promise<CurrentUser> {
  const query = new URLSearchParams({ name: file.name || 'avatar', type: file.type });
  const target = await client.call('GET', `/resource?${query}`, readUploadTarget, { token, ...options });
  await client.putFile(target.url, file, options.signal);
  return updateProfile(client, { avatarResourceId: target.resourceId }, token, options);
}

/** Disconnects a platform from the fan's account. */
export function disconnectPlatform(client: LoyaltyClient, platform: Platform, token: string, options?: CallOptions): Promise<void> {
  return client.call('DELETE', `/user/profile/${encodeURIComponent(platform)}`, readNothing, { token, ...options });
}
