import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AdminUser, AdminUserDetail } from '@contract/admin';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useUser, useUsers } from '../api/get-users';
import { useChangeSuspension } from '../api/suspend-user';
import { AdminPage, QueryState } from '../components/admin-page';
import { ReasonDialog } from '@/components/ui/reason-dialog';

const ROLE_LABELS: Record<AdminUser['role'], string> = {
  patient: 'Patient',
  healer: 'Healer',
  admin: 'Admin',
};

interface Search {
  q: string;
  role: string;
  status: string;
}

const toParams = (search: Search) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (value.trim()) params.set(key, value.trim());
  return params;
};

/**
 * docs/product.md, Admin console: find accounts by name or email, see one with its upcoming
 * sessions, suspend it (with a reason) or lift the suspension.
 */
export default function AdminUsersPage() {
  const display = useDisplayZone();
  const [draft, setDraft] = useState<Search>({ q: '', role: '', status: '' });
  const [search, setSearch] = useState(draft);
  const [selected, setSelected] = useState<string | null>(null);
  const users = useUsers(toParams(search));
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setSelected(null);
  };
  return (
    <AdminPage
      title="Users"
      description="Find an account by name or email. A suspended account cannot sign in, and a suspended healer is not listed or bookable."
    >
      <form
        role="search"
        aria-label="Find accounts"
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end"
      >
        <TextField
          label="Name or email"
          value={draft.q}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <SelectField
          label="Role"
          value={draft.role}
          onChange={(event) => setDraft({ ...draft, role: event.target.value })}
        >
          <option value="">Any role</option>
          {Object.entries(ROLE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="State"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          <option value="">Any state</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
        </SelectField>
        <Button type="submit">Search</Button>
      </form>
      <QueryState
        isPending={users.isPending}
        isError={users.isError}
        loadingLabel="Loading accounts"
      >
        {() =>
          items.length === 0 ? (
            <p className="text-slate-700">No accounts match.</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full min-w-[720px] text-left text-sm">
                <caption className="sr-only">Accounts, newest first</caption>
                <thead className="bg-slate-50 text-slate-800">
                  <tr>
                    {['Name', 'Email', 'Role', 'State', 'Joined', ''].map((column, index) => (
                      <th key={index} scope="col" className="px-4 py-2">
                        {column || <span className="sr-only">Actions</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {items.map((user) => (
                    <tr key={user.id}>
                      <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                        {user.name}
                      </th>
                      <td className="px-4 py-2 break-all text-slate-800">{user.email}</td>
                      <td className="px-4 py-2 text-slate-800">
                        {ROLE_LABELS[user.role]}
                        {user.verified && ' (verified)'}
                      </td>
                      <td className="px-4 py-2 text-slate-800">
                        {user.suspended_at ? 'Suspended' : 'Active'}
                      </td>
                      <td className="px-4 py-2 whitespace-nowrap text-slate-800">
                        {formatDate(user.created_at, display)}
                      </td>
                      <td className="px-4 py-2">
                        <Button variant="outline" size="sm" onClick={() => setSelected(user.id)}>
                          Manage<span className="sr-only"> {user.name}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <LoadMoreButton query={users} />
      {selected && <UserPanel userId={selected} />}
    </AdminPage>
  );
}

function UserPanel({ userId }: { userId: string }) {
  const detail = useUser(userId);
  return (
    <section
      aria-labelledby="user-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <QueryState
        isPending={detail.isPending}
        isError={detail.isError}
        loadingLabel="Loading the account"
      >
        {() => <UserDetails detail={detail.data!} />}
      </QueryState>
    </section>
  );
}

function UserDetails({ detail }: { detail: AdminUserDetail }) {
  const display = useDisplayZone();
  const { user } = detail;
  const change = useChangeSuspension();
  const done = (message: string, close?: () => void) => ({
    onSuccess: () => {
      toast.success(message);
      close?.();
    },
    onError: (error: unknown) =>
      toast.error('That did not work', { description: errorMessage(error) }),
  });
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="user-heading" className="text-xl font-semibold text-slate-900">
            {user.name}
          </h2>
          <p className="text-sm text-slate-700">
            {user.email} · {ROLE_LABELS[user.role]} · joined {formatDate(user.created_at, display)}
          </p>
        </div>
        {user.role !== 'admin' &&
          (user.suspended_at ? (
            <Button
              variant="outline"
              size="sm"
              disabled={change.isPending}
              onClick={() =>
                change.mutate(
                  { userId: user.id, change: { action: 'unsuspend' } },
                  done('Suspension lifted'),
                )
              }
            >
              Lift suspension<span className="sr-only"> of {user.name}</span>
            </Button>
          ) : (
            <ReasonDialog
              triggerLabel="Suspend"
              triggerVariant="destructive"
              accessibleTarget={user.name}
              title={`Suspend ${user.name}?`}
              description="Their sessions end now and they cannot sign in. A healer leaves the directory and cannot be booked; sessions already booked stay, listed here for follow-up."
              fieldLabel="Reason (recorded in the audit log)"
              submitLabel="Suspend"
              required
              pending={change.isPending}
              onSubmit={(reason, { close }) =>
                change.mutate(
                  { userId: user.id, change: { action: 'suspend', reason } },
                  done('Account suspended', close),
                )
              }
            />
          ))}
      </div>
      {user.suspended_at && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Suspended on {formatDateTime(user.suspended_at, display)}: {user.suspension_reason}
        </p>
      )}
      <div>
        <h3 className="font-semibold text-slate-900">Upcoming sessions to follow up</h3>
        {detail.upcoming_appointments.length === 0 ? (
          <p className="text-sm text-slate-700">No upcoming sessions.</p>
        ) : (
          <ul
            aria-label="Upcoming sessions"
            className="mt-2 flex flex-col gap-1 text-sm text-slate-800"
          >
            {detail.upcoming_appointments.map((appointment) => (
              <li key={appointment.id}>
                {formatDateTime(appointment.scheduled_at, display)}: {appointment.title} with{' '}
                {appointment.with_name} ({appointment.with_email})
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
