#!/usr/bin/env bash
# Builds nimlint against each libxml2 release whose source is in the shared libxml2 folder, then runs
# `nimlint check examples/Settings` and the test suite (less the packaging tests) against each: libxml2 changed
# how it reads input (2.12), reports errors (2.13) and what it limits (2.14), and users have every one of them.
#
#   scripts/libxml2-matrix.sh              every release found
#   scripts/libxml2-matrix.sh 2.13.9       only those named
#
# LIBXML2_SOURCES is the folder of libxml2-VERSION.tar.gz files (default: ../shared/libxml2 beside the checkout).
# Each release is built once into .build/libxml2/VERSION/prefix and nimlint into .build/libxml2/VERSION/build,
# so a second run only rebuilds what changed. Exits non-zero when any release's build, check or tests fail;
# without the sources it says so and exits 0, since there is nothing to test against.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
sources=${LIBXML2_SOURCES:-$repo/../shared/libxml2}
work=$repo/.build/libxml2
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

# The whole suite but the tests that build packages or drive outside programs (a consumer package and its plugins,
# the static install and the artifact bundle, pre-commit, Neovim, Chromium): they take most of the suite's time and
# parse nothing the other tests do not parse too. The artifact bundle's, the GitHub Action's and the Xcode Run
# Script phase's tests also run nimlint in a cleared environment, as a runner or Xcode starts it, where the release
# built here is not on the loader's path (from 2.14 on libxml2's soname is libxml2.so.16, which the system lacks).
skip='ConsumerPackageTests|InstallScriptTests|BinaryPluginsTests|GitHubActionTests|CocoaPodsTests|PreCommitFrameworkTests|LSPNeovimTests|PreviewBrowserTests'

if [ ! -d "$sources" ]; then
    echo "skipped: libxml2 matrix: no libxml2 sources at $sources (set LIBXML2_SOURCES)"
    exit 0
fi
versions=("$@")
if [ ${#versions[@]} -eq 0 ]; then
    for tarball in "$sources"/libxml2-*.tar.gz; do
        [ -e "$tarball" ] || continue
        name=${tarball##*/libxml2-}
        versions+=("${name%.tar.gz}")
    done
fi
if [ ${#versions[@]} -eq 0 ]; then
    echo "skipped: libxml2 matrix: no libxml2-VERSION.tar.gz in $sources"
    exit 0
fi
command -v cmake >/dev/null 2>&1 || python3 -m pip install --quiet cmake \
    || python3 -m pip install --quiet --break-system-packages cmake

build_libxml2() {
    local version=$1 prefix=$2 scratch=$work/$1/source
    [ -f "$prefix/lib/pkgconfig/libxml-2.0.pc" ] && return 0
    rm -rf "$scratch" "$prefix"
    mkdir -p "$scratch"
    tar -xzf "$sources/libxml2-$version.tar.gz" -C "$scratch" --strip-components=1
    # Only what a plist parser uses: no Python bindings, no ICU, no compression libraries to find.
    cmake -S "$scratch" -B "$scratch/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DCMAKE_INSTALL_LIBDIR=lib -DCMAKE_INSTALL_NAME_DIR="$prefix/lib" -DBUILD_SHARED_LIBS=ON \
        -DLIBXML2_WITH_PYTHON=OFF -DLIBXML2_WITH_ICU=OFF -DLIBXML2_WITH_LZMA=OFF -DLIBXML2_WITH_ZLIB=OFF -DLIBXML2_WITH_TESTS=OFF -DLIBXML2_WITH_PROGRAMS=OFF
    cmake --build "$scratch/build" -j"$jobs" --target install
    rm -rf "$scratch"
}

mkdir -p "$work"
loader_path=${LD_LIBRARY_PATH:-}
failed=()
for version in "${versions[@]}"; do
    prefix=$work/$version/prefix
    echo "== libxml2 $version"
    start=$SECONDS
    if ! build_libxml2 "$version" "$prefix" >"$work/$version.log" 2>&1; then
        cat "$work/$version.log" >&2
        failed+=("$version (libxml2 build)")
        continue
    fi
    export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
    # Linux's loader finds the release's libxml2 through LD_LIBRARY_PATH; on macOS the library's install name is
    # its absolute path (CMAKE_INSTALL_NAME_DIR), which needs nothing, since macOS drops DYLD_LIBRARY_PATH on its
    # way through the system's /usr/bin/swift.
    export LD_LIBRARY_PATH=$prefix/lib${loader_path:+:$loader_path}
    build=(--build-path "$work/$version/build")
    if ! swift build --build-tests "${build[@]}"; then
        failed+=("$version (nimlint build)")
        continue
    fi
    binary="$(swift build "${build[@]}" --show-bin-path)/nimlint"
    if ! "$binary" check examples/Settings; then
        failed+=("$version (check examples/Settings)")
    fi
    # LibXML2VersionTests fails where the loader found another libxml2 than the one just built.
    if ! NIMLINT_EXPECTED_LIBXML2=$version swift test --skip-build "${build[@]}" --skip "$skip"; then
        failed+=("$version (tests)")
    fi
    echo "== libxml2 $version: $((SECONDS - start)) s"
done

if [ ${#failed[@]} -gt 0 ]; then
    printf 'libxml2 matrix failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
echo "libxml2 matrix: ${versions[*]} passed"
