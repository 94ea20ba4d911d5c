#!/usr/bin/env bash
# Measures nimlint against `xmllint --noout` on many settings files: wall time on all cores, CPU time and peak
# memory. The goal: linting 4,000 settings files takes less wall time than xmllint takes merely to parse them.
#
#   scripts/benchmark.sh [FILE_COUNT]      (default 4000)
#
# Installs xmllint (libxml2-utils), GNU time and bc when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-4000}

missing=()
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
[ -x /usr/bin/time ] || missing+=(time)
command -v bc >/dev/null 2>&1 || missing+=(bc)
if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
swift build -c release --product nimlint >/dev/null
nimlint="$(swift build -c release --show-bin-path)/nimlint"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for ((i = 0; i < count / 2; i++)); do
    mkdir -p "$work/app$i"
    cp examples/Settings/NIMKitGlobalSetting.plist examples/Settings/NIMKitBubbleSetting.plist "$work/app$i/"
done
find "$work" -name '*.plist' | sort >"$work.list"
echo "$(wc -l <"$work.list") settings files, $(xargs -a "$work.list" cat | wc -c) bytes, $(nproc) cores"

# Best of five wall times in milliseconds, then CPU seconds and peak memory of one more run.
measure() {
    local label=$1 best=""
    shift
    for _ in 1 2 3 4 5; do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        local elapsed=$(((end - start) / 1000000))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
    done
    local usage
    usage=$(/usr/bin/time -f '%U %S %M' "$@" 2>&1 >/dev/null | tail -n 1)
    read -r user system memory <<<"$usage"
    printf '%-18s wall %6d ms   cpu %5.2f s   peak memory %7d KiB\n' "$label" "$best" \
        "$(echo "$user + $system" | bc)" "$memory" >&2
    echo "$best"
}

# Hostile files must end in a diagnostic within a second.
hostile="$work.hostile"
mkdir -p "$hostile"
{
    printf '<?xml version="1.0"?>\n<!DOCTYPE plist [<!ENTITY l0 "lollollollol">'
    for level in $(seq 1 12); do
        printf '<!ENTITY l%d "%s">' "$level" "$(printf '&l%d;' $(yes $((level - 1)) | head -n 10))"
    done
    printf ']>\n<plist><string>&l12;</string></plist>\n'
} >"$hostile/entity-expansion.plist"
{
    printf '<?xml version="1.0"?><plist>'
    for _ in $(seq 1 100000); do printf '<array>'; done
    for _ in $(seq 1 100000); do printf '</array>'; done
    printf '</plist>\n'
} >"$hostile/deep-nesting.plist"
for file in "$hostile"/*.plist; do
    start=$(date +%s%N)
    "$nimlint" check --format xcode --schema global "$file" >"$hostile/out" 2>&1 || true
    elapsed=$((($(date +%s%N) - start) / 1000000))
    printf '%-24s %5d ms  %s\n' "$(basename "$file")" "$elapsed" "$(cut -d' ' -f2- "$hostile/out" | head -n 1 | cut -c1-70)"
done
rm -rf "$hostile"

xmllint_ms=$(measure "xmllint --noout" xargs -a "$work.list" xmllint --noout)
nimlint_ms=$(measure "nimlint check" "$nimlint" check "$work")
rm -f "$work.list"
if [ "$nimlint_ms" -lt "$xmllint_ms" ]; then
    echo "goal met: nimlint ${nimlint_ms} ms < xmllint ${xmllint_ms} ms"
else
    echo "goal not met: nimlint ${nimlint_ms} ms, xmllint ${xmllint_ms} ms"
fi
