/** A decoded form value: Stripe's bracket notation nests objects, and all-numeric keys make arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Decodes an application/x-www-form-urlencoded body the way Stripe reads it:
 * `line_items[0][price]=p&metadata[user_id]=u` -> `{ line_items: [{ price: 'p' }], metadata: { user_id: 'u' } }`.
 */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: Record<string, FormValue> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as Record<string, FormValue>;
    });
  }
  return toArrays(root) as Record<string, FormValue>;
}

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const rest = [...key.slice(first).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [key.slice(0, first), ...rest];
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FormValue);
  }
  return converted;
}
