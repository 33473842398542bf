import { Link } from 'react-router';
import { UserAvatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { useContacts } from '../api/get-contacts';

/** "New message": the people one has had sessions with, each opening their conversation. */
export function ContactPicker() {
  const contacts = useContacts();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link to="/messages" className="text-sm font-medium text-brand-700 underline">
        Messages
      </Link>
      <h1 className="mt-2 mb-1 text-2xl font-bold">New message</h1>
      <p className="mb-4 text-slate-700">Write to someone you have sessions with.</p>
      {contacts.isPending ? (
        <Spinner label="Loading people" />
      ) : contacts.isError ? (
        <p className="rounded-md bg-red-50 p-4 text-red-800">
          This could not be loaded. Please try again later.
        </p>
      ) : contacts.data.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
          Nobody yet: once you have a session with someone, you can write to them here.
        </p>
      ) : (
        <ul
          aria-label="People you have sessions with"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {contacts.data.items.map((contact) => (
            <li key={contact.user_id}>
              <Link
                to={
                  contact.chat_id
                    ? `/messages/${contact.chat_id}`
                    : `/messages/new?with=${encodeURIComponent(contact.user_id)}`
                }
                className="flex items-center gap-3 p-4 hover:bg-slate-50"
              >
                <UserAvatar
                  name={contact.usr_name}
                  src={contact.profile_picture_url}
                  fallback="U"
                  className="size-10"
                />
                <span className="font-medium text-slate-900">{contact.usr_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
