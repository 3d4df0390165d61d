/**
 * The shapes of the service interface as schemas, for tests: what the spec promises the service
 * answers (`spec`, to hold the fake service to it) and what the API client hands the elements
 * (`drawn`: exact, nothing more, every value of its type).
 */
import * as v from 'valibot';
import type { Auth, ScheduledEvent, SignupResult } from '../../src/api/types.js';

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const finite = v.pipe(v.number(), v.finite());
const text = v.string();
const status = v.picklist(['ongoing', 'upcoming', 'completed']);

// What the spec promises: every field without brackets is there, with its type.
const specTag = v.object({ id, name: text });
const specMembership = v.object({ id, name: text, priceMonth: finite, priceYear: finite, resourceId: v.optional(id) });
const specTier = v.object({ id, name: text, gold: finite, resourceId: v.optional(id) });
const specUser = v.object({
  avatar: text,
  createdAt: text,
  dateOfBirth: text,
  gold: finite,
  goldTotal: finite,
  goldSpent: finite,
  id,
  loyaltyMembership: v.optional(specMembership),
  loyaltyTier: v.optional(specTier),
  name: text,
  notifications: text,
  shippingAddressCity: text,
  shippingAddressCountry: text,
  shippingAddressName: text,
  shippingAddressState: text,
  shippingAddressStreet: text,
  shippingAddressSuite: text,
  shippingAddressZip: text,
  tags: v.array(specTag),
});
const specEventFields = {
  id,
  name: text,
  description: text,
  url: text,
  callToAction: text,
  location: text,
  start: finite,
  end: finite,
  status,
  resourceId: id,
  tags: v.array(specTag),
};
const isoDateTime = v.pipe(text, v.isoTimestamp());

export const spec = {
  login: v.object({ token: v.pipe(text, v.nonEmpty()), user: specUser }),
  signup: v.object({ href: v.optional(text), token: v.pipe(text, v.nonEmpty()), user: specUser }),
  eventList: v.object({ events: v.array(v.object(specEventFields)) }),
  eventRead: v.object({ event: v.object({ ...specEventFields, createdAt: isoDateTime, updatedAt: isoDateTime }) }),
};

// What the client returns: exactly the fields of src/api/types.ts, absent rather than undefined.
const drawnTag = v.strictObject({ id, name: text });
const drawnMembership = v.strictObject({ id, name: text, priceMonth: finite, priceYear: finite, resourceId: v.exactOptional(id) });
const drawnTier = v.strictObject({ id, name: text, gold: finite, resourceId: v.exactOptional(id) });
const optionalText = v.exactOptional(text);
const drawnUser = v.strictObject({
  id,
  name: text,
  avatar: optionalText,
  createdAt: optionalText,
  dateOfBirth: optionalText,
  gold: finite,
  goldTotal: v.exactOptional(finite),
  goldSpent: v.exactOptional(finite),
  loyaltyMembership: v.exactOptional(drawnMembership),
  loyaltyTier: v.exactOptional(drawnTier),
  notifications: optionalText,
  tags: v.exactOptional(v.array(drawnTag)),
  shippingAddressCity: optionalText,
  shippingAddressCountry: optionalText,
  shippingAddressName: optionalText,
  shippingAddressState: optionalText,
  shippingAddressStreet: optionalText,
  shippingAddressSuite: optionalText,
  shippingAddressZip: optionalText,
});
// A token goes back in a request header: visible ASCII only.
const token = v.pipe(text, v.regex(/^[!-~]+$/));

export const drawn = {
  auth: v.strictObject({ token, user: drawnUser }),
  signup: v.strictObject({ token, user: drawnUser, href: v.exactOptional(text) }),
  event: v.strictObject({
    ...specEventFields,
    start: v.exactOptional(finite),
    end: v.exactOptional(finite),
    status: v.exactOptional(status),
    resourceId: v.exactOptional(id),
    tags: v.array(drawnTag),
    createdAt: optionalText,
    updatedAt: optionalText,
  }),
};

/** Why `value` does not fit `schema`, in one line; empty when it fits. */
export function misfit(schema: v.GenericSchema, value: unknown): string {
  const result = v.safeParse(schema, value);
  return result.success ? '' : v.summarize(result.issues).replace(/\n/g, '; ');
}

// The drawn schemas and the client's types describe the same thing: a change to one must reach the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<v.InferOutput<typeof drawn.auth>, Auth>,
  Same<v.InferOutput<typeof drawn.signup>, SignupResult>,
  Same<v.InferOutput<typeof drawn.event>, ScheduledEvent>,
] = [true, true, true];
void agree;
