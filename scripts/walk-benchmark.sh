#!/usr/bin/env bash
# Measures the folder walk on a repository of many unrelated files: the wall time of `nimlint check` at the root
# of an app with 100,000 source files and a CocoaPods `Pods/` folder (50 pods of 400 files each, a header symlink
# per pod header under Pods/Headers, and the NIMKit pod's NIMKitSettings.bundle), best of five runs. The goal: well
# under a second, so the walk never makes a pre-commit hook or a build phase wait.
#
#   scripts/walk-benchmark.sh [FILE_COUNT]      (default 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}

nimlint=$(scripts/build-release.sh 2>/dev/null)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
per_folder=100
for ((folder = 0; folder < count / per_folder; folder++)); do
    mkdir -p "$work/App/Module$((folder / 10))/Part$folder"
    (cd "$work/App/Module$((folder / 10))/Part$folder" && touch $(seq -f 'Source%g.swift' 1 $per_folder))
done
for ((pod = 0; pod < 50; pod++)); do
    mkdir -p "$work/Pods/Pod$pod/Classes" "$work/Pods/Headers/Public/Pod$pod" "$work/Pods/Target Support Files/Pod$pod"
    (cd "$work/Pods/Pod$pod/Classes" && touch $(seq -f 'File%g.m' 1 200) $(seq -f 'File%g.h' 1 200))
    (cd "$work/Pods/Headers/Public/Pod$pod" && ln -s ../../../Pod"$pod"/Classes/*.h .)
    touch "$work/Pods/Target Support Files/Pod$pod/Pod$pod.xcconfig"
done
bundle="$work/Pods/NIMKit/NIMKit/Resources/NIMKitSettings.bundle"
mkdir -p "$bundle"
cp examples/Settings/NIMKitGlobalSetting.plist examples/Settings/NIMKitBubbleSetting.plist "$bundle/"

files=$(find "$work" -type f | wc -l)
links=$(find "$work" -type l | wc -l)
folders=$(find "$work" -type d | wc -l)
echo "$files files, $links symlinks, $folders folders, $(getconf _NPROCESSORS_ONLN) cores"

output=$(cd "$work" && "$nimlint" check 2>&1 || true)
echo "nimlint check at the root: $output"

# BSD date has no %N, so the clock is Perl's, on macOS and Linux alike; its start-up is a millisecond or two.
milliseconds() { perl -MTime::HiRes=time -e 'printf "%d\n", time() * 1000'; }
best=""
for _ in 1 2 3 4 5; do
    start=$(milliseconds)
    (cd "$work" && "$nimlint" check >/dev/null 2>&1 || true)
    elapsed=$(($(milliseconds) - start))
    if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
done
echo "walk and check: best of 5 runs ${best} ms"
if [ "$best" -lt 500 ]; then
    echo "goal met: ${best} ms < 500 ms"
else
    echo "goal not met: ${best} ms >= 500 ms"
fi
