import type { Message } from '@contract/chats';
import { formatDay, formatTime, localDayKey } from '@/lib/format-date';
import { useDisplayZone, type DisplayZone } from '@/lib/display-zone';
import { cn } from '@/lib/utils';
import { LinkifiedText } from './linkified-text';

interface DayGroup {
  key: string;
  label: string;
  messages: Message[];
}

function groupByDay(messages: Message[], display: DisplayZone): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const key = localDayKey(message.created_at, display);
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, label: formatDay(message.created_at, display), messages: [message] });
  }
  return groups;
}

export function MessageList({ messages, viewerId }: { messages: Message[]; viewerId: string }) {
  const display = useDisplayZone();
  return (
    <ol className="space-y-6" aria-label="Messages">
      {groupByDay(messages, display).map((group) => (
        <li key={group.key}>
          <h2 className="mb-3 text-center text-xs font-medium text-slate-600">{group.label}</h2>
          <ol className="space-y-2">
            {group.messages.map((message) => {
              const own = message.sender_id === viewerId;
              return (
                <li key={message.id} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
                  <div
                    className={cn(
                      'max-w-[80%] rounded-2xl px-4 py-2 text-sm shadow-sm',
                      own
                        ? 'rounded-br-sm bg-brand-700 text-white'
                        : 'rounded-bl-sm bg-white text-slate-900',
                    )}
                  >
                    <span className="sr-only">{own ? 'You' : 'They'} said: </span>
                    <LinkifiedText text={message.content} />
                    <time
                      dateTime={message.created_at}
                      className={cn(
                        'mt-1 block text-right text-xs',
                        own ? 'text-brand-50' : 'text-slate-600',
                      )}
                    >
                      {formatTime(message.created_at, display)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
