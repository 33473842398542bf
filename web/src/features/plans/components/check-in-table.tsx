import type { CheckIn } from '@contract/plans';

/** Check-ins as a table (the figures a chart draws, for everyone): a row per week. */
export function CheckInTable({
  items,
  caption,
  withNotes = false,
}: {
  items: CheckIn[];
  caption: string;
  withNotes?: boolean;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-medium text-slate-900">{caption}</caption>
      <thead>
        <tr className="text-slate-700">
          <th scope="col">Week of</th>
          <th scope="col">Mood</th>
          <th scope="col">Energy</th>
          <th scope="col">Sleep</th>
          {withNotes ? <th scope="col">Note</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-t border-slate-200 text-slate-900">
            <th scope="row" className="font-normal">
              {item.week_start}
            </th>
            <td>{item.mood}</td>
            <td>{item.energy}</td>
            <td>{item.sleep}</td>
            {withNotes ? <td>{item.note}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
