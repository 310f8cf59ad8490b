/** A streamed line longer than this is not one the API writes; reading stops rather than grow without end. */
const MAX_LINE_CHARS = 1_000_000;

/**
 * The non-blank lines of a newline-delimited body as they arrive. A last line without its newline still
 * counts: the stream's end closes it.
 */
export async function* readNdjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line !== '') yield line;
        newline = buffer.indexOf('\n');
      }
      if (buffer.length > MAX_LINE_CHARS) throw new Error('a streamed line is longer than any the API writes');
      if (done) break;
    }
    if (buffer.trim() !== '') yield buffer.trim();
  } finally {
    // Stops the download when the caller stops early (an answer line arrived, or an error was thrown).
    await reader.cancel().catch(() => undefined);
  }
}
