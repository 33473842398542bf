import { z } from 'zod';
import { safeString } from './strings';
import { ROLES } from './constants';

export const MAX_MESSAGE_LENGTH = 4000;
export const MESSAGE_PAGE_MAX = 100;

/** A message's text: 1 to 4000 characters once trimmed (docs/product.md, Validation). */
const messageContent = safeString({ error: 'Message content is required' })
  .trim()
  .min(1, 'Message cannot be empty')
  .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`);

/**
 * POST /api/chats: write to someone. A conversation starts with its first message, so no empty
 * one is ever made; when the pair already has a chat, the message joins it.
 */
export const CreateChatSchema = z
  .strictObject({ participant_id: safeString().min(1).max(100), content: messageContent })
  .meta({ id: 'CreateChat' });

export const ChatParticipantSchema = z.object({
  user_id: safeString(),
  usr_name: safeString(),
  profile_picture_url: safeString().nullable(),
  role: z.enum(ROLES),
});

export type ChatParticipant = z.infer<typeof ChatParticipantSchema>;

export const ChatSchema = z
  .object({
    id: safeString(),
    participants: z.tuple([safeString(), safeString()]),
    created_at: safeString(),
    other_user: ChatParticipantSchema,
    message_count: z.number().int(),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof ChatSchema>;

export const ChatSummarySchema = z
  .object({
    id: safeString(),
    participants: z.tuple([safeString(), safeString()]),
    created_at: safeString(),
    other_user: ChatParticipantSchema,
    last_message: z
      .object({ content: safeString(), created_at: safeString(), sender_id: safeString() })
      .nullable(),
    unread_count: z.number().int(),
  })
  .meta({ id: 'ChatSummary' });
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

export const ChatListSchema = z
  .object({ items: z.array(ChatSummarySchema), total_unread: z.number().int() })
  .meta({ id: 'ChatList' });
export type ChatList = z.infer<typeof ChatListSchema>;

export const MessageSchema = z
  .object({
    id: safeString(),
    chat_id: safeString(),
    sender_id: safeString(),
    content: safeString(),
    message_for: z.array(safeString()),
    read_by: z.array(safeString()),
    created_at: safeString(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const MessagePageSchema = z
  .object({
    /** Oldest first. */
    items: z.array(MessageSchema),
    /** Pass as `before` to load the page of older messages; null when there are none. */
    next_before: safeString().nullable(),
  })
  .meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const MessagePageQuerySchema = z.object({
  before: safeString().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(50),
});

export const SendMessageSchema = z
  .strictObject({ content: messageContent })
  .meta({ id: 'SendMessage' });

/**
 * An optional `Idempotency-Key` on a send (or a first message): a retry after an answer that
 * never arrived gives back the message the first attempt stored, never a second copy.
 */
export const MessageIdempotencyHeadersSchema = z.object({
  'idempotency-key': safeString().min(1).max(200, 'Idempotency-Key is too long').optional(),
});

/**
 * GET /api/chats/with/{userId}: whether the caller may write to this person, and their chat
 * when they have one (null: the first message will start it).
 */
export const ChatWithSchema = z
  .object({
    // A copy of Chat without its component id: a nullable reference is written as allOf(Chat,
    // null) by the document generator, which no null can satisfy; inline, it is object or null.
    chat: ChatSchema.extend({}).nullable(),
    other_user: ChatParticipantSchema,
  })
  .meta({ id: 'ChatWith' });
export type ChatWith = z.infer<typeof ChatWithSchema>;

export const ChatWithParamsSchema = z.object({ userId: safeString().min(1).max(100) });

/**
 * GET /api/chats/contacts: the people the caller has sessions with (any status), for "New
 * message"; each with the pair's chat when there is one.
 */
export const ContactListSchema = z
  .object({
    items: z.array(ChatParticipantSchema.extend({ chat_id: safeString().nullable() })),
  })
  .meta({ id: 'ContactList' });
export type ContactList = z.infer<typeof ContactListSchema>;
export type Contact = ContactList['items'][number];
export type SendMessage = z.infer<typeof SendMessageSchema>;

export const ChatIdParamsSchema = z.object({ chatId: safeString().max(100) });

export const UnreadCountSchema = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
