import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import {
  ChatIdParamsSchema,
  ChatListSchema,
  ChatSchema,
  ChatWithParamsSchema,
  ChatWithSchema,
  ContactListSchema,
  CreateChatSchema,
  MessageIdempotencyHeadersSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageSchema,
  SendMessageSchema,
  UnreadCountSchema,
} from '@contract/chats';
import { access, errorResponse, jsonBody, jsonResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../auth/require-user';
import { recordRead } from '../privacy/access-log';
import { toChatSummary, toContact } from './chats.dto';
import { countUnread, findChatFor, listChatSummaryRows, listContactRows } from './chats.queries';
import { chatNotFound, describeChat } from './describe-chat';
import { listMessages } from './list-messages';
import { markRead } from './mark-chat-read';
import { findChatWith, startChat } from './open-chat';
import { sendMessage } from './send-message';

const errors = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not signed in'),
  404: errorResponse('No such chat for this user'),
};

const createChat = createRoute({
  method: 'post',
  path: '/chats',
  ...access.user,
  tags: ['chats'],
  summary: 'Write to another user: a new conversation starts with this first message',
  description:
    'The pair’s conversation is created together with its first message, or the message joins the chat they already have. An `Idempotency-Key` header makes a retry answer with the first attempt’s chat instead of a second message.',
  middleware: [requireUser] as const,
  request: {
    body: jsonBody(CreateChatSchema),
    headers: MessageIdempotencyHeadersSchema,
  },
  responses: {
    200: jsonResponse(ChatSchema, 'The existing conversation, with the message added'),
    201: jsonResponse(ChatSchema, 'A new conversation with its first message'),
    403: errorResponse('These two users may not talk'),
    422: errorResponse('The Idempotency-Key was used for a different message'),
    ...errors,
  },
});

const chatWith = createRoute({
  method: 'get',
  path: '/chats/with/{userId}',
  ...access.user,
  // The sweeps ask about a healer: the person a patient most often writes to first.
  ...pathNames('healer'),
  tags: ['chats'],
  summary: 'Whether the caller may write to this user, and their conversation if any',
  middleware: [requireUser] as const,
  request: { params: ChatWithParamsSchema },
  responses: {
    200: jsonResponse(ChatWithSchema, 'The other person, and the chat or null'),
    403: errorResponse('These two users may not talk'),
    ...errors,
  },
});

const listContacts = createRoute({
  method: 'get',
  path: '/chats/contacts',
  ...access.user,
  tags: ['chats'],
  summary: 'The people the caller has sessions with, for a new message',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(ContactListSchema, 'People, by name'), 401: errors[401] },
});

const listChats = createRoute({
  method: 'get',
  path: '/chats',
  ...access.user,
  tags: ['chats'],
  summary: "The caller's conversations, newest activity first",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(ChatListSchema, 'Conversations'), 401: errors[401] },
});

const unreadCount = createRoute({
  method: 'get',
  path: '/chats/unread',
  ...access.user,
  tags: ['chats'],
  summary: 'How many messages to the caller are unread, over all conversations',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(UnreadCountSchema, 'Unread count'), 401: errors[401] },
});

const getChat = createRoute({
  method: 'get',
  path: '/chats/{chatId}',
  ...access.participant('chat'),
  tags: ['chats'],
  summary: 'One conversation',
  middleware: [requireUser] as const,
  request: { params: ChatIdParamsSchema },
  responses: { 200: jsonResponse(ChatSchema, 'The conversation'), ...errors },
});

const getMessages = createRoute({
  method: 'get',
  path: '/chats/{chatId}/messages',
  ...access.participant('chat'),
  tags: ['chats'],
  summary: 'Messages, oldest first, paged backwards with `before`',
  middleware: [requireUser] as const,
  request: { params: ChatIdParamsSchema, query: MessagePageQuerySchema },
  responses: { 200: jsonResponse(MessagePageSchema, 'A page of messages'), ...errors },
});

