#!/usr/bin/env bash
# Builds nimlint as scripts/install.sh installs it and prints the binary's path (the build's own output goes to
# standard error). The benchmarks use it too, so they time what users run.
#
#   scripts/build-release.sh
#
# On Linux the binary is a static executable: the Swift runtime, Foundation, libxml2 and the libraries libxml2
# needs (pkg-config's static list) are linked in, so it runs where no Swift toolchain is, and a start spends no
# time in the dynamic loader (about as many instructions as the whole of an `xmllint` run, most of them in
# relocating libxml2 and ICU). Where the static libraries are missing it falls back to linking the Swift runtime
# alone. macOS has no static Swift runtime: there the binary uses the one the system ships.
set -euo pipefail
cd "$(dirname "$0")/.."

# Type metadata through accessor functions instead of mangled names: the runtime otherwise scans every protocol
# conformance in the binary (thousands, with Foundation linked in) the first time each generic type is used,
# a quarter of the instructions of checking one folder.
flags=(-c release --product nimlint -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib)
    static=(-Xswiftc -static-executable)
    for library in $(pkg-config --static --libs-only-l libxml-2.0 2>/dev/null); do static+=(-Xlinker "$library"); done
    if swift build "${flags[@]}" "${static[@]}" >&2; then
        flags+=("${static[@]}")
    else
        echo "build-release.sh: no static libxml2; linking the Swift runtime alone" >&2
        swift build "${flags[@]}" >&2
    fi
else
    swift build "${flags[@]}" >&2
fi
echo "$(swift build "${flags[@]}" --show-bin-path)/nimlint"
