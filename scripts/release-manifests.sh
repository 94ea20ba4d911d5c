#!/usr/bin/env bash
# Writes what CocoaPods and Homebrew take of a release into its assets folder, beside the binaries the release
# workflow put there (nimlint-VERSION-macos, nimlint-VERSION-x86_64-unknown-linux-gnu):
#
#   scripts/release-manifests.sh ASSETS OWNER/NAME
#
#   nimlint-VERSION-macos.zip   the macOS binary as `nimlint` with the LICENSE, the pod's source
#   nimlint.podspec             the repository's, naming https://github.com/OWNER/NAME and the zip's checksum
#   nimlint.rb                  the Homebrew formula (Formula/nimlint.rb), naming it and each binary's checksum
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)

if [ $# -ne 2 ]; then
    sed -n 5p "$0" | sed 's/^# //' >&2
    exit 2
fi
assets=$(cd "$1" && pwd -P)
repository=$2
version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/NIMLint/NIMLint.swift)

sha256() {
    shasum -a 256 "$1" | cut -d ' ' -f 1
}

# Each placeholder of the file $1 replaced (sed -e EXPRESSION ...), into $2; a placeholder left over is an error.
fill() {
    local template=$1 output=$2
    shift 2
    sed "$@" "$template" >"$output"
    if grep -nE 'YOUR-ORG|RELEASE-[A-Z]+-SHA256' "$output" >&2; then
        echo "release-manifests.sh: $output keeps a placeholder" >&2
        exit 1
    fi
}

macos="$assets/nimlint-$version-macos"
linux="$assets/nimlint-$version-x86_64-unknown-linux-gnu"
for binary in "$macos" "$linux"; do
    [ -f "$binary" ] || { echo "release-manifests.sh: no $binary" >&2; exit 1; }
done

# CocoaPods unpacks the zip into Pods/nimlint: the binary at its root is "${PODS_ROOT}/nimlint/nimlint".
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp "$macos" "$staging/nimlint"
chmod 0755 "$staging/nimlint"
cp "$root/LICENSE" "$staging/LICENSE"
zip="$assets/nimlint-$version-macos.zip"
rm -f "$zip"
# -X: no extra file attributes, so the checksum depends on the bytes alone.
(cd "$staging" && zip -q -X "$zip" nimlint LICENSE)

fill nimlint.podspec "$assets/nimlint.podspec" \
    -e "s|YOUR-ORG/nimlint|$repository|g" -e "s|RELEASE-ZIP-SHA256|$(sha256 "$zip")|"
fill Formula/nimlint.rb "$assets/nimlint.rb" \
    -e "s|YOUR-ORG/nimlint|$repository|g" \
    -e "s|RELEASE-MACOS-SHA256|$(sha256 "$macos")|" -e "s|RELEASE-LINUX-SHA256|$(sha256 "$linux")|"
