import { SendHorizontal } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '@contract/chats';
import { Button } from '@/components/ui/button';
import { useSessionDraft } from '@/lib/use-session-draft';
import { CharacterCount } from '@/components/ui/character-count';

/** The counter shows once a message gets long. */
const COUNT_FROM = MAX_MESSAGE_LENGTH * 0.8;

/**
 * Enter sends, Shift+Enter starts a new line; blank input is ignored. What is typed is kept
 * under `draftKey` until it is sent (docs/product.md, Messaging: drafts outlive a sign-out).
 */
export function MessageComposer({
  draftKey,
  onSend,
  disabled,
}: {
  draftKey: string;
  onSend: (content: string) => unknown;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useSessionDraft(draftKey);

  const tooLong = draft.length > MAX_MESSAGE_LENGTH;

  const submit = async () => {
    const content = draft.trim();
    if (!content || disabled || content.length > MAX_MESSAGE_LENGTH) return;
    try {
      await onSend(content);
      setDraft('');
    } catch {
      // The caller reports the failure; the draft stays so nothing typed is lost.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="message-input" className="sr-only">
        Type a message
      </label>
      <textarea
        id="message-input"
        rows={2}
        value={draft}
        aria-invalid={tooLong || undefined}
        aria-describedby={draft.length > COUNT_FROM ? 'message-count' : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message... (Enter to send, Shift+Enter for a new line)"
        className="min-h-11 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <Button
        type="submit"
        size="icon"
        aria-label="Send message"
        disabled={disabled || !draft.trim() || tooLong}
      >
        <SendHorizontal aria-hidden="true" />
      </Button>
      {draft.length > COUNT_FROM ? (
        <div className="basis-full">
          <CharacterCount id="message-count" count={draft.length} max={MAX_MESSAGE_LENGTH} />
        </div>
      ) : null}
    </form>
  );
}
