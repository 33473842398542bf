import { Link } from 'react-router';

export function BrandLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded text-xl font-bold text-brand-800">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Wellspring
    </Link>
  );
}
