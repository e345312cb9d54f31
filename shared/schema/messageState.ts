// A message of the federation's inbox in the synced state (FederationPrivateState.messages).
import { schema, t, type SchemaType } from '@colyseus/schema';

export const MessageState = schema(
  {
    id: t.string(),
    type: t.string(),
    title: t.string(),
    content: t.string(),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    isRead: t.boolean(),
    timestamp: t.float64(),
    /** The offer the message carries ('' for none) and where it stands ('' for none; see world.ts OfferState). */
    offerId: t.string(),
    offerState: t.string(),
    /** The wrestler's request the message carries ('' for none) and where it stands ('' for none; see promises/promise.ts PromiseState). */
    promiseId: t.string(),
    promiseState: t.string(),
  },
  'MessageState',
);
export type MessageState = SchemaType<typeof MessageState>;