const sendMessageRoute = createRoute({
  method: 'post',
  path: '/chats/{chatId}/messages',
  ...access.participant('chat'),
  tags: ['chats'],
  summary: 'Send a message',
  middleware: [requireUser] as const,
  request: {
    params: ChatIdParamsSchema,
    body: jsonBody(SendMessageSchema),
    headers: MessageIdempotencyHeadersSchema,
  },
  responses: {
    200: jsonResponse(MessageSchema, 'The message an earlier attempt with this key stored'),
    201: jsonResponse(MessageSchema, 'The message'),
    422: errorResponse('The Idempotency-Key was used for a different message'),
    ...errors,
  },
});

const markReadRoute = createRoute({
  method: 'post',
  path: '/chats/{chatId}/read',
  ...access.participant('chat'),
  tags: ['chats'],
  summary: 'Mark everything in the conversation up to now as read by the caller',
  middleware: [requireUser] as const,
  request: { params: ChatIdParamsSchema },
  responses: {
    200: jsonResponse(UnreadCountSchema, 'Unread messages left in this chat (0)'),
    ...errors,
  },
});

/** The caller's chat by the path's id, or 404 (also for chats of others). */
async function chatOfCaller(c: {
  var: { database: { db: Db }; viewer: { userId: string } };
  req: { valid(target: 'param'): { chatId: string } };
}) {
  const chat = await findChatFor(
    c.var.database.db,
    c.req.valid('param').chatId,
    c.var.viewer.userId,
  );
  if (!chat) throw chatNotFound();
  return chat;
}

export const chatRoutes = createRouter()
  .openapi(createChat, async (c) => {
    const { viewer, database, events, notifications } = c.var;
    const { participant_id, content } = c.req.valid('json');
    const key = c.req.valid('header')['idempotency-key'];
    const { chat, created } = await startChat(
      { db: database.db, events, notifications },
      viewer,
      participant_id,
      content,
      key,
    );
    return c.json(chat, created ? 201 : 200);
  })
  .openapi(listContacts, async (c) => {
    const rows = await listContactRows(c.var.database.db, c.var.viewer.userId);
    return c.json({ items: rows.map(toContact) }, 200);
  })
  .openapi(chatWith, async (c) => {
    const { viewer, database } = c.var;
    return c.json(await findChatWith(database.db, viewer, c.req.valid('param').userId), 200);
  })
  .openapi(listChats, async (c) => {
    const rows = await listChatSummaryRows(c.var.database.db, c.var.viewer.userId);
    const items = rows.map(toChatSummary);
    return c.json(
      { items, total_unread: items.reduce((sum, chat) => sum + chat.unread_count, 0) },
      200,
    );
  })
  .openapi(unreadCount, async (c) => {
    return c.json({ unread: await countUnread(c.var.database.db, c.var.viewer.userId) }, 200);
  })
  .openapi(getChat, async (c) => {
    const chat = await chatOfCaller(c);
    return c.json(await describeChat(c.var.database.db, chat, c.var.viewer.userId), 200);
  })
  .openapi(getMessages, async (c) => {
    const chat = await chatOfCaller(c);
    const { before, limit } = c.req.valid('query');
    const page = await listMessages(c.var.database.db, chat, limit, before);
    // The other side's data when they are a patient and the reader is not (decision 051).
    const other = chat.userLow === c.var.viewer.userId ? chat.userHigh : chat.userLow;
    await recordRead(c, other, 'chat.read', { type: 'chat', id: chat.id });
    return c.json(page, 200);
  })
  .openapi(sendMessageRoute, async (c) => {
    const chat = await chatOfCaller(c);
    const { viewer, database, events, notifications } = c.var;
    const { message, replayed } = await sendMessage(
      { db: database.db, events, notifications },
      chat,
      viewer.userId,
      c.req.valid('json').content,
      c.req.valid('header')['idempotency-key'],
    );
    if (replayed) return c.json(message, 200, { 'Idempotent-Replayed': 'true' });
    return c.json(message, 201);
  })
  .openapi(markReadRoute, async (c) => {
    const chat = await chatOfCaller(c);
    await markRead(c.var.database.db, c.var.events, chat, c.var.viewer.userId);
    return c.json({ unread: 0 }, 200);
  });
