/** A four-colour "G" drawn as arcs, for the Google buttons. */
export function GoogleMark({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" strokeWidth="3.6">
      <path d="M12 12h8A8 8 0 0 1 17.66 17.66" stroke="#4285F4" />
      <path d="M17.66 17.66A8 8 0 0 1 5.07 16" stroke="#34A853" />
      <path d="M5.07 16A8 8 0 0 1 5.07 8" stroke="#FBBC05" />
      <path d="M5.07 8A8 8 0 0 1 17.66 6.34" stroke="#EA4335" />
    </svg>
  );
}
