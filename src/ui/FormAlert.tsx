/** A form's own failure message (not a field's): announced, and kept on screen until the next attempt. */
export function FormAlert({ message }: { message: string }) {
  if (message === '') return null;
  return (
    <p role="alert" className="rounded border border-danger bg-danger/5 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
