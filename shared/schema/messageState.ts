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
  },
  'MessageState',
);
export type MessageState = SchemaType<typeof MessageState>;
