/** The product's mark (the favicon's bars), shared by the app's header and the report pages outside it. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="var(--brand)" />
      <path
        d="M8 23v-5M13.5 23v-9M19 23v-7M24.5 23V9"
        stroke="var(--brand-foreground)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
