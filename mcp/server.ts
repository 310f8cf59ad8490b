import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ApiClient } from './api/api-client';
import { registerAddTrackedKeyword } from './tools/add-tracked-keyword';
import { registerCheckRank } from './tools/check-rank';
import { registerGetHistory } from './tools/get-history';
import { registerGetTrend } from './tools/get-trend';
import { registerGetVisibility } from './tools/get-visibility';
import { registerListTrackedKeywords } from './tools/list-tracked-keywords';

const INSTRUCTIONS =
  'Rank Checker finds where a website ranks in Google, Bing, Yahoo, DuckDuckGo, Baidu or Yandex for a keyword, in a country, and keeps ' +
  'the history. Checking a rank and tracking a keyword spend paid searches: call check_rank or add_tracked_keyword without confirm ' +
  'first, tell the user the expected number of searches (a month, for a tracked keyword), and confirm only when they agree. Reading ' +
  'history, trends and tracked keywords spends nothing.';

/** The MCP server: Rank Checker's tools over one API client (one account, the API key's). */
export function createRankCheckerMcpServer(client: ApiClient, version: string): McpServer {
  const server = new McpServer({ name: 'rank-checker', title: 'Rank Checker', version }, { instructions: INSTRUCTIONS });
  registerCheckRank(server, client);
  registerGetHistory(server, client);
  registerGetTrend(server, client);
  registerGetVisibility(server, client);
  registerListTrackedKeywords(server, client);
  registerAddTrackedKeyword(server, client);
  return server;
}
