#!/usr/bin/env bash
# Writes libxml2-VERSION.tar.gz for each release scripts/libxml2-matrix.sh tests against into FOLDER, for a
# machine without the shared libxml2 folder (a GitHub runner): each is `git archive` of the release's tag in
# GNOME's libxml2 repository, and the tag must name the commit below, so a moved tag cannot change what is tested.
#
#   scripts/libxml2-sources.sh FOLDER
#   LIBXML2_SOURCES=FOLDER scripts/libxml2-matrix.sh
set -euo pipefail
folder=${1:?usage: scripts/libxml2-sources.sh FOLDER}
repository=${LIBXML2_REPOSITORY:-https://gitlab.gnome.org/GNOME/libxml2.git}
releases=(
    "2.12.10 02d577715e1951cf114ca4e9adaf5605156c4f4c"
    "2.13.9 04af2cabb9f859c198b8a553c028a87481199410"
    "2.14.6 d23960a130c5bb82779c9405fbbf85e65fb3c57c"
    "2.15.3 c94eb0210183b9d7cb43f8e7fddc6be55843ef49"
)
mkdir -p "$folder"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for release in "${releases[@]}"; do
    read -r version commit <<<"$release"
    [ -f "$folder/libxml2-$version.tar.gz" ] && continue
    git clone --quiet --depth 1 --branch "v$version" "$repository" "$scratch/$version"
    found=$(git -C "$scratch/$version" rev-parse HEAD)
    if [ "$found" != "$commit" ]; then
        echo "libxml2 v$version is $found, not $commit" >&2
        exit 1
    fi
    git -C "$scratch/$version" archive --format=tar.gz --prefix="libxml2-$version/" -o "$folder/libxml2-$version.tar.gz" HEAD
    echo "libxml2-$version.tar.gz ($commit)"
done
