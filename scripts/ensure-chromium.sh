#!/usr/bin/env bash
# The e2e suite and the benchmarks drive Debian's Chromium (Playwright cannot download browsers here).
# This only looks for it: `pnpm test` never installs anything or asks for sudo.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
cat >&2 <<'MSG'
Chromium not found at /usr/bin/chromium: the e2e suite and `pnpm bench` need it.
Install Debian's package once, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium
MSG
exit 1
