#!/usr/bin/env bash
# Writes nimlint.artifactbundle, the prebuilt tool of the binary plugins package (BinaryPlugins/), its zip, and
# prints the zip's checksum as `swift package compute-checksum` gives it (the `checksum:` of a url binaryTarget).
#
#   scripts/build-artifact-bundle.sh [OUTPUT]                      build this machine's variant
#   scripts/build-artifact-bundle.sh --merge OUTPUT BUNDLE...      one bundle holding every variant of BUNDLE...
#
# OUTPUT (default .build/artifactbundle) receives nimlint.artifactbundle, nimlint.artifactbundle.zip and the
# binary's debug information, nimlint-VERSION-PLATFORM.debug.zip (the merge leaves those where they are). The
# binary is the one scripts/build-release.sh builds, the file scripts/install.sh installs: on Linux the static
# executable, under this machine's triple; on a Mac the universal arm64 + x86_64 executable. The release
# workflow builds one bundle on each and merges them.
#
# The bundle names its executable NIMLintCLI, the executable target the source plugins name, so one plugin source
# serves both packages (`context.tool(named: "NIMLintCLI")`); the file inside is still called nimlint.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)

usage() {
    sed -n 4,5p "$0" | sed 's/^# //' >&2
    exit 2
}

# The variant folders are named nimlint-VERSION-PLATFORM; the platform says the triples the binary runs on.
triples_of() {
    case "$1" in
        *-macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) echo "\"${1#nimlint-*-}\"" ;;
    esac
}

# info.json (artifact bundle schema 1.0) listing every variant folder of the bundle $1.
write_info() {
    local bundle=$1 version=$2 variants="" folder name
    for folder in "$bundle"/nimlint-*; do
        [ -x "$folder/bin/nimlint" ] || continue
        name=$(basename "$folder")
        [ -z "$variants" ] || variants="$variants,"
        variants="$variants
        {
          \"path\": \"$name/bin/nimlint\",
          \"supportedTriples\": [$(triples_of "$name")]
        }"
    done
    if [ -z "$variants" ]; then
        echo "build-artifact-bundle.sh: no variant in $bundle" >&2
        exit 1
    fi
    cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "NIMLintCLI": {
      "version": "$version",
      "type": "executable",
      "variants": [$variants
      ]
    }
  }
}
JSON
}

# The zip (its root holding nimlint.artifactbundle, as SwiftPM unpacks it) and its checksum.
write_zip() {
    local output=$1
    rm -f "$output/nimlint.artifactbundle.zip"
    # -X: no extra file attributes (a Mac's zip would add its own).
    (cd "$output" && zip -q -r -X nimlint.artifactbundle.zip nimlint.artifactbundle)
    if command -v swift >/dev/null 2>&1; then
        swift package compute-checksum "$output/nimlint.artifactbundle.zip"
    else
        # What compute-checksum prints: the SHA-256 of the file, in lowercase hex.
        shasum -a 256 "$output/nimlint.artifactbundle.zip" | cut -d ' ' -f 1
    fi
}

version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/NIMLint/NIMLint.swift)

if [ "${1:-}" = --merge ]; then
    [ $# -ge 3 ] || usage
    output=$2
    shift 2
    mkdir -p "$output"
    output=$(cd "$output" && pwd -P)
    bundle="$output/nimlint.artifactbundle"
    merged="$output/nimlint.artifactbundle.merging"
    rm -rf "$merged"
    mkdir -p "$merged"
    for source in "$@"; do
        for folder in "$source"/nimlint-*; do
            [ -d "$folder" ] || continue
            if [ -e "$merged/$(basename "$folder")" ]; then
                echo "build-artifact-bundle.sh: two bundles hold $(basename "$folder")" >&2
                exit 1
            fi
            cp -R "$folder" "$merged/"
        done
    done
    cp "$root/LICENSE" "$merged/LICENSE"
    write_info "$merged" "$version"
    rm -rf "$bundle"
    mv "$merged" "$bundle"
    write_zip "$output"
    exit 0
fi

case "${1:-}" in -*) usage ;; esac
output=${1:-.build/artifactbundle}
mkdir -p "$output"
output=$(cd "$output" && pwd -P)

if [ "$(uname -s)" = Darwin ]; then
    binary=$(scripts/build-release.sh --universal)
    platform=macos
else
    binary=$(scripts/build-release.sh)
    platform="$(uname -m)-unknown-linux-gnu"
fi

bundle="$output/nimlint.artifactbundle"
rm -rf "$bundle"
mkdir -p "$bundle/nimlint-$version-$platform/bin"
# cp -p keeps the bytes and the mode: the file is the one install.sh installs (`install -m 0755` copies it too).
cp -p "$binary" "$bundle/nimlint-$version-$platform/bin/nimlint"
chmod 0755 "$bundle/nimlint-$version-$platform/bin/nimlint"
cp "$root/LICENSE" "$bundle/LICENSE"
write_info "$bundle" "$version"
write_zip "$output"
# The binary's debug information (build-release.sh), zipped beside the bundle for the release to attach.
debug=nimlint.debug
if [ "$platform" = macos ]; then debug=nimlint.dSYM; fi
rm -f "$output/nimlint-$version-$platform.debug.zip"
(cd "$(dirname "$binary")" && zip -qr "$output/nimlint-$version-$platform.debug.zip" "$debug")
