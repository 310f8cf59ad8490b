import type { FastifyInstance } from 'fastify';
import { documentedErrorCode, type DocumentedAnswer } from './openapi-operations';

interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, DocumentedAnswer> }> | undefined>;
}

function codeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    const code = (JSON.parse(String(payload)) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Watches every answer of an /api route in a test and notes each status, and each error code, the OpenAPI
 * document does not list for that operation (see plugins/openapi-operation-errors). Every server test thereby
 * checks that the reference tells the truth about what each call answers; the test app fails its file on close
 * when something was noted. Add before the app is ready.
 */
export function watchAnswerContract(app: FastifyInstance): { violations: Set<string> } {
  const violations = new Set<string>();
  let document: Document | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || request.routeOptions.schema?.hide) return payload;
    document ??= app.swagger() as Document;
    const path = route.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths?.[path]?.[request.method.toLowerCase()];
    // 499: the client left before an answer; nothing was sent to document.
    if (!operation || reply.statusCode === 499) return payload;
    const status = String(reply.statusCode);
    const responses = operation.responses ?? {};
    if (reply.statusCode < 400) {
      // Success bodies are checked against their schema by the serializer; the status must be listed too.
      if (!(status in responses) && !(`${status[0]}XX` in responses)) violations.add(`${request.method} ${path} answered ${status}: the document lists ${Object.keys(responses).join(', ')}`);
      return payload;
    }
    const code = codeOf(payload);
    if (code === undefined) return payload;
    const answer = responses[status];
    const codes = documentedErrorCode(answer)?.enum;
    if (!answer) violations.add(`${request.method} ${path} answered ${reply.statusCode} ${code}: the document lists no ${reply.statusCode}`);
    else if (codes && !codes.includes(code)) violations.add(`${request.method} ${path} answered ${reply.statusCode} ${code}: the document lists ${codes.join(', ')}`);
    return payload;
  });
  return { violations };
}
