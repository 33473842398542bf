import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactList } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** The people the viewer has sessions with: whom "New message" offers. */
export const contactsQuery = queryOptions({
  queryKey: chatKeys.contacts,
  queryFn: ({ signal }) => apiFetch<ContactList>('/api/chats/contacts', { signal }),
});

export const useContacts = () => useQuery(contactsQuery);
