#!/usr/bin/env bash
# Builds nimlint in release mode and installs it as PREFIX/bin/nimlint (PREFIX defaults to /usr/local).
#
#   scripts/install.sh
#   PREFIX="$HOME/.local" scripts/install.sh
#
# On Linux the Swift runtime and Foundation are linked into the binary (--static-swift-stdlib), so it runs on
# machines without a Swift toolchain; it needs only the C library and libxml2 (libxml2 on Debian and Ubuntu).
# macOS has no static Swift runtime: there the binary uses the one the system ships.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-/usr/local}

flags=(-c release --product nimlint)
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib)
fi
swift build "${flags[@]}"
binary="$(swift build "${flags[@]}" --show-bin-path)/nimlint"

install -d "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/nimlint"
echo "installed $("$prefix/bin/nimlint" --version) as $prefix/bin/nimlint"
