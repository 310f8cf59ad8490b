/** The server refuses logos over 200 KB decoded (contracts/report.ts brandingSchema). */
export const MAX_LOGO_BYTES = 200 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export type LogoResult = { ok: true; dataUrl: string } | { ok: false; error: string };

/** Why a chosen file cannot be the logo, or null when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'The logo must be a PNG or JPEG image.';
  if (file.size > MAX_LOGO_BYTES) return `The logo must be at most 200 KB (this one is ${Math.ceil(file.size / 1024)} KB).`;
  return null;
}

/** Checks a chosen logo and reads it into a data: URL, which is how the logo is stored and sent. */
export async function readLogoFile(file: File): Promise<LogoResult> {
  const problem = logoFileProblem(file);
  if (problem) return { ok: false, error: problem };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
  return { ok: true, dataUrl };
}
