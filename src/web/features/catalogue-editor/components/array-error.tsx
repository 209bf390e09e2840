/** A message about a whole list (too few rows, a 360° view of the wrong length). */
export function ArrayError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
