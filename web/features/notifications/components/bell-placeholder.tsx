import Bell from 'lucide-react/icons/bell';

/** The bell's look while its code loads, so the navbar does not shift when it arrives. */
export function BellPlaceholder() {
  return (
    <span aria-hidden="true" className="flex size-10 items-center justify-center text-foreground">
      <Bell className="size-5" />
    </span>
  );
}
