import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ApiRequestError } from '../api/api-request-error';

/** A successful answer: the text an assistant reads, and the same facts as structured content. */
export function answer(text: string, structuredContent: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent };
}

/** A tool error (isError): the assistant sees it and can tell the user or try something else. */
export function failure(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * Runs a tool's work and turns an API failure into a tool error carrying the API's own message and code, with
 * when to try again where the server said. Other errors are bugs: the SDK reports those as tool errors itself.
 */
export async function apiTool(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const retry = error.retryAfterSeconds === null ? '' : ` Try again in ${error.retryAfterSeconds} seconds.`;
    return failure(`${error.message}${retry} (${error.code})`);
  }
}
