#!/usr/bin/env bash
# nimlint: linux-only
# Fuzzes nimlint for SECONDS seconds (60 by default) with libFuzzer and Address Sanitizer: every input goes
# through parse, lint, every report format and both kinds of fix, with the checks in Fuzz/FuzzTarget.swift.
# Seeds are Fuzz/Seeds (multi-byte text, UTF-16, CR line breaks, entities, binary and old-style files), the
# example settings files and, when it is beside the checkout, NetEase's default settings corpus.
# Exits non-zero when an input breaks a check or crashes; the input is kept in .build/fuzz/findings/, where
# it should become a regression test.
#
# Linux only: it needs libFuzzer and GNU timeout, which neither Xcode nor macOS ships.
#
# The library is compiled as the shipped binary is (scripts/build-release.sh): optimized, with the same frontend
# flag, and libxml2 linked from its static archive where there is one. What the sanitizer cannot reach is the
# static C library of `-static-executable` (Address Sanitizer needs a dynamic one): whether libxml2 there knows
# it has threads is held by build-release.sh's check of the binary and by ParallelParseStressTests, which CI runs
# against the installed binary.
set -euo pipefail
if [ "$(uname -s)" != Linux ]; then
    echo "fuzz.sh runs on Linux only (libFuzzer and GNU timeout)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."
seconds=${1:-60}
build=.build/fuzz

# The library is compiled here with the fuzzer's coverage and Address Sanitizer, outside SwiftPM: SwiftPM's
# fuzzer build also links the package's build tools against libFuzzer, which brings its own main.
mkdir -p "$build/modules" "$build/cmodules"
# The C targets (the embedded schemas, the atomic exchange) get module maps of their own, as SwiftPM gives them.
for target in CNIMKitSchemas CFileSystem; do
    mkdir -p "$build/cmodules/$target"
    printf 'module %s {\n    header "%s"\n    export *\n}\n' "$target" \
        "$PWD/Sources/$target/include/$target.h" >"$build/cmodules/$target/module.modulemap"
done
cmaps="-Xcc -fmodule-map-file=$build/cmodules/CNIMKitSchemas/module.modulemap"
cmaps="$cmaps -Xcc -fmodule-map-file=$build/cmodules/CFileSystem/module.modulemap"
libxml=$(pkg-config --cflags libxml-2.0 | sed 's/-I/-Xcc -I/g')
archive="$(pkg-config --variable=libdir libxml-2.0)/libxml2.a"
if [ -f "$archive" ]; then
    libxml_libraries="$archive $(pkg-config --static --libs-only-l libxml-2.0 | sed 's/-lxml2//')"
else
    echo "fuzz.sh: no static libxml2 ($archive); linking the shared library" >&2
    libxml_libraries=$(pkg-config --libs libxml-2.0)
fi
clang -g -fsanitize=fuzzer-no-link,address -c Sources/CFileSystem/ExchangePaths.c -I Sources/CFileSystem/include \
    -o "$build/ExchangePaths.o"
clang -g -std=c2x -c Sources/CNIMKitSchemas/schemas.c -I Sources/CNIMKitSchemas/include -o "$build/schemas.o"
# -enable-testing: the target holds the plain reader, which is internal, to libxml2's reading.
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -g -O -wmo -enable-testing -module-name NIMLint \
    -Xfrontend -disable-concrete-type-metadata-mangled-name-accessors \
    -emit-module -emit-module-path "$build/modules/NIMLint.swiftmodule" \
    -I Sources/CLibXML2 $cmaps $libxml \
    -c $(find Sources/NIMLint -name '*.swift' | sort) -o "$build/NIMLint.o"
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -g \
    -I "$build/modules" -I Sources/CLibXML2 $cmaps $libxml \
    Fuzz/FuzzTarget.swift "$build/NIMLint.o" "$build/ExchangePaths.o" "$build/schemas.o" $libxml_libraries \
    -o "$build/nimlint-fuzz" 2>&1 | { grep -v "Cannot export local symbol" || true; }

corpus="$build/corpus"
findings="$build/findings"
mkdir -p "$corpus" "$findings"
find examples Fuzz/Seeds -name '*.plist' -exec cp {} "$corpus/" \;
if [ -d ../shared/corpus/nimkit ]; then cp ../shared/corpus/nimkit/*.plist "$corpus/"; fi

# Symbolizing a Swift stack can take minutes; the input and the check's own message say enough.
ASAN_OPTIONS=symbolize=0:detect_leaks=0 timeout --signal=KILL $((seconds + 120)) \
    "$build/nimlint-fuzz" "$corpus" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1
