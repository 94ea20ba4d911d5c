#!/usr/bin/env bash
# Writes the binary plugins package (BinaryPlugins/) as a repository of its own holds it: the plugin sources as
# files (the folder links to the source plugins' files), the license, and the binary target either pointing at a
# bundle copied in or at a released zip.
#
#   scripts/publish-binary-plugins.sh DESTINATION --bundle BUNDLE            path: a local nimlint.artifactbundle
#   scripts/publish-binary-plugins.sh DESTINATION --url URL --checksum SUM   url: a released zip and its checksum
#
# DESTINATION's own files are replaced; a .git folder in it is kept, so the release workflow can run this in a
# clone of nimlint-plugins and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n 5,6p "$0" | sed 's/^# //' >&2
    exit 2
}

[ $# -ge 3 ] || usage
destination=$1
bundle="" url="" checksum=""
shift
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle) bundle=${2:-}; shift 2 || usage ;;
        --url) url=${2:-}; shift 2 || usage ;;
        --checksum) checksum=${2:-}; shift 2 || usage ;;
        *) usage ;;
    esac
done
if [ -n "$bundle" ]; then
    [ -z "$url$checksum" ] || usage
    if [ ! -f "$bundle/info.json" ]; then
        echo "publish-binary-plugins.sh: $bundle is not an artifact bundle (no info.json)" >&2
        exit 1
    fi
else
    [ -n "$url" ] && [ -n "$checksum" ] || usage
    case "$checksum" in
        *[!0-9a-f]*) echo "publish-binary-plugins.sh: the checksum is 64 lowercase hex digits" >&2; exit 1 ;;
    esac
    if [ ${#checksum} -ne 64 ]; then
        echo "publish-binary-plugins.sh: the checksum is 64 lowercase hex digits" >&2
        exit 1
    fi
fi

mkdir -p "$destination"
find "$destination" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
# -L: the files the symlinks name, not the links, which would point outside the published repository.
for entry in Package.swift LICENSE .gitignore Plugins; do
    cp -R -L "BinaryPlugins/$entry" "$destination/"
done

line='        .binaryTarget(name: "NIMLintBinary", path: "nimlint.artifactbundle"),'
if ! grep -qxF "$line" "$destination/Package.swift"; then
    echo "publish-binary-plugins.sh: BinaryPlugins/Package.swift no longer has the binary target line" >&2
    exit 1
fi
if [ -n "$bundle" ]; then
    cp -R "$bundle" "$destination/nimlint.artifactbundle"
    # The published folder's .gitignore leaves the bundle out; a repository made from this folder holds it.
    grep -vxF '/nimlint.artifactbundle/' "$destination/.gitignore" >"$destination/.gitignore.new" || true
    mv "$destination/.gitignore.new" "$destination/.gitignore"
else
    released="        .binaryTarget(
            name: \"NIMLintBinary\",
            url: \"$url\",
            checksum: \"$checksum\"
        ),"
    # Through the environment: BSD awk refuses a newline in a -v value.
    LINE=$line RELEASED=$released awk '$0 == ENVIRON["LINE"] { print ENVIRON["RELEASED"]; next } { print }' \
        "$destination/Package.swift" >"$destination/Package.swift.new"
    mv "$destination/Package.swift.new" "$destination/Package.swift"
fi
