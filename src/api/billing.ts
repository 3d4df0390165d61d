import { finite, isObject, text } from './answer-readers.js';
import type { CallOptions, LoyaltyClient } from './client.js';
import type { Interval, PlanChange } from './types.js';

/** A plan change's `{amountDue?, href?}`: any object (a free plan answers nothing); a field of the wrong kind is unreadable. */
export function readPlanChange(body: unknown): PlanChange | undefined {
  if (!isObject(body)) return undefined;
  const { amountDue, href } = body;
  const due = finite(amountDue);
  const link = text(href);
  if ((amountDue != null && (due === undefined || due < 0)) || (href != null && link === undefined)) return undefined;
  return { ...(due !== undefined && { amountDue: due }), ...(link && { href: link }) };
}

/** The billing portal's `{href}`, which it must carry. */
export const readBillingPortal = (body: unknown): string | undefined => (isObject(body) && text(body.href)) || undefined;

export interface PlanRequest {
  membership: number;
  interval: Interval;
  /** Where the service's pages send the fan back to, on the creator's site. */
  returnPath?: string;
}

const query = ({ membership, interval, returnPath }: PlanRequest) => new URLSearchParams({ interval, membership: String(membership), returnPath: returnPath ?? '' });

/**
 * Asks to change the fan's plan (`GET /billing/update`), or confirms the amount it asked about
 * (`GET /billing/confirm`). The service answers an amount to confirm, a page to go to, or nothing
 * when the change is made (a free plan).
 */
export function changePlan(client: LoyaltyClient, request: PlanRequest, confirm: boolean, token: string, options?: CallOptions): Promise<PlanChange> {
  return client.call('GET', `/billing/${confirm ? 'confirm' : 'update'}?${query(request)}`, readPlanChange, { token, ...options });
}

/** The service's billing portal (cards, invoices, cancelling) for the fan. */
export function billingPortal(client: LoyaltyClient, returnPath: string | undefined, token: string, options?: CallOptions): Promise<string> {
  return client.call('GET', `/billing/manage?${new URLSearchParams({ returnPath: returnPath ?? '' })}`, readBillingPortal, { token, ...options });
}
