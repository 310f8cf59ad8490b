import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the embedded cluster keeps its pieces under DATA_DIR. */
export function clusterPaths(dataDir: string) {
  return {
    clusterDir: path.join(dataDir, 'postgres'),
    stateFile: path.join(dataDir, 'postgres.json'),
    ownerFile: path.join(dataDir, 'postgres.owner'),
    logFile: path.join(dataDir, 'postgres.log'),
  };
}

/** Port and superuser password of the embedded cluster, kept beside it (mode 600) so restarts reuse them. */
export interface ClusterState {
  port: number | undefined;
  password: string;
}

export async function readClusterState(stateFile: string): Promise<ClusterState | undefined> {
  try {
    const parsed = JSON.parse(await readFile(stateFile, 'utf8')) as Partial<ClusterState>;
    if (typeof parsed.password !== 'string' || parsed.password.length === 0) return undefined;
    return { password: parsed.password, port: typeof parsed.port === 'number' ? parsed.port : undefined };
  } catch {
    return undefined;
  }
}

export async function writeClusterState(stateFile: string, state: ClusterState): Promise<void> {
  await mkdir(path.dirname(stateFile), { recursive: true });
  await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

export function newPassword(): string {
  return randomBytes(24).toString('base64url');
}
