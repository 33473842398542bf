import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Until the route guards arrive, a dashboard tells a signed-out or wrong-role visitor what to do. */
export function DashboardNotice({
  message,
  to,
  action,
}: {
  message: string;
  to: string;
  action: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-lg text-slate-800">{message}</p>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </section>
  );
}
