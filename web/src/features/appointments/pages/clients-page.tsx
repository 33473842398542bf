import { useState } from 'react';
import { Link } from 'react-router';
import type { ClientSummary } from '@contract/clients';
import { clientPath } from '@contract/constants';
import { UserAvatar } from '@/components/ui/avatar';
import { SearchInput } from '@/components/ui/search-input';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageMeta } from '@/lib/use-page-meta';
import { useClientPages } from '../api/get-clients';
import { RoleGate } from '../components/role-gate';

export default function ClientsPage() {
  usePageMeta('Clients', 'Everyone who has booked you.');
  return <RoleGate role="healer">{() => <ClientList />}</RoleGate>;
}

/** docs/product.md, Healer screens, Clients: everyone who has booked the healer, searchable. */
function ClientList() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const query = useClientPages(term);
  const clients = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Clients</h1>
      <SearchInput
        label="Search clients"
        placeholder="Search clients by name..."
        value={search}
        onChange={setSearch}
      />
      {query.isPending ? (
        <Spinner label="Loading clients" />
      ) : query.isError ? (
        <p className="rounded-md bg-red-50 p-4 text-red-800">
          Your clients could not be loaded. Please try again.
        </p>
      ) : clients.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {term
            ? 'No clients match your search.'
            : 'No clients yet. Everyone who books you appears here.'}
        </p>
      ) : (
        <ul
          aria-label="Clients"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {clients.map((client) => (
            <ClientRow key={client.patient_id} client={client} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} />
    </section>
  );
}

function ClientRow({ client }: { client: ClientSummary }) {
  const display = useDisplayZone();
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      <UserAvatar name={client.name} src={client.picture_url} fallback="P" className="size-10" />
      <div className="min-w-0 flex-1">
        <Link
          to={clientPath(client.patient_id)}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {client.name}
        </Link>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div>
            <dt className="inline">Next: </dt>
            <dd className="inline">
              {client.next_session_at ? formatDate(client.next_session_at, display) : 'None booked'}
            </dd>
          </div>
          <div>
            <dt className="inline">Last: </dt>
            <dd className="inline">
              {client.last_session_at ? formatDate(client.last_session_at, display) : 'Not yet'}
            </dd>
          </div>
          <div>
            <dt className="inline">Sessions: </dt>
            <dd className="inline">{client.sessions_count}</dd>
          </div>
        </dl>
      </div>
      {client.unread_count > 0 ? (
        <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          {client.unread_count} unread
        </span>
      ) : null}
    </li>
  );
}
