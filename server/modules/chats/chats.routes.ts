import { createRoute } from '@hono/zod-openapi';
import {
  ChatIdParamsSchema,
  ChatListSchema,
  ChatSchema,
  CreateChatSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageSchema,
  SendMessageSchema,
  UnreadCountSchema,
  type Chat,
} from '@contract/chats';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser, type Viewer } from '../auth/require-user';
import {
  appendMessage,
  countMessages,
  countUnread,
  markChatRead,
  decodeMessageCursor,
  findChatFor,
  findParticipantProfile,
  getOrCreateChat,
  haveAppointment,
  listChatSummaries,
  listMessages,
  otherParticipant,
  toMessageDto,
  type ChatRow,
} from './chats.queries';
import type { Db } from '../../db/client';

const errors = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not signed in'),
  404: errorResponse('No such chat for this user'),
};
const chatNotFound = () => notFound('Chat not found');

const createChat = createRoute({
  method: 'post',
  path: '/chats',
  tags: ['chats'],
  summary: 'Open the conversation with another user (returns the existing one if any)',
  middleware: [requireUser] as const,
  request: {
    body: { content: { 'application/json': { schema: CreateChatSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(ChatSchema, 'The existing conversation'),
    201: jsonResponse(ChatSchema, 'A new conversation'),
    403: errorResponse('These two users may not talk'),
    ...errors,
  },
});

const listChats = createRoute({
  method: 'get',
  path: '/chats',
  tags: ['chats'],
  summary: "The caller's conversations, newest activity first",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(ChatListSchema, 'Conversations'), 401: errors[401] },
});

const unreadCount = createRoute({
  method: 'get',
  path: '/chats/unread',
  tags: ['chats'],
  summary: 'How many messages to the caller are unread, over all conversations',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(UnreadCountSchema, 'Unread count'), 401: errors[401] },
});

const getChat = createRoute({
  method: 'get',
  path: '/chats/{chatId}',
  tags: ['chats'],
  summary: 'One conversation',
  middleware: [requireUser] as const,
  request: { params: ChatIdParamsSchema },
  responses: { 200: jsonResponse(ChatSchema, 'The conversation'), ...errors },
});

const getMessages = createRoute({
  method: 'get',
  path: '/chats/{chatId}/messages',
  tags: ['chats'],
  summary: 'Messages, oldest first, paged backwards with `before`',
  middleware: [requireUser] as const,
  request: { params: ChatIdParamsSchema, query: MessagePageQuerySchema },
  responses: { 200: jsonResponse(MessagePageSchema, 'A page of messages'), ...errors },
});

const sendMessage = createRoute({
  method: 'post',
  path: '/chats/{chatId}/messages',
  tags: ['chats'],
  summary: 'Send a message',
  middleware: [requireUser] as const,
  request: {
    params: ChatIdParamsSchema,
    body: { content: { 'application/json': { schema: SendMessageSchema } }, required: true },
  },
  responses: { 201: jsonResponse(MessageSchema, 'The message'), ...errors },
});

const markRead = createRoute({
  method: 'post',
  path: '/chats/{chatId}/read',
  tags: ['chats'],
  summary: 'Mark everything in the conversation up to now as read by the caller',
  middleware: [requireUser] as const,
  request: { params: ChatIdParamsSchema },
  responses: {
    200: jsonResponse(UnreadCountSchema, 'Unread messages left in this chat (0)'),
    ...errors,
  },
});

async function toChatDto(db: Db, chat: ChatRow, viewer: Viewer): Promise<Chat> {
  const otherId = otherParticipant(chat, viewer.userId);
  const [other, messageCount] = await Promise.all([
    findParticipantProfile(db, otherId),
    countMessages(db, chat.id),
  ]);
  if (!other) throw chatNotFound();
  return {
    id: chat.id,
    participants: [chat.userLow, chat.userHigh],
    created_at: chat.createdAt.toISOString(),
    other_user: {
      user_id: other.userId,
      usr_name: other.usrName,
      profile_picture_url: other.profilePictureUrl,
      role: other.role,
    },
    message_count: messageCount,
  };
}

/** Patients may write to any healer; healers to patients who have booked with them. */
async function assertMayTalk(db: Db, viewer: Viewer, participantId: string) {
  if (participantId === viewer.userId)
    throw badRequest('You cannot start a conversation with yourself');
  const other = await findParticipantProfile(db, participantId);
  if (!other) throw notFound('User not found');
  if (other.role === viewer.profile.role)
    throw forbidden('Conversations are between a patient and a healer');
  if (
    viewer.profile.role === 'healer' &&
    !(await haveAppointment(db, viewer.userId, participantId))
  ) {
    throw forbidden('You can message patients who have booked a session with you');
  }
}

export const chatRoutes = createRouter()
  .openapi(createChat, async (c) => {
    const { viewer, database, events } = c.var;
    const { participant_id } = c.req.valid('json');
    await assertMayTalk(database.db, viewer, participant_id);
    const { chat, created } = await database.db.transaction(async (tx) => {
      const result = await getOrCreateChat(tx, viewer.userId, participant_id);
      if (result.created) {
        await events.publish(tx, [result.chat.userLow, result.chat.userHigh], {
          type: 'chat.created',
          chat_id: result.chat.id,
        });
      }
      return result;
    });
    return c.json(await toChatDto(database.db, chat, viewer), created ? 201 : 200);
  })
  .openapi(listChats, async (c) => {
    const items = await listChatSummaries(c.var.database.db, c.var.viewer.userId);
    return c.json(
      { items, total_unread: items.reduce((sum, chat) => sum + chat.unread_count, 0) },
      200,
    );
  })
  .openapi(unreadCount, async (c) => {
    return c.json({ unread: await countUnread(c.var.database.db, c.var.viewer.userId) }, 200);
  })
  .openapi(getChat, async (c) => {
    const { viewer, database } = c.var;
    const chat = await findChatFor(database.db, c.req.valid('param').chatId, viewer.userId);
    if (!chat) throw chatNotFound();
    return c.json(await toChatDto(database.db, chat, viewer), 200);
  })
  .openapi(getMessages, async (c) => {
    const { viewer, database } = c.var;
    const chat = await findChatFor(database.db, c.req.valid('param').chatId, viewer.userId);
    if (!chat) throw chatNotFound();
    const { before, limit } = c.req.valid('query');
    const cursor = before === undefined ? undefined : decodeMessageCursor(before);
    if (before !== undefined && !cursor) throw badRequest('before: Invalid cursor');
    const page = await listMessages(database.db, chat.id, limit, cursor);
    return c.json(
      { items: page.rows.map((row) => toMessageDto(row, chat)), next_before: page.nextBefore },
      200,
    );
  })
  .openapi(sendMessage, async (c) => {
    const { viewer, database, events } = c.var;
    const chat = await findChatFor(database.db, c.req.valid('param').chatId, viewer.userId);
    if (!chat) throw chatNotFound();
    const { content } = c.req.valid('json');
    const { message, updatedChat } = await database.db.transaction(async (tx) => {
      const stored = await appendMessage(tx, chat, viewer.userId, content);
      await events.publish(tx, [chat.userLow, chat.userHigh], {
        type: 'message.created',
        chat_id: chat.id,
        message_id: stored.message.id,
        sender_id: viewer.userId,
      });
      return stored;
    });
    return c.json(toMessageDto(message, updatedChat), 201);
  })
  .openapi(markRead, async (c) => {
    const { viewer, database, events } = c.var;
    const chat = await findChatFor(database.db, c.req.valid('param').chatId, viewer.userId);
    if (!chat) throw chatNotFound();
    await database.db.transaction(async (tx) => {
      await markChatRead(tx, chat, viewer.userId);
      await events.publish(tx, [chat.userLow, chat.userHigh], {
        type: 'message.read',
        chat_id: chat.id,
        reader_id: viewer.userId,
      });
    });
    return c.json({ unread: 0 }, 200);
  });
