#!/usr/bin/env bash
# Builds nimlint as scripts/install.sh installs it, stripped of its symbol table and debug information (kept beside
# it in a file of their own), and prints the binary's path (the build's own output goes to standard error). The
# benchmarks use it too, so they time what users run.
#
#   scripts/build-release.sh
#   scripts/build-release.sh --universal     on a Mac: one binary for arm64 and x86_64 (the artifact bundle's)
#
# On Linux the binary is a static executable: the Swift runtime, Foundation, libxml2 and the libraries libxml2
# needs (pkg-config's static list) are linked in, so it runs where no Swift toolchain is, and a start spends no
# time in the dynamic loader (about as many instructions as the whole of an `xmllint` run, most of them in
# relocating libxml2 and ICU). Where the static libraries are missing it falls back to linking the Swift runtime
# alone. macOS has no static Swift runtime: there the binary uses the one the system ships.
#
# NIMLINT_SWIFT names the swift to build with (default: the one on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${NIMLINT_SWIFT:-swift}

# The pthread functions an object file or archive references weakly (nm's "w"), one per line.
weak_pthread_references() {
    [ -f "$1" ] || return 0
    "$(command -v nm || command -v llvm-nm)" -g "$1" 2>/dev/null | awk '$1 == "w" && $2 ~ /^pthread_/ { print $2 }' | sort -u
}

# Type metadata through accessor functions instead of mangled names: the runtime otherwise scans every protocol
# conformance in the binary (thousands, with Foundation linked in) the first time each generic type is used,
# a quarter of the instructions of checking one folder.
flags=(-c release --product nimlint -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
case "${1:-}" in
    "") ;;
    --universal)
        if [ "$(uname -s)" != Darwin ]; then
            echo "build-release.sh: --universal builds a macOS binary, on a Mac" >&2
            exit 2
        fi
        flags+=(--arch arm64 --arch x86_64) ;;
    *) echo "usage: scripts/build-release.sh [--universal]" >&2; exit 2 ;;
esac
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib)
    static=(-Xswiftc -static-executable)
    for library in $(pkg-config --static --libs-only-l libxml-2.0 2>/dev/null); do static+=(-Xlinker "$library"); done
    # libxml2 built for glibc (2.9 to 2.13) references the pthread functions weakly and decides the process has
    # one thread when any of them is null. A shared libc defines them all; a static link takes from libc.a only
    # what something references strongly, and nothing else in nimlint references pthread_equal. libxml2 then
    # keeps one error state for every thread, and parse errors on two threads free and rewrite it under each
    # other (heap corruption). Each such reference is made strong here.
    archive="$(pkg-config --variable=libdir libxml-2.0 2>/dev/null)/libxml2.a"
    for symbol in $(weak_pthread_references "$archive"); do
        static+=(-Xlinker "--undefined=$symbol")
    done
    # Whether the binary is static follows from the archive alone, never from whether a link happened to
    # succeed: install.sh and build-artifact-bundle.sh must get the same file, and a failed static link is an
    # error to see, not a reason to hand out another kind of binary.
    if [ -f "$archive" ]; then
        flags+=("${static[@]}")
        "$swift" build "${flags[@]}" >&2
        binary="$("$swift" build "${flags[@]}" --show-bin-path)/nimlint"
        # A weak reference left undefined is null at run time: libxml2 would run single-threaded state on
        # several threads. Refuse to hand out such a binary.
        unresolved=$(weak_pthread_references "$binary")
        if [ -n "$unresolved" ]; then
            echo "build-release.sh: the static binary leaves pthread functions null: $unresolved" >&2
            exit 1
        fi
    else
        echo "build-release.sh: no static libxml2 ($archive); linking the Swift runtime alone" >&2
        "$swift" build "${flags[@]}" >&2
    fi
else
    "$swift" build "${flags[@]}" >&2
fi
# What ships carries no symbol table and no debug information, most of the binary's size. They are kept in a file
# of their own beside the stripped binary, which the release attaches so that a crash report from a user's binary
# can be read: nimlint.debug on Linux, which the binary names in its .gnu_debuglink section (gdb finds it beside the
# binary), and nimlint.dSYM on macOS. The build's own output stays as the build left it, so the next build finds it
# unchanged.
built="$("$swift" build "${flags[@]}" --show-bin-path)"
shipped="$built/stripped"
rm -rf "$shipped"
mkdir -p "$shipped"
if [ "$(uname -s)" = Darwin ]; then
    dsymutil "$built/nimlint" -o "$shipped/nimlint.dSYM" >&2
    strip -o "$shipped/nimlint" "$built/nimlint"
    # The linker signs an arm64 binary ad hoc, over bytes strip has just changed, and macOS kills an arm64 process
    # whose signature does not match: the stripped binary is signed again.
    codesign --force --sign - "$shipped/nimlint" >&2
else
    objcopy --only-keep-debug "$built/nimlint" "$shipped/nimlint.debug"
    strip -o "$shipped/nimlint" "$built/nimlint"
    (cd "$shipped" && objcopy --add-gnu-debuglink=nimlint.debug nimlint)
fi
echo "$shipped/nimlint"
