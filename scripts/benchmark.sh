#!/usr/bin/env bash
# Measures nimlint against `xmllint --noout` on many settings files: wall time (both cores) and peak memory.
# Goal: linting 4,000 settings files takes less wall time than xmllint takes merely to parse them.
#
#   scripts/benchmark.sh [FILE_COUNT]      (default 4000; needs xmllint, installed from libxml2-utils if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-4000}

if ! command -v xmllint >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null
fi
swift build -c release --product nimlint >/dev/null
nimlint=$(swift build -c release --show-bin-path)/nimlint

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for ((i = 0; i < count / 2; i++)); do
    mkdir -p "$work/app$i"
    cp examples/Settings/NIMKitGlobalSetting.plist examples/Settings/NIMKitBubbleSetting.plist "$work/app$i/"
done
files=$(find "$work" -name '*.plist' | wc -l)
bytes=$(du -sb "$work" | cut -f1)
echo "files: $files ($bytes bytes), cores: $(nproc)"

measure() {
    local label=$1
    shift
    local best=""
    for _ in 1 2 3 4 5; do
        local start end elapsed
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        elapsed=$(((end - start) / 1000000))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
    done
    local memory
    memory=$(/usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -n 1)
    printf '%-28s best of 5: %6d ms   peak memory: %7s KiB\n' "$label" "$best" "$memory"
    echo "$best"
}

xmllint_ms=$(measure "xmllint --noout" bash -c "find '$work' -name '*.plist' -print0 | xargs -0 xmllint --noout" | tee /dev/stderr | tail -n 1)
nimlint_ms=$(measure "nimlint check" "$nimlint" check "$work" | tee /dev/stderr | tail -n 1)
if [ "$nimlint_ms" -lt "$xmllint_ms" ]; then
    echo "goal met: nimlint ${nimlint_ms} ms < xmllint ${xmllint_ms} ms"
else
    echo "goal missed: nimlint ${nimlint_ms} ms >= xmllint ${xmllint_ms} ms"
    exit 1
fi
