#!/usr/bin/env bash
# Rewrites examples/Settings.expected and examples/Broken.expected from what the built nimlint reports, in the
# form ExamplesTests compares them (xcode format, paths relative to examples/). The tests never write these
# files themselves; review the diff this prints before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product nimlint
nimlint="$(swift build --show-bin-path)/nimlint"
cd examples
for name in Settings Broken; do
    # Broken/Named's files are not found by the walk: ExamplesTests names them, as a pre-commit hook does.
    named=()
    if [ "$name" = Broken ]; then named=(Broken/Named/bubble-backup.plist Broken/Named/Info.plist); fi
    status=0
    output=$("$nimlint" check --format xcode "$name" ${named[@]+"${named[@]}"}) || status=$?
    if [ "$status" -gt 1 ]; then
        echo "nimlint check $name failed with exit status $status" >&2
        exit 1
    fi
    if [ -n "$output" ]; then output+=$'\n'; fi
    printf '%s' "${output//"$(pwd -P)/"/}" > "$name.expected"
done
git diff --stat -- Settings.expected Broken.expected
