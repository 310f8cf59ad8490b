/** Joins class names, skipping falsy values. Variants are written so their classes never conflict. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
