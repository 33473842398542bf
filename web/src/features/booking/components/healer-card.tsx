import type { HealerDetail } from '@contract/healers';

/** The chosen healer; the fee is the chosen session type's price (their fee by default). */
export function HealerCard({ healer, fee }: { healer: HealerDetail; fee: number | null }) {
  return (
    <div className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4" aria-live="polite">
      <p className="text-lg font-semibold text-slate-900">{healer.usr_name}</p>
      <p className="text-sm text-slate-700">
        {fee === null ? 'Session fee: on request' : `Session fee: $${fee}`}
      </p>
      {healer.specialties.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Specialties">
          {healer.specialties.map((specialty) => (
            <li
              key={specialty}
              className="rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-900"
            >
              {specialty}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
