/**
 * A spinner with its message on screen (docs/product.md, Pages and routes names the profile's
 * loading text).
 */
export function LoadingState({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <p>{message}</p>
    </div>
  );
}
