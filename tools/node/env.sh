# Puts the project's Node.js first on PATH for the calling shell, for machines whose own `node` is another
# version (docs/decisions/021-node-version-and-clean-install.md). The first use installs it from the npm
# registry into tools/node/node_modules (a binary shipped inside a registry package; nothing else is
# downloaded). Use it before `npm ci`, so that npm itself checks the packages' engines against it:
#
#   source tools/node/env.sh && npm ci
#
# Sourced from bash or zsh; it changes nothing but PATH and npm_config_nodedir.

kehribar_node_dir="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")" && pwd)"
kehribar_node_want="$(cd "$kehribar_node_dir" && node -p 'require("./package.json").dependencies.node')"
if [ "$(cd "$kehribar_node_dir/../.." && node -p 'require("./package.json").devDependencies.node')" != "$kehribar_node_want" ]; then
  echo "tools/node/package.json and the root package.json name different Node.js versions: make them equal" >&2
fi

if [ "$(node --version 2>/dev/null)" = "v$kehribar_node_want" ]; then
  : # this machine's own node is the project's
elif [ "$("$kehribar_node_dir/node_modules/.bin/node" --version 2>/dev/null)" != "v$kehribar_node_want" ]; then
  echo "installing Node.js $kehribar_node_want from the npm registry into $kehribar_node_dir/node_modules" >&2
  (cd "$kehribar_node_dir" && npm ci --no-audit --no-fund) ||
    echo "could not install Node.js $kehribar_node_want; staying on $(node --version 2>/dev/null)" >&2
fi

if [ "$("$kehribar_node_dir/node_modules/.bin/node" --version 2>/dev/null)" = "v$kehribar_node_want" ]; then
  case ":$PATH:" in
    *":$kehribar_node_dir/node_modules/.bin:"*) ;;
    *) export PATH="$kehribar_node_dir/node_modules/.bin:$PATH" ;;
  esac
  # Native addons, if one is ever added, build against this Node's headers, not the system Node's.
  for kehribar_node_headers in "$kehribar_node_dir"/node_modules/node/node_modules/node-*; do
    if [ -d "$kehribar_node_headers/include/node" ]; then export npm_config_nodedir="$kehribar_node_headers"; fi
  done
fi
unset kehribar_node_dir kehribar_node_want kehribar_node_headers
