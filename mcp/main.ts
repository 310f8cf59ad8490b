import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createApiClient } from './api/api-client';
import { checkKey } from './check-key';
import { McpConfigError, parseMcpConfig, type McpConfig } from './config';
import { createRankCheckerMcpServer } from './server';

// stdout carries the protocol and nothing else: whatever a library logs goes to stderr.
console.log = console.error;
console.info = console.error;
console.debug = console.error;

const say = (message: string) => process.stderr.write(`rank-checker mcp: ${message}\n`);

function readConfig(): McpConfig {
  try {
    return parseMcpConfig(process.env);
  } catch (error) {
    if (!(error instanceof McpConfigError)) throw error;
    say(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const root = path.join(import.meta.dirname, '..');
const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
const connection = { baseUrl: config.baseUrl, apiKey: config.apiKey, userAgent: `rank-checker-mcp/${version}` };
const client = createApiClient(connection);

// Briefly: an MCP client waits for this process to answer its first message.
const key = await checkKey(createApiClient({ ...connection, timeoutMs: 5_000 }));
if (!key.ok) {
  say(key.message);
  if (key.fatal) process.exit(1);
}

const server = createRankCheckerMcpServer(client, version);
await server.connect(new StdioServerTransport());
say(`serving MCP on stdio for ${config.baseUrl}`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The client closing its end of stdin is the usual way an MCP server is told to stop.
process.stdin.on('end', stop);
