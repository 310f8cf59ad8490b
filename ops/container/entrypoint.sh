#!/bin/sh
# The container's entry: the data directory must belong to the user the app runs as. A volume mounted from the host
# often arrives owned by root (the permission errors self-hosted trackers keep seeing): started as root, this makes
# it the app's and drops to that user; started as another user (docker run --user), it only checks and says what
# to do. The embedded PostgreSQL refuses to run as root in any case.
set -eu
DATA_DIR="${DATA_DIR:-/data}"
mkdir -p "$DATA_DIR" 2>/dev/null || true
if [ "$(id -u)" = "0" ]; then
  chown -R node:node "$DATA_DIR"
  exec setpriv --reuid=node --regid=node --init-groups "$@"
fi
if [ ! -w "$DATA_DIR" ]; then
  echo "DATA_DIR $DATA_DIR is not writable by user $(id -u). Give it to that user (chown -R $(id -u) <host directory>), or start the container without --user so it can do so itself." >&2
  exit 1
fi
exec "$@"
