import { errorCodeTable } from './openapi-error-codes';

/**
 * The reference's introduction (info.description, Markdown): how to authenticate, the rate limits and their
 * headers, idempotent retries and every error code. Its `##` headings become entries of the reference's menu.
 */
export function apiDescription(): string {
  return `Where a website ranks for a keyword, location and search engine — and the history, reports, schedules and alerts around it. Every request and answer is JSON over HTTPS.

## Authentication

Create a key in **Settings → API keys** and send it with every request:

\`\`\`http
Authorization: Bearer rc_live_…
\`\`\`

A key is shown once, when it is created; only a hash of it is kept. Each key has a scope:

- **read** — \`GET\` requests only: history, reports, plans and anything else there is to read.
- **write** — also creates, changes and deletes: rank checks, scheduled checks, competitors, alert rules.

The API is part of Pro, Enterprise and the free trial. Keys work for rank checks, SEO snapshots, history, reports, scheduled checks, competitors, notifications, alert rules, achievements and reading the plan. The account, password, e-mail address, billing, API keys, webhooks, report links and branding stay with the signed-in browser (the \`rc_session\` cookie): a key gets \`403 SESSION_REQUIRED\` there, so a leaked key cannot take an account over or spend money. A request with an \`Authorization\` header is judged by its key alone, whatever cookies it carries. Each operation below lists what it accepts.

## Workspaces

A key acts in the workspace it was made in: its maker's own, or a team's they were invited to, on that workspace's plan and with their role there (an admin, a member; clients have no keys). When its maker leaves or is removed, the key stops at once (\`401 INVALID_API_KEY\`). In the browser, \`X-Workspace: <id>\` names the workspace a request acts in (\`GET /api/v1/me/workspaces\` lists them); a key sending another workspace's id gets \`403 NOT_A_MEMBER\`, and what a role may not do answers \`403 ROLE_FORBIDDEN\`.

## Rate limits

Each key may make a number of requests a minute that depends on the plan (Settings → API keys shows it). Every answer to a request made with a key says where it stands:

| Header | Meaning |
| --- | --- |
| \`RateLimit-Limit\` | Requests the key may make in the current minute. |
| \`RateLimit-Remaining\` | Requests left in the current minute. |
| \`RateLimit-Reset\` | Seconds until the minute starts again. |

Past the limit the answer is \`429\` with the code \`RATE_LIMITED\` and a \`Retry-After\` header in seconds: wait that long, then retry. Rank checks also count against the plan's daily allowance (\`429 DAILY_LIMIT_REACHED\` when it is used up), and \`503 UNAVAILABLE\` carries \`Retry-After\` too.

## Idempotency

Networks fail; a retried \`POST\` must not run a rank check or create a schedule twice. Send an \`Idempotency-Key\` header — any unique string of 1 to 255 visible ASCII characters, such as a UUID — with \`POST\` requests made with a key:

- the same key with the same body within 24 hours answers the first answer again, with \`Idempotent-Replayed: true\`, and nothing runs twice;
- the same key with another body is refused with \`422 IDEMPOTENCY_KEY_REUSED\`;
- sent again while the first request is still running, it is refused with \`409 IDEMPOTENCY_IN_PROGRESS\`: retry in a moment.

Answers a retry could change (\`409\`, \`429\`, \`5xx\`) are not kept, nor are streamed (NDJSON) answers.

## Errors

Every error has the same body: a stable \`code\` to act on and a \`message\` that is safe to show to a person.

\`\`\`json
{ "error": {
  "code": "DAILY_LIMIT_REACHED",
  "message": "You've used all 3 daily checks"
} }
\`\`\`

${errorCodeTable()}
`;
}
