import type { ReactNode } from 'react';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAppointmentPages } from '../api/get-appointments';
import { PatientPage } from '../components/patient-page';
import { QuerySection } from '../components/query-section';
import { SessionHistoryTable } from '../components/session-history-table';

/**
 * /patient-dashboard/history: every past session with its status, latest first, and (`care`,
 * the plans feature's, handed in by the router) the notes practitioners shared.
 */
export default function PatientHistoryPage({ care }: { care?: ReactNode }) {
  usePageMeta('Session history', 'Every past session, with its status and review.');
  const past = useAppointmentPages('past');
  return (
    <PatientPage title="Session history" lead="Every past session, latest first.">
      <QuerySection
        id="history"
        title="Past sessions"
        loadingLabel="Loading session history"
        query={past}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          return items.length === 0 ? (
            <p className="text-slate-700">No session history</p>
          ) : (
            <>
              <SessionHistoryTable items={items} />
              <LoadMoreButton query={past} />
            </>
          );
        }}
      </QuerySection>
      {care}
    </PatientPage>
  );
}
