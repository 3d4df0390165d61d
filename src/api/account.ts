import { isObject, readAuth, readUser, token } from './answer-readers.js';
import { readNothing, type CallOptions, type LoyaltyClient } from './client.js';
import type { Auth, ForgotPasswordRequest, ResetPasswordRequest, SignupRequest, SignupResult } from './types.js';

/** Sign up's `{token, user, href?}`; an `href` that is not text is an answer we cannot follow. */
export function readSignup(body: unknown): SignupResult | undefined {
  const auth = readAuth(body);
  const href = (body as { href?: unknown } | undefined)?.href;
  if (!auth || (href != null && typeof href !== 'string')) return undefined;
  return href ? { ...auth, href } : auth;
}

/** What a password reset answers: nothing (the base contract), or a token, with the fan or without. */
export function readReset(body: unknown): Partial<Auth> {
  return isObject(body) ? { token: token(body.token), user: readUser(body.user) } : {};
}

export function signup(client: LoyaltyClient, body: SignupRequest, options?: CallOptions): Promise<SignupResult> {
  return client.call('POST', '/signup', readSignup, { body, ...options });
}

export function forgotPassword(client: LoyaltyClient, body: ForgotPasswordRequest, options?: CallOptions): Promise<void> {
  return client.call('POST', '/password/forgot', readNothing, { body, ...options });
}

/** The reset; a service that answers with a token (the extension) lets the fan in at once. */
export function resetPassword(client: LoyaltyClient, body: ResetPasswordRequest, options?: CallOptions): Promise<Partial<Auth>> {
  return client.call('POST', '/password/reset', readReset, { body, ...options });
}
