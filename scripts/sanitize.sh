#!/usr/bin/env bash
# Runs the whole test suite under Address Sanitizer and then Thread Sanitizer (the linter checks folders in
# parallel), or under the sanitizers named: scripts/sanitize.sh [address] [thread]. Each has its own build
# folder. The nimlint processes the end-to-end tests start are instrumented too; every report, theirs
# included, is written under .build/sanitize-reports/, and any report fails the run.
#
# What ships is a static executable (scripts/build-release.sh), which neither sanitizer can instrument: their
# runtimes need the dynamic loader. The parts of it they can reach are covered elsewhere: scripts/fuzz.sh runs the
# optimized library with libxml2 linked statically under Address Sanitizer, and ParallelParseStressTests runs the
# installed binary itself (CI sets NIMLINT_EXECUTABLE), holding its reports under parse errors on every core to
# the plain build's.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
reports="$PWD/.build/sanitize-reports"
status=0
for sanitizer in "${sanitizers[@]}"; do
    rm -rf "$reports/$sanitizer"
    mkdir -p "$reports/$sanitizer"
    options="log_path=$reports/$sanitizer/report:symbolize=1"
    echo "== swift test under the $sanitizer sanitizer"
    passed=true
    if ! ASAN_OPTIONS="$options:detect_leaks=0" TSAN_OPTIONS="$options:halt_on_error=0" \
        swift test --build-path ".build/sanitize-$sanitizer" --sanitize="$sanitizer"; then
        echo "swift test failed under the $sanitizer sanitizer" >&2
        passed=false
    fi
    if compgen -G "$reports/$sanitizer/report*" >/dev/null; then
        cat "$reports/$sanitizer"/report* >&2
        echo "the $sanitizer sanitizer reported problems (above)" >&2
        passed=false
    fi
    if $passed; then echo "$sanitizer sanitizer: clean"; else status=1; fi
done
exit $status
