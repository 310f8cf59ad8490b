/** A page's code could not be downloaded, typically because a deployment replaced the hashed files. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

// Messages browsers use when a dynamic import() fails to fetch or evaluate its module.
const CHUNK_FAILURE_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(error.message));
}

export const CHUNK_LOAD_MESSAGE =
  'Failed to load page resources. This usually happens after a deployment. Please reload the page.';
