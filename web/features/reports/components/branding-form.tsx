import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import ImageUp from 'lucide-react/icons/image-up';
import { brandingSchema, type Branding } from '../../../../contracts/report';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useRemoveBranding, useSaveBranding } from '../api/branding';
import { readLogoFile } from '../lib/read-logo-file';

const DEFAULT_ACCENT = '#4338ca';

type Errors = Partial<Record<'companyName' | 'accentColor' | 'logo', string>>;

/** The form's errors, from the same schema the server checks (contracts/report.ts). */
export function brandingErrors(values: Branding): Errors {
  const parsed = brandingSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'companyName' && !errors.companyName) {
      errors.companyName = values.companyName.trim() === '' ? 'Enter your company name.' : 'Use at most 80 characters.';
    }
    if (field === 'accentColor') errors.accentColor = 'Use a colour like #1d4ed8.';
    if (field === 'logoDataUrl') errors.logo = 'The logo is too large.';
  }
  return errors;
}

/** Company name, accent colour and logo (PNG or JPEG up to 200 KB, previewed before saving). */
export function BrandingForm({ saved }: { saved: Branding | null }) {
  const id = useId();
  const [companyName, setCompanyName] = useState(saved?.companyName ?? '');
  const [accentColor, setAccentColor] = useState(saved?.accentColor ?? DEFAULT_ACCENT);
  const [logoDataUrl, setLogoDataUrl] = useState<string | null>(saved?.logoDataUrl ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveBranding();
  const remove = useRemoveBranding();
  const values: Branding = { companyName: companyName.trim(), accentColor, logoDataUrl };

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readLogoFile(file);
    if (result.ok) {
      setLogoDataUrl(result.dataUrl);
      setErrors(({ logo: _, ...rest }) => rest);
    } else {
      setErrors((current) => ({ ...current, logo: result.error }));
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = brandingErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, { onSuccess: () => void notify.success('Branding Saved', 'New PDFs and shared reports use it.') });
  };
  const failure = save.error ?? remove.error;

  return (
    <form onSubmit={submit} aria-label="White label" noValidate className="grid gap-5">
      <TextField label="Company name" value={companyName} maxLength={120} onChange={(event) => setCompanyName(event.target.value)} error={errors.companyName} autoComplete="organization" />
      <div>
        <Label htmlFor={`${id}-accent`}>Accent colour</Label>
        <div className="flex items-center gap-3">
          <input
            id={`${id}-accent`}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(accentColor) ? accentColor : DEFAULT_ACCENT}
            onChange={(event) => setAccentColor(event.target.value)}
            className="h-11 w-14 cursor-pointer rounded-md border border-input bg-background p-1"
          />
          <Input
            aria-label="Accent colour (hex)"
            value={accentColor}
            maxLength={7}
            onChange={(event) => setAccentColor(event.target.value.trim())}
            aria-invalid={errors.accentColor ? true : undefined}
            className="w-32 font-mono"
          />
        </div>
        {errors.accentColor ? <p className="mt-1.5 text-sm font-medium text-danger-soft-foreground">{errors.accentColor}</p> : null}
      </div>
      <div>
        <Label htmlFor={`${id}-logo`}>Logo</Label>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex h-16 w-40 items-center justify-center rounded-md border border-dashed border-border bg-muted/50 p-2">
            {logoDataUrl ? (
              <img src={logoDataUrl} alt="Logo preview" className="max-h-full max-w-full object-contain" />
            ) : (
              <span className="text-xs text-muted-foreground">No logo</span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
              <ImageUp aria-hidden="true" className="size-4" />
              {logoDataUrl ? 'Replace logo' : 'Upload logo'}
              <input id={`${id}-logo`} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={(event) => void chooseLogo(event)} />
            </label>
            {logoDataUrl ? (
              <Button variant="ghost" size="sm" onClick={() => setLogoDataUrl(null)}>
                Remove logo
              </Button>
            ) : null}
          </div>
        </div>
        <p className="mt-1.5 text-xs text-muted-foreground">PNG or JPEG, at most 200 KB.</p>
        {errors.logo ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-danger-soft-foreground">
            {errors.logo}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {failure.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save branding
        </Button>
        {saved ? (
          <Button
            variant="outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => void notify.success('Branding Removed', 'Reports use the standard look again.') })}
          >
            {remove.isPending ? <Spinner /> : null}
            Remove branding
          </Button>
        ) : null}
      </div>
    </form>
  );
}
