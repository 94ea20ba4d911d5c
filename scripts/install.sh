#!/usr/bin/env bash
# Builds nimlint in release mode and installs it as PREFIX/bin/nimlint (PREFIX defaults to /usr/local).
#
#   scripts/install.sh
#   PREFIX="$HOME/.local" scripts/install.sh
#
# On Linux the binary is a static executable (scripts/build-release.sh says how it is built), so it runs on
# machines without a Swift toolchain or libxml2. macOS has no static Swift runtime: there the binary uses the
# one the system ships.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-/usr/local}

# The build's own output (its progress and the linker's warnings, dozens of lines) is shown only when it fails.
log=$(mktemp "${TMPDIR:-/tmp}/nimlint-install.XXXXXX")
trap 'rm -f "$log"' EXIT
echo "building nimlint in release mode (a few minutes)"
if ! binary=$(scripts/build-release.sh 2>"$log"); then
    cat "$log" >&2
    echo "install.sh: the build failed" >&2
    exit 1
fi

install -d "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/nimlint"
echo "installed $("$prefix/bin/nimlint" --version) as $prefix/bin/nimlint"
