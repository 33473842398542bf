import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
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
} from '@contract/chats';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../auth/require-user';
import { toChatSummary } from './chats.dto';
import { countUnread, findChatFor, listChatSummaryRows } from './chats.queries';
import { chatNotFound, describeChat } from './describe-chat';
import { listMessages } from './list-messages';
import { markRead } from './mark-chat-read';
import { openChat } from './open-chat';
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
  summary: 'Open the conversation with another user (returns the existing one if any)',
  middleware: [requireUser] as const,
  request: {
    body: jsonBody(CreateChatSchema),
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
  },
  responses: { 201: jsonResponse(MessageSchema, 'The message'), ...errors },
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
    const { viewer, database, events } = c.var;
    const { participant_id } = c.req.valid('json');
    const { chat, created } = await openChat(database.db, events, viewer, participant_id);
    return c.json(chat, created ? 201 : 200);
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
    return c.json(await listMessages(c.var.database.db, chat, limit, before), 200);
  })
  .openapi(sendMessageRoute, async (c) => {
    const chat = await chatOfCaller(c);
    const { viewer, database, events, notifications } = c.var;
    const message = await sendMessage(
      { db: database.db, events, notifications },
      chat,
      viewer.userId,
      c.req.valid('json').content,
    );
    return c.json(message, 201);
  })
  .openapi(markReadRoute, async (c) => {
    const chat = await chatOfCaller(c);
    await markRead(c.var.database.db, c.var.events, chat, c.var.viewer.userId);
    return c.json({ unread: 0 }, 200);
  });
