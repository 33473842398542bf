/** What a section shows when its data could not be loaded (docs/product.md, Patient screens). */
export function LoadError() {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
      This could not be loaded. Please try again later.
    </p>
  );
}
