import { z } from 'zod';
import { ROLES } from './constants';

export const MAX_MESSAGE_LENGTH = 4000;
export const MESSAGE_PAGE_MAX = 100;

export const CreateChatSchema = z
  .strictObject({ participant_id: z.string().min(1).max(100) })
  .meta({ id: 'CreateChat' });

export const ChatParticipantSchema = z.object({
  user_id: z.string(),
  usr_name: z.string(),
  profile_picture_url: z.string().nullable(),
  role: z.enum(ROLES),
});

export const ChatSchema = z
  .object({
    id: z.string(),
    participants: z.tuple([z.string(), z.string()]),
    created_at: z.string(),
    other_user: ChatParticipantSchema,
    message_count: z.number().int(),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof ChatSchema>;

export const ChatSummarySchema = z
  .object({
    id: z.string(),
    participants: z.tuple([z.string(), z.string()]),
    created_at: z.string(),
    other_user: ChatParticipantSchema,
    last_message: z
      .object({ content: z.string(), created_at: z.string(), sender_id: z.string() })
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
    id: z.string(),
    chat_id: z.string(),
    sender_id: z.string(),
    content: z.string(),
    message_for: z.array(z.string()),
    read_by: z.array(z.string()),
    created_at: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const MessagePageSchema = z
  .object({
    /** Oldest first. */
    items: z.array(MessageSchema),
    /** Pass as `before` to load the page of older messages; null when there are none. */
    next_before: z.string().nullable(),
  })
  .meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const MessagePageQuerySchema = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(50),
});

export const SendMessageSchema = z
  .strictObject({
    content: z
      .string({ error: 'Message content is required' })
      .trim()
      .min(1, 'Message cannot be empty')
      .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`),
  })
  .meta({ id: 'SendMessage' });
export type SendMessage = z.infer<typeof SendMessageSchema>;

export const ChatIdParamsSchema = z.object({ chatId: z.string().max(100) });

export const UnreadCountSchema = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
