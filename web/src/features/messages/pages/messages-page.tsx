import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChatSummary } from '@contract/chats';
import { useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { formatRecent } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { usePageMeta } from '@/lib/use-page-meta';
import { useChats } from '../api/get-chats';
import { UserAvatar } from '@/components/ui/avatar';

export default function MessagesPage() {
  usePageMeta('Messages', 'Your conversations with your healers and patients.');
  const { data: currentUser } = useCurrentUser();
  const { data, isPending, isError } = useChats();
  const [search, setSearch] = useState('');

  const term = search.trim().toLowerCase();
  const chats = (data?.items ?? []).filter((chat) =>
    chat.other_user.usr_name.toLowerCase().includes(term),
  );

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Messages</h1>
        <Button asChild>
          <Link to="/messages/new">
            <SquarePen aria-hidden="true" />
            New message
          </Link>
        </Button>
      </div>
      <div className="mb-4">
        <SearchInput
          label="Search conversations"
          placeholder="Search conversations..."
          value={search}
          onChange={setSearch}
        />
      </div>
      {isPending ? (
        <Spinner label="Loading conversations" />
      ) : isError ? (
        <p className="rounded-md bg-red-50 p-4 text-red-800">
          Failed to load conversations. Please try again.
        </p>
      ) : chats.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {term ? 'No conversations match your search.' : 'No conversations yet.'}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Conversations"
        >
          {chats.map((chat) => (
            <ChatRow key={chat.id} chat={chat} viewerId={currentUser?.user.id} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChatRow({ chat, viewerId }: { chat: ChatSummary; viewerId?: string }) {
  const display = useDisplayZone();
  const last = chat.last_message;
  const preview = last
    ? `${last.sender_id === viewerId ? 'You: ' : ''}${last.content}`
    : 'No messages yet';
  const stamp = last?.created_at ?? chat.created_at;
  return (
    <li>
      <Link to={`/messages/${chat.id}`} className="flex items-center gap-3 p-4 hover:bg-slate-50">
        <UserAvatar
          name={chat.other_user.usr_name}
          src={chat.other_user.profile_picture_url}
          fallback="U"
          className="size-10"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <span
              className={
                chat.unread_count ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'
              }
            >
              {chat.other_user.usr_name}
            </span>
            <time dateTime={stamp} className="shrink-0 text-xs text-slate-600">
              {formatRecent(stamp, display)}
            </time>
          </div>
          <p className="truncate text-sm text-slate-600">{preview}</p>
        </div>
        {chat.unread_count > 0 && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {chat.unread_count}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}
