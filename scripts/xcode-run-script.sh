#!/bin/bash
# The Run Script phase of docs/xcode.md, pasted into an Xcode target as it stands. It checks the settings files the
# phase lists as its input files (Input Files, or the lines of its Input File Lists) and nothing else, so that it
# runs with ENABLE_USER_SCRIPT_SANDBOXING on: the sandbox lets a script read only what the phase declares.
# The inputs whose names end in .plist are checked; a .nimlint.json among them is the configuration; the others
# (nimlint itself under Pods, a Podfile.lock) are listed only so that nimlint may read them.
# nimlint is the pod's ("${PODS_ROOT}/nimlint/nimlint"), else the one Homebrew or Mint put on PATH.
set -u
if [ -n "${PODS_ROOT:-}" ] && [ -x "${PODS_ROOT}/nimlint/nimlint" ]; then
    nimlint="${PODS_ROOT}/nimlint/nimlint"
else
    # Xcode's PATH holds neither Homebrew's nor Mint's folder.
    PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:${HOME:-}/.mint/bin"
    nimlint=$(command -v nimlint) || {
        echo "error: nimlint is not installed: pod 'nimlint', brew install nimlint or mint install nimlint"
        exit 1
    }
fi

inputs=()
index=0
while [ "$index" -lt "${SCRIPT_INPUT_FILE_COUNT:-0}" ]; do
    name="SCRIPT_INPUT_FILE_$index"
    inputs+=("${!name}")
    index=$((index + 1))
done
index=0
while [ "$index" -lt "${SCRIPT_INPUT_FILE_LIST_COUNT:-0}" ]; do
    name="SCRIPT_INPUT_FILE_LIST_$index"
    while IFS= read -r line || [ -n "$line" ]; do
        [ -z "$line" ] || inputs+=("$line")
    done <"${!name}"
    index=$((index + 1))
done

options=(check --format xcode)
settings=()
for input in ${inputs[@]+"${inputs[@]}"}; do
    case "$input" in
        *.plist) settings+=("$input") ;;
        .nimlint.json | */.nimlint.json) options+=(--config "$input") ;;
    esac
done
if [ ${#settings[@]} -eq 0 ]; then
    echo "error: nimlint: list the settings files (NIMKitGlobalSetting.plist, NIMKitBubbleSetting.plist) as this Run Script phase's input files"
    exit 1
fi
exec "$nimlint" "${options[@]}" "${settings[@]}"
