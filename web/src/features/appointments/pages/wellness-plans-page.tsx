import { usePageMeta } from '@/lib/use-page-meta';
import { PatientPage } from '../components/patient-page';

/**
 * /patient-dashboard/wellness: where plans from practitioners will be. None can be written yet,
 * so the page says that instead of showing the dashboard again.
 */
export default function WellnessPlansPage() {
  usePageMeta('Wellness plans');
  return (
    <PatientPage
      title="Wellness plans"
      lead="Plans your practitioners put together for you, in one place."
    >
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
        You have no wellness plans yet. Practitioners cannot share plans on Wellspring yet; until
        they can, they send their advice in Messages.
      </p>
    </PatientPage>
  );
}
